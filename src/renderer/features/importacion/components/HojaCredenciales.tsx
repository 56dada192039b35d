import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Credencial } from '../api';

const useStyles = makeStyles({
  // On paper: every row whole, passwords in a font where 0/O and 1/l differ.
  tabla: { tableLayout: 'auto', '@media print': { fontSize: '11pt' } },
  fila: { breakInside: 'avoid' },
  password: { fontFamily: 'monospace', fontSize: '1.1em' },
});

/** The generated passwords of a batch, to print and hand over. */
export function HojaCredenciales({ credenciales }: { credenciales: readonly Credencial[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Table className={styles.tabla} aria-label={t('importacion.credenciales.titulo')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('importacion.credenciales.email')}</TableHeaderCell>
          <TableHeaderCell>{t('importacion.credenciales.nombre')}</TableHeaderCell>
          <TableHeaderCell>{t('importacion.credenciales.password')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {credenciales.map((c) => (
          <TableRow key={c.email} className={styles.fila}>
            <TableCell>{c.email}</TableCell>
            <TableCell>{c.nombre}</TableCell>
            <TableCell className={styles.password}>{c.password}</TableCell>
          </TableRow>
        ))}
        {credenciales.length === 0 ? (
          <TableRow>
            <TableCell colSpan={3}>{t('importacion.credenciales.vacio')}</TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
