/**
 * Front door of the auth feature: other features and app/ import only this file (lint:
 * no deep imports across features). Pages are here for the router.
 */
export { authApi, useVerifyEmailMutation } from './api';
export { decidirAccesoPrivado } from './cambioObligatorio';
export { CambiarPasswordDialog } from './components/CambiarPasswordDialog';
export { useCerrarSesion } from './hooks';
export { escucharExpiracionDeSesion, type StartSessionListening } from './listeners';
export { CambioObligatorioPage } from './pages/bajoDemanda';
export { LoginPage } from './pages/LoginPage';
export {
  selectAvisoSesion,
  selectEstadoSesion,
  selectSesionActiva,
  selectToken,
  selectUsuario,
  sesionCerrada,
  sesionExpirada,
  sesionIniciada,
  sessionReducer,
  usuarioActualizado,
  type EstadoSesion,
  type SessionRoot,
} from './sessionSlice';
export { restaurarSesion } from './thunks';
export { recargarUsuario, reemplazarToken, registrarse } from './tokenThunks';
