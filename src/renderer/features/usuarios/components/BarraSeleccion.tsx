import {
  Body1Strong,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Toolbar,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AccionesPantallaUsuarios } from '../permisos';

const useStyles = makeStyles({
  barra: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
  },
});

export type AccionMasiva = 'activar' | 'desactivar' | 'cursos' | 'rol' | 'eliminar';

export interface BarraSeleccionProps {
  /** Users the actions would touch. */
  cantidad: number;
  /** Users matching the filter (the list's count). */
  total: number;
  /** The whole page is ticked and the filter matches more: offer them all. */
  ofrecerTodos: boolean;
  /** Every matching user is selected (minus unticked rows). */
  modoTodos: boolean;
  permisos: AccionesPantallaUsuarios['masivo'];
  onSeleccionarTodos(): void;
  onLimpiar(): void;
  onAccion(accion: AccionMasiva): void;
}

/** Issue 8: "select all N matching" and the toolbar of bulk actions over the selection. */
export function BarraSeleccion(props: BarraSeleccionProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { permisos } = props;
  const boton = (accion: AccionMasiva, visible: boolean) =>
    visible ? (
      <Button key={accion} size="small" onClick={() => props.onAccion(accion)}>
        {t(`usuarios.masivo.acciones.${accion}`)}
      </Button>
    ) : null;
  return (
    <>
      {props.ofrecerTodos ? (
        <MessageBar intent="info">
          <MessageBarBody>
            {t('usuarios.seleccion.paginaEntera', { count: props.cantidad })}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={props.onSeleccionarTodos}>
              {t('usuarios.seleccion.todos', { count: props.total })}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {props.modoTodos ? (
        <MessageBar intent="info">
          <MessageBarBody>
            {t('usuarios.seleccion.todosElegidos', { count: props.cantidad })}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={props.onLimpiar}>
              {t('usuarios.seleccion.quitar')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {props.cantidad > 0 ? (
        <Toolbar className={styles.barra} aria-label={t('usuarios.masivo.barra')}>
          <Body1Strong>{t('usuarios.seleccion.cantidad', { count: props.cantidad })}</Body1Strong>
          {boton('activar', permisos.estado)}
          {boton('desactivar', permisos.estado)}
          {boton('cursos', permisos.cursos)}
          {boton('rol', permisos.rol)}
          {boton('eliminar', permisos.eliminar)}
          {props.modoTodos ? null : (
            <Button size="small" appearance="subtle" onClick={props.onLimpiar}>
              {t('usuarios.seleccion.quitar')}
            </Button>
          )}
        </Toolbar>
      ) : null}
    </>
  );
}
