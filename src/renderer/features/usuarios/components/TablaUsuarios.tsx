import { Checkbox, TableCell, TableRow, makeStyles } from '@fluentui/react-components';
import type { Usuario } from '@shared/api';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TablaBase, type ColumnaTabla } from '../../../ui/TablaBase';
import type { CampoOrden, Orden } from '../listado';
import type { AccionesFilaUsuario } from '../permisos';
import { CeldaUsuario } from './CeldaUsuario';

const useStyles = makeStyles({
  celda: { whiteSpace: 'nowrap' },
});

export type ColumnaUsuarios =
  | 'seleccion'
  | 'numero'
  | 'email'
  | 'nombre'
  | 'apellidos'
  | 'tipoIdentificacion'
  | 'identificacion'
  | 'municipio'
  | 'institucion'
  | 'telefono'
  | 'aceptaPoliticas'
  | 'rol'
  | 'activo'
  | 'acciones';

const ORDENABLES: Partial<Record<ColumnaUsuarios, CampoOrden>> = {
  email: 'email',
  nombre: 'nombre',
  apellidos: 'apellidos',
  tipoIdentificacion: 'tipoIdentificacion',
  identificacion: 'identificacion',
  activo: 'activo',
};

const COLUMNAS: readonly ColumnaUsuarios[] = [
  'seleccion',
  'numero',
  'email',
  'nombre',
  'apellidos',
  'tipoIdentificacion',
  'identificacion',
  'municipio',
  'institucion',
  'telefono',
  'aceptaPoliticas',
  'rol',
  'activo',
  'acciones',
];

/** The row checkboxes of the bulk actions (issue 8); absent when the role has none. */
export interface SeleccionTabla {
  marcado(usuario: Usuario): boolean;
  /** The header checkbox: the whole page, part of it, or none. */
  pagina: boolean | 'mixed';
  /** The admin's own row: bulk actions never touch it. */
  deshabilitado(usuario: Usuario): boolean;
  onMarcar(usuario: Usuario, marcado: boolean): void;
  onMarcarPagina(marcado: boolean): void;
}

export interface TablaUsuariosProps {
  seleccion?: SeleccionTabla;
  usuarios: readonly Usuario[];
  /** Number of the first row (paging happens on the server). */
  desde: number;
  orden: Orden;
  onOrdenar(campo: CampoOrden): void;
  acciones(usuario: Usuario): AccionesFilaUsuario;
  onCambiarEstado(usuario: Usuario, activo: boolean): void;
  onEditar(usuario: Usuario): void;
  onEliminar(usuario: Usuario): void;
  onAsignarCursos(usuario: Usuario): void;
  onGenerarCodigo(usuario: Usuario): void;
  onDesbloquear(usuario: Usuario): void;
  vacio: ReactNode;
}

/** The header cell of a column: the page checkbox, a sortable title, or a plain one. */
function cabecera(columna: ColumnaUsuarios, props: TablaUsuariosProps, t: TFunction): ColumnaTabla {
  const { seleccion, orden, onOrdenar } = props;
  if (columna === 'seleccion' && seleccion) {
    const texto = (
      <Checkbox
        checked={seleccion.pagina}
        aria-label={t('usuarios.seleccion.pagina')}
        onChange={(_, data) => seleccion.onMarcarPagina(data.checked === true)}
      />
    );
    return { clave: columna, texto };
  }
  const campo = ORDENABLES[columna];
  const texto = t(`usuarios.columnas.${columna}`);
  if (!campo) return { clave: columna, texto };
  const activa = orden.por === campo;
  const sortDirection = activa
    ? orden.direccion === 'asc'
      ? ('ascending' as const)
      : ('descending' as const)
    : undefined;
  return {
    clave: columna,
    texto,
    orden: { sortable: true, sortDirection, onClick: () => onOrdenar(campo) },
  };
}

/** 'Usuarios Registrados' (spec 2): the columns of the spec, sortable where the API sorts. */
export function TablaUsuarios(props: TablaUsuariosProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { usuarios, desde } = props;
  const columnas = props.seleccion ? COLUMNAS : COLUMNAS.filter((c) => c !== 'seleccion');
  return (
    <TablaBase
      etiqueta={t('pantallas.usuarios')}
      columnas={columnas.map((c) => cabecera(c, props, t))}
      area="fija500"
      ajuste="llena"
      vacio={props.vacio}
      sinFilas={usuarios.length === 0}
    >
      {usuarios.map((u, i) => (
        <TableRow key={u._id}>
          {columnas.map((columna) => (
            <TableCell key={columna} className={styles.celda}>
              <CeldaUsuario usuario={u} numero={desde + i} columna={columna} props={props} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TablaBase>
  );
}
