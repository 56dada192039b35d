import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
  type TableHeaderCellProps,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // Narrow screens scroll the table sideways instead of squeezing its columns.
  area: { overflowX: 'auto' },
  fondo: { backgroundColor: tokens.colorNeutralBackground1 },
  // Columns as wide as their content (Fluent's fixed layout would overlap long texts).
  ajustada: { tableLayout: 'auto' },
  llena: { minWidth: '100%' },
  // Inside dialogs: a capped height, scrolling both ways.
  alta320: { maxHeight: '320px', overflow: 'auto' },
  alta420: { maxHeight: '420px', overflow: 'auto' },
  // Spec 9's user list: a 500px area that scrolls under a header that stays.
  fija500: {
    height: '500px',
    overflow: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  cabeceraFija: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** One header cell: its text, plus Fluent's sorting props when the column sorts. */
export interface ColumnaTabla {
  clave: string;
  texto: ReactNode;
  orden?: Pick<TableHeaderCellProps, 'sortable' | 'sortDirection' | 'onClick'>;
}

export interface TablaBaseProps {
  /** The table's accessible name. */
  etiqueta: string;
  columnas: readonly ColumnaTabla[];
  /** Shown in one full-width row when there are no rows (null: show nothing). */
  vacio?: ReactNode;
  /** Whether there are no rows (the caller knows; children may be a fragment). */
  sinFilas?: boolean;
  /** Fluent's `size`; lists use "small". */
  tamano?: 'small' | 'medium';
  /** Column widths from content (`table-layout: auto`); `llena` keeps at least 100 % wide. */
  ajuste?: 'fijo' | 'contenido' | 'llena';
  /** The scroll area: sideways only, on the neutral background, or a capped height. */
  area?: 'ninguna' | 'lateral' | 'fondo' | 'alta320' | 'alta420' | 'fija500';
  /** Extra classes of the <table> (print rules, a minimum width). */
  className?: string;
  children?: ReactNode;
}

/**
 * The table scaffold of every list: scroll area, labelled table, header row from the
 * columns, the rows the caller renders, and one 'vacío' row spanning all columns.
 */
export function TablaBase(props: TablaBaseProps) {
  const styles = useStyles();
  const ajuste = props.ajuste ?? 'fijo';
  const area = props.area ?? 'lateral';
  const tabla = (
    <Table
      className={mergeClasses(
        ajuste !== 'fijo' ? styles.ajustada : undefined,
        ajuste === 'llena' ? styles.llena : undefined,
        props.className,
      )}
      size={props.tamano ?? 'small'}
      aria-label={props.etiqueta}
    >
      <TableHeader className={area === 'fija500' ? styles.cabeceraFija : undefined}>
        <TableRow>
          {props.columnas.map((c) => (
            <TableHeaderCell key={c.clave} {...c.orden}>
              {c.texto}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.children}
        {props.sinFilas && props.vacio !== undefined && props.vacio !== null ? (
          <TableRow>
            <TableCell colSpan={props.columnas.length}>{props.vacio}</TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
  if (area === 'ninguna') return tabla;
  const clase =
    area === 'lateral'
      ? styles.area
      : area === 'fondo'
        ? mergeClasses(styles.area, styles.fondo)
        : styles[area];
  return <div className={clase}>{tabla}</div>;
}
