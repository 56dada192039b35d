import {
  Button,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Certificado } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { fechaCertificado } from '../certificado';

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
      <Table size="small" aria-label={t('certificados.otros.titulo')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('certificados.columnas.numero')}</TableHeaderCell>
            <TableHeaderCell>{t('certificados.columnas.evaluacion')}</TableHeaderCell>
            <TableHeaderCell>{t('certificados.columnas.fecha')}</TableHeaderCell>
            <TableHeaderCell>{t('certificados.columnas.acciones')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
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
        </TableBody>
      </Table>
    </section>
  );
}
