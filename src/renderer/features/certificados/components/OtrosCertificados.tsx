import {
  Button,
  Spinner,
  Subtitle2,
  TableCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Certificado } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { TablaBase } from '../../../ui/TablaBase';
import { fechaCertificado } from '../certificado';

const COLUMNAS = ['numero', 'evaluacion', 'fecha', 'acciones'] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The learner's other certificates, each with its own download. */
export function OtrosCertificados({
  certificados,
  descargando,
  onDescargar,
}: {
  certificados: readonly Certificado[];
  /** Id of the certificate being downloaded. */
  descargando: string | null;
  onDescargar(c: Certificado): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  if (certificados.length === 0) return null;
  return (
    <section className={styles.root}>
      <Subtitle2 as="h2">{t('certificados.otros.titulo')}</Subtitle2>
      <TablaBase
        etiqueta={t('certificados.otros.titulo')}
        columnas={COLUMNAS.map((c) => ({ clave: c, texto: t(`certificados.columnas.${c}`) }))}
        area="ninguna"
      >
        {certificados.map((c) => (
          <TableRow key={c._id}>
            <TableCell>{c.numero}</TableCell>
            <TableCell>
              {c.datos.evaluacion.codigo} – {c.datos.curso.nombre}
            </TableCell>
            <TableCell>{fechaCertificado(c.emitidoEn)}</TableCell>
            <TableCell>
              <Button
                size="small"
                disabled={descargando !== null}
                icon={descargando === c._id ? <Spinner size="tiny" /> : undefined}
                aria-label={t('certificados.otros.descargarN', { numero: c.numero })}
                onClick={() => onDescargar(c)}
              >
                {t('certificados.descarga.boton')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TablaBase>
    </section>
  );
}
