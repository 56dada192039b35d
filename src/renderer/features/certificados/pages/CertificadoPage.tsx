import { Body1, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { aApiFailure } from '../../../app/apiError';
import { llegoTrasLogin } from '../../../app/navegacion';
import { useAppSelector } from '../../../app/hooks';
import { AlertaDialogBase } from '../../../ui/AlertaDialogBase';
import { useNotificar } from '../../../ui/notificaciones';
import { Pagina } from '../../../ui/Pagina';
import { selectSesionActiva } from '../../auth';
import { useMiCertificadoQuery } from '../api';
import { desviar, desvioCertificado, otrosCertificados } from '../certificado';
import { OtrosCertificados } from '../components/OtrosCertificados';
import { VistaCertificado } from '../components/VistaCertificado';
import { useDescargarCertificado } from '../useDescargarCertificado';

/**
 * 'Certificados' (spec 2, Certificate page): the learner's most recent valid certificate,
 * its download, and the others below. Without a session or an approval: message and /401.
 */
export function CertificadoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const trasLogin = llegoTrasLogin(useLocation().state);
  const notificar = useNotificar();
  const conSesion = useAppSelector(selectSesionActiva);
  const consulta = useMiCertificadoQuery(undefined, { skip: !conSesion });
  const descarga = useDescargarCertificado();
  const falla = consulta.isError ? aApiFailure(consulta.error) : null;
  const desvio = desvioCertificado(falla, conSesion);

  useEffect(() => {
    if (!desvio) return;
    desviar(desvio, {
      trasLogin,
      avisar: (mensaje) => notificar.error(mensaje),
      navegar: (ruta, opciones) => void navigate(ruta, opciones),
      traducir: (clave) => t(clave),
    });
  }, [desvio, navigate, notificar, t, trasLogin]);

  const datos = consulta.data;
  return (
    <Pagina cabecera={{ titulo: t('certificados.titulo') }}>
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
    </Pagina>
  );
}
