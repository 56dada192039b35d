import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { esAdministrador, tienePermiso, type Operacion, type Vista } from '@shared/domain/permisos';
import {
  CambioObligatorioPage,
  decidirAccesoPrivado,
  selectSesionActiva,
  selectUsuario,
} from '../features/auth';
import { useAppSelector } from './hooks';
import {
  INICIO_CON_SESION,
  ESTADO_TRAS_LOGIN,
  RUTA_LOGIN,
  destinoTrasLogin,
  llegoTrasLogin,
  type EstadoRedireccion,
} from './navegacion';

/**
 * Private routes: without a session, go to /login and remember where the user was going;
 * with a temporary password still to change, only the forced change shows (no layout).
 */
export function RequiereSesion() {
  const activa = useAppSelector(selectSesionActiva);
  const usuario = useAppSelector(selectUsuario);
  const location = useLocation();
  const acceso = decidirAccesoPrivado(activa, usuario);
  if (acceso === 'cambiarPassword') return <CambioObligatorioPage />;
  if (acceso === 'login') {
    const state: EstadoRedireccion = {
      desde: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={RUTA_LOGIN} replace state={state} />;
  }
  return <Outlet />;
}

/** The login page: a signed-in user goes on to where they were going, or the course list. */
export function SoloSinSesion({ children }: { children: ReactNode }) {
  const activa = useAppSelector(selectSesionActiva);
  const location = useLocation();
  if (activa) {
    return <Navigate to={destinoTrasLogin(location.state)} replace state={ESTADO_TRAS_LOGIN} />;
  }
  return children;
}

/** '' and '/' (spec 2): the course list with a session, the login page without. */
export function RedireccionInicial() {
  const activa = useAppSelector(selectSesionActiva);
  return <Navigate to={activa ? INICIO_CON_SESION : RUTA_LOGIN} replace />;
}

/**
 * Spec 6: a screen opens only when the role grants the operation; otherwise 401 — unless the
 * user was only brought here by the login page, then the course list (issue 16).
 */
export function ConPermiso({
  vista,
  op,
  children,
}: {
  /** 'administrador': ADMINISTRADOR alone, as the route table's permission (issue 17). */
  vista: Vista | 'administrador';
  op?: Operacion;
  children: ReactNode;
}) {
  const usuario = useAppSelector(selectUsuario);
  const location = useLocation();
  const permitido =
    vista === 'administrador'
      ? esAdministrador(usuario?.rol)
      : tienePermiso(usuario?.rol, vista, op ?? 'consultar');
  if (!permitido) {
    return <Navigate to={llegoTrasLogin(location.state) ? INICIO_CON_SESION : '/401'} replace />;
  }
  return children;
}
