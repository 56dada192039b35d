import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Calificacion } from '@shared/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  campoOrdenDe,
  columnasDe,
  direccionFluent,
  filaDe,
  type CampoOrden,
  type Orden,
} from '../listado';

const useStyles = makeStyles({
  area: { overflowX: 'auto', backgroundColor: tokens.colorNeutralBackground1 },
  // Columns as wide as their content (Fluent's fixed layout would overlap long names).
  tabla: { tableLayout: 'auto', minWidth: '100%' },
  celda: { whiteSpace: 'nowrap' },
});

export interface TablaCalificacionesProps {
  calificaciones: readonly Calificacion[];
  pagina: number;
  /** The caller sees everyone's grades: one more column, the learner. */
  todos: boolean;
  orden: Orden;
  onOrdenar(campo: CampoOrden): void;
  vacio: ReactNode;
}

/** The grades table of spec 2: every column but '#' sorts on the server. */
export function TablaCalificaciones(props: TablaCalificacionesProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { calificaciones, pagina, orden, onOrdenar } = props;
  const columnas = columnasDe(props.todos);

  return (
    <div className={styles.area}>
      <Table className={styles.tabla} size="small" aria-label={t('calificaciones.titulo')}>
        <TableHeader>
          <TableRow>
            {columnas.map((columna) => {
              const campo = campoOrdenDe(columna);
              const texto = t(`calificaciones.columnas.${columna}`);
              if (campo === null) return <TableHeaderCell key={columna}>{texto}</TableHeaderCell>;
              return (
                <TableHeaderCell
                  key={columna}
                  sortable
                  sortDirection={direccionFluent(orden, campo)}
                  onClick={() => onOrdenar(campo)}
                >
                  {texto}
                </TableHeaderCell>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {calificaciones.map((c, i) => {
            const fila = filaDe(c, pagina, i);
            return (
              <TableRow key={c._id}>
                {columnas.map((columna) => (
                  <TableCell key={columna} className={styles.celda}>
                    {fila[columna]}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
          {calificaciones.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columnas.length}>{props.vacio}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </div>
  );
}
