import { TableCell, TableRow, makeStyles } from '@fluentui/react-components';
import type { Calificacion } from '@shared/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TablaBase, type ColumnaTabla } from '../../../ui/TablaBase';
import {
  campoOrdenDe,
  columnasDe,
  direccionFluent,
  filaDe,
  type CampoOrden,
  type Orden,
} from '../listado';

const useStyles = makeStyles({
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
  const cabeceras = columnas.map((columna): ColumnaTabla => {
    const campo = campoOrdenDe(columna);
    const texto = t(`calificaciones.columnas.${columna}`);
    if (campo === null) return { clave: columna, texto };
    return {
      clave: columna,
      texto,
      orden: {
        sortable: true,
        sortDirection: direccionFluent(orden, campo),
        onClick: () => onOrdenar(campo),
      },
    };
  });

  return (
    <TablaBase
      etiqueta={t('calificaciones.titulo')}
      columnas={cabeceras}
      area="fondo"
      ajuste="llena"
      vacio={props.vacio}
      sinFilas={calificaciones.length === 0}
    >
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
    </TablaBase>
  );
}
