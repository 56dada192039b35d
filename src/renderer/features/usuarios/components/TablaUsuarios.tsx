import {
  Button,
  Checkbox,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Usuario } from '@shared/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconoBorrar, IconoCandado, IconoEditar, IconoLibro, IconoLlave } from '../../../ui/iconos';
import type { CampoOrden, Orden } from '../listado';
import type { AccionesFilaUsuario } from '../permisos';

const useStyles = makeStyles({
  // Spec 9: the table area is 500px high and scrolls.
  area: { height: '500px', overflow: 'auto', backgroundColor: tokens.colorNeutralBackground1 },
  // Columns as wide as their content (Fluent's fixed layout would overlap long names).
  tabla: { tableLayout: 'auto', minWidth: '100%' },
  celda: { whiteSpace: 'nowrap' },
  acciones: { display: 'flex', gap: tokens.spacingHorizontalXS },
  encabezado: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

type Columna =
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

const ORDENABLES: Partial<Record<Columna, CampoOrden>> = {
  email: 'email',
  nombre: 'nombre',
  apellidos: 'apellidos',
  tipoIdentificacion: 'tipoIdentificacion',
  identificacion: 'identificacion',
  activo: 'activo',
};

const COLUMNAS: readonly Columna[] = [
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

/** 'Usuarios Registrados' (spec 2): the columns of the spec, sortable where the API sorts. */
export function TablaUsuarios(props: TablaUsuariosProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { usuarios, desde, orden, onOrdenar, seleccion } = props;
  const columnas = seleccion ? COLUMNAS : COLUMNAS.filter((c) => c !== 'seleccion');

  const celda = (u: Usuario, i: number, columna: Columna): ReactNode => {
    const puede = props.acciones(u);
    switch (columna) {
      case 'seleccion':
        return (
          <Checkbox
            checked={props.seleccion?.marcado(u) ?? false}
            disabled={props.seleccion?.deshabilitado(u) ?? true}
            aria-label={t('usuarios.seleccion.fila', { email: u.email })}
            onChange={(_, data) => props.seleccion?.onMarcar(u, data.checked === true)}
          />
        );
      case 'numero':
        return desde + i;
      case 'email':
        return u.email;
      case 'nombre':
        return u.nombre;
      case 'apellidos':
        return u.apellidos;
      case 'tipoIdentificacion':
        return u.tipoIdentificacion ?? '';
      case 'identificacion':
        return u.identificacion ?? '';
      case 'municipio':
        return u.customData.municipio?.nombre ?? '';
      case 'institucion':
        return u.customData.institucion?.nombrePunto ?? '';
      case 'telefono':
        return u.customData.telefono ?? u.customData.numeroTelefono ?? '';
      case 'aceptaPoliticas':
        return u.aceptaPoliticas ? t('comun.si') : t('comun.no');
      case 'rol':
        return u.rol.nombre;
      case 'activo':
        return (
          <Switch
            checked={u.activo}
            disabled={!puede.cambiarEstado}
            aria-label={t('usuarios.tabla.activoDe', { email: u.email })}
            onChange={(_, data) => props.onCambiarEstado(u, data.checked)}
          />
        );
      case 'acciones':
        return (
          <div className={styles.acciones}>
            {puede.editar ? (
              <Button
                size="small"
                appearance="subtle"
                icon={<IconoEditar />}
                aria-label={t('usuarios.tabla.editarA', { email: u.email })}
                title={t('usuarios.tabla.editar')}
                onClick={() => props.onEditar(u)}
              />
            ) : null}
            {puede.asignarCursos ? (
              <Button
                size="small"
                appearance="subtle"
                icon={<IconoLibro />}
                aria-label={t('usuarios.tabla.asignarA', { email: u.email })}
                title={t('usuarios.tabla.asignar')}
                onClick={() => props.onAsignarCursos(u)}
              />
            ) : null}
            {puede.codigoRestablecimiento ? (
              <Button
                size="small"
                appearance="subtle"
                icon={<IconoLlave />}
                aria-label={t('usuarios.tabla.codigoA', { email: u.email })}
                title={t('usuarios.tabla.codigo')}
                onClick={() => props.onGenerarCodigo(u)}
              />
            ) : null}
            {puede.desbloquear ? (
              <Button
                size="small"
                appearance="subtle"
                icon={<IconoCandado />}
                aria-label={t('usuarios.tabla.desbloquearA', { email: u.email })}
                title={t('usuarios.tabla.desbloquear')}
                onClick={() => props.onDesbloquear(u)}
              />
            ) : null}
            {puede.eliminar ? (
              <Button
                size="small"
                appearance="subtle"
                icon={<IconoBorrar />}
                aria-label={t('usuarios.tabla.eliminarA', { email: u.email })}
                title={t('usuarios.tabla.eliminar')}
                onClick={() => props.onEliminar(u)}
              />
            ) : null}
          </div>
        );
    }
  };

  return (
    <div className={styles.area}>
      <Table className={styles.tabla} size="small" aria-label={t('pantallas.usuarios')}>
        <TableHeader className={styles.encabezado}>
          <TableRow>
            {columnas.map((columna) => {
              if (columna === 'seleccion' && seleccion) {
                return (
                  <TableHeaderCell key={columna}>
                    <Checkbox
                      checked={seleccion.pagina}
                      aria-label={t('usuarios.seleccion.pagina')}
                      onChange={(_, data) => seleccion.onMarcarPagina(data.checked === true)}
                    />
                  </TableHeaderCell>
                );
              }
              const campo = ORDENABLES[columna];
              const texto = t(`usuarios.columnas.${columna}`);
              if (!campo) return <TableHeaderCell key={columna}>{texto}</TableHeaderCell>;
              const activa = orden.por === campo;
              return (
                <TableHeaderCell
                  key={columna}
                  sortable
                  sortDirection={
                    activa ? (orden.direccion === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                  onClick={() => onOrdenar(campo)}
                >
                  {texto}
                </TableHeaderCell>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {usuarios.map((u, i) => (
            <TableRow key={u._id}>
              {columnas.map((columna) => (
                <TableCell key={columna} className={styles.celda}>
                  {celda(u, i, columna)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {usuarios.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columnas.length}>{props.vacio}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </div>
  );
}
