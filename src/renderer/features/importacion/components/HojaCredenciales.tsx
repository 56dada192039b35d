import { TableCell, TableRow, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { TablaBase } from '../../../ui/TablaBase';
import type { Credencial } from '../api';

const useStyles = makeStyles({
  // On paper: every row whole, passwords in a font where 0/O and 1/l differ.
  tabla: { '@media print': { fontSize: '11pt' } },
  fila: { breakInside: 'avoid' },
  password: { fontFamily: 'monospace', fontSize: '1.1em' },
  // On a phone's screen the sheet scrolls inside its own box, never the page (issue 16);
  // on paper it stays whole.
  area: { '@media screen': { overflowX: 'auto' } },
});

const COLUMNAS = ['email', 'nombre', 'password'] as const;

/** The generated passwords of a batch, to print and hand over. */
export function HojaCredenciales({ credenciales }: { credenciales: readonly Credencial[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.area}>
      <TablaBase
        etiqueta={t('importacion.credenciales.titulo')}
        columnas={COLUMNAS.map((c) => ({ clave: c, texto: t(`importacion.credenciales.${c}`) }))}
        tamano="medium"
        ajuste="contenido"
        area="ninguna"
        className={styles.tabla}
        vacio={t('importacion.credenciales.vacio')}
        sinFilas={credenciales.length === 0}
      >
        {credenciales.map((c) => (
          <TableRow key={c.email} className={styles.fila}>
            <TableCell>{c.email}</TableCell>
            <TableCell>{c.nombre}</TableCell>
            <TableCell className={styles.password}>{c.password}</TableCell>
          </TableRow>
        ))}
      </TablaBase>
    </div>
  );
}
