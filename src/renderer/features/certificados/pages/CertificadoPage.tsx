import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { useAppSelector } from '../../../app/hooks';
import { AlertaDialogBase } from '../../../ui/AlertaDialogBase';
import { useNotificar } from '../../../ui/notificaciones';
import { selectSesionActiva } from '../../auth/sessionSlice';
import { useMiCertificadoQuery } from '../api';
import { desviar, desvioCertificado, otrosCertificados } from '../certificado';
import { OtrosCertificados } from '../components/OtrosCertificados';
import { VistaCertificado } from '../components/VistaCertificado';
import { useDescargarCertificado } from '../useDescargarCertificado';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * 'Certificados' (spec 2, Certificate page): the learner's most recent valid certificate,
 * its download, and the others below. Without a session or an approval: message and /401.
 */
export function CertificadoPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const notificar = useNotificar();
  const conSesion = useAppSelector(selectSesionActiva);
  const consulta = useMiCertificadoQuery(undefined, { skip: !conSesion });
  const descarga = useDescargarCertificado();
  const falla = consulta.isError ? aApiFailure(consulta.error) : null;
  const desvio = desvioCertificado(falla, conSesion);

  useEffect(() => {
    if (!desvio) return;
    desviar(desvio, {
      avisar: (mensaje) => notificar.error(mensaje),
      navegar: (ruta, opciones) => void navigate(ruta, opciones),
      traducir: (clave) => t(clave),
    });
  }, [desvio, navigate, notificar, t]);

  const datos = consulta.data;
  return (
    <section className={styles.root}>
      <Title2 as="h1">{t('certificados.titulo')}</Title2>
      {consulta.isLoading ? <Spinner label={t('comun.cargando')} /> : null}
      {falla && !desvio ? (
        <MessageBar intent="error">
          <MessageBarBody>{falla.data.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {datos ? (
        <>
          <VistaCertificado
            certificado={datos.data}
            descargando={descarga.descargando === datos.data._id}
            onDescargar={() => void descarga.descargar(datos.data._id, datos.data.urlPdf)}
          />
          <OtrosCertificados
            certificados={otrosCertificados(datos.data, datos.todos)}
            descargando={descarga.descargando}
            onDescargar={(c) => void descarga.descargar(c._id, c.urlPdf)}
          />
        </>
      ) : null}
      {descarga.soloPc ? (
        <AlertaDialogBase titulo={t('certificados.descarga.boton')} onCerrar={descarga.cerrarAviso}>
          <Body1>{t('certificados.descarga.soloPc')}</Body1>
        </AlertaDialogBase>
      ) : null}
    </section>
  );
}
