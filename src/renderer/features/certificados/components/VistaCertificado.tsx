import {
  Body1,
  Button,
  Caption1,
  Card,
  Spinner,
  Subtitle1,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Certificado } from '@shared/api';
import { rutaVerificacion } from '@shared/domain/evaluaciones';
import { useTranslation } from 'react-i18next';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { fechaCertificado, nombreCompleto } from '../certificado';

const useStyles = makeStyles({
  card: {
    maxWidth: '880px',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
    alignItems: 'center',
    border: `2px solid ${tokens.colorBrandStroke1}`,
  },
  nombre: { color: tokens.colorBrandForeground1 },
  pie: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  codigo: { fontFamily: tokens.fontFamilyMonospace },
});

export interface VistaCertificadoProps {
  certificado: Certificado;
  descargando: boolean;
  onDescargar(): void;
}

/** The certificate of spec 2 as shown on screen; the PDF is the server's, downloaded as is. */
export function VistaCertificado({ certificado, descargando, onDescargar }: VistaCertificadoProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { datos } = certificado;
  return (
    <Card className={styles.card}>
      <Subtitle1 as="p">{t('certificados.vista.otorga')}</Subtitle1>
      <Title1 as="p" className={styles.nombre}>
        {nombreCompleto(datos)}
      </Title1>
      <Body1 as="p">
        {t('certificados.vista.cuerpo', {
          evaluacion: datos.evaluacion.codigo,
          curso: datos.curso.nombre,
          horas: datos.horas,
          estrategia: datos.estrategia,
        })}
      </Body1>
      <Body1 as="p">
        {t('certificados.vista.fecha', { fecha: fechaCertificado(certificado.emitidoEn) })}
      </Body1>
      <Subtitle1 as="p">{t('certificados.vista.numero', { numero: certificado.numero })}</Subtitle1>
      <div className={styles.pie}>
        <Caption1>
          {t('certificados.vista.codigo')}{' '}
          <EnlaceInterno to={rutaVerificacion(certificado.codigoVerificacion)}>
            <span className={styles.codigo}>{certificado.codigoVerificacion}</span>
          </EnlaceInterno>
        </Caption1>
        <Caption1>
          {t('certificados.vista.verificarEn', { url: certificado.urlVerificacion })}
        </Caption1>
      </div>
      <Button
        appearance="primary"
        disabled={descargando}
        icon={descargando ? <Spinner size="tiny" /> : undefined}
        onClick={onDescargar}
      >
        {descargando ? t('certificados.descarga.descargando') : t('certificados.descarga.boton')}
      </Button>
    </Card>
  );
}
