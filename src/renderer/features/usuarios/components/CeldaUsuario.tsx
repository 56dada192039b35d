import { Button, Checkbox, Switch, makeStyles, tokens } from '@fluentui/react-components';
import type { Usuario } from '@shared/api';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { etiquetaTipoIdentificacion } from '../../datos';
import { IconoBorrar, IconoCandado, IconoEditar, IconoLibro, IconoLlave } from '../../../ui/iconos';
import type { AccionesFilaUsuario } from '../permisos';
import type { ColumnaUsuarios, TablaUsuariosProps } from './TablaUsuarios';

const useStyles = makeStyles({
  acciones: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

type AccionBoton = 'editar' | 'asignar' | 'codigo' | 'desbloquear' | 'eliminar';

/** The icon buttons of a row, each only when the caller's role may do it. */
function AccionesFila({
  usuario: u,
  puede,
  props,
}: {
  usuario: Usuario;
  puede: AccionesFilaUsuario;
  props: TablaUsuariosProps;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const boton = (icono: ReactElement, accion: AccionBoton, onClick: () => void) => (
    <Button
      size="small"
      appearance="subtle"
      icon={icono}
      aria-label={t(`usuarios.tabla.${accion}A`, { email: u.email })}
      title={t(`usuarios.tabla.${accion}`)}
      onClick={onClick}
    />
  );
  return (
    <div className={styles.acciones}>
      {puede.editar ? boton(<IconoEditar />, 'editar', () => props.onEditar(u)) : null}
      {puede.asignarCursos
        ? boton(<IconoLibro />, 'asignar', () => props.onAsignarCursos(u))
        : null}
      {puede.codigoRestablecimiento
        ? boton(<IconoLlave />, 'codigo', () => props.onGenerarCodigo(u))
        : null}
      {puede.desbloquear
        ? boton(<IconoCandado />, 'desbloquear', () => props.onDesbloquear(u))
        : null}
      {puede.eliminar ? boton(<IconoBorrar />, 'eliminar', () => props.onEliminar(u)) : null}
    </div>
  );
}

/** What one cell of the user table shows; `numero` counts from the page's first row. */
export function CeldaUsuario({
  usuario: u,
  numero,
  columna,
  props,
}: {
  usuario: Usuario;
  numero: number;
  columna: ColumnaUsuarios;
  props: TablaUsuariosProps;
}): ReactNode {
  const { t } = useTranslation();
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
      return numero;
    case 'email':
      return u.email;
    case 'nombre':
      return u.nombre;
    case 'apellidos':
      return u.apellidos;
    case 'tipoIdentificacion':
      return etiquetaTipoIdentificacion(t, u.tipoIdentificacion);
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
      return <AccionesFila usuario={u} puede={puede} props={props} />;
  }
}
