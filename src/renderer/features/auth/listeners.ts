import { isRejectedWithValue, type TypedStartListening } from '@reduxjs/toolkit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { esApiFailure } from '../../app/apiError';
import type { AppDeps } from '../../app/deps';
import { ENDPOINTS_DE_SESION } from './api';
import { CODIGO_DEBE_CAMBIAR_PASSWORD } from './cambioObligatorio';
import {
  cambioPasswordExigido,
  selectSesionActiva,
  selectUsuario,
  sesionExpirada,
  type SessionRoot,
} from './sessionSlice';

export type StartSessionListening = TypedStartListening<
  SessionRoot,
  ThunkDispatch<SessionRoot, AppDeps, UnknownAction>,
  AppDeps
>;

/** Server codes meaning "this token is no longer a session" (src/shared/api/errors.ts). */
const CODIGOS_SESION_INVALIDA: ReadonlySet<string> = new Set(['TOKEN_INVALIDO', 'NO_AUTENTICADO']);

/**
 * When any API call answers that the token is no longer valid (expired, revoked, user
 * deleted), end the local session instead of leaving every screen failing one by one.
 * The private-route guard then sends the user to /login, where the reason is shown.
 */
export function escucharExpiracionDeSesion(startListening: StartSessionListening): void {
  // Registered from here so the store (which calls this one) needs no change for it.
  escucharCambioExigido(startListening);
  startListening({
    matcher: isRejectedWithValue,
    effect: async (action, { getState, dispatch, extra }) => {
      const falla = action.payload;
      if (!esApiFailure(falla) || falla.status !== 401) return;
      if (!CODIGOS_SESION_INVALIDA.has(falla.data.code)) return;
      const endpoint = (action.meta as { arg?: { endpointName?: unknown } }).arg?.endpointName;
      if (typeof endpoint === 'string' && ENDPOINTS_DE_SESION.has(endpoint)) return;
      if (!selectSesionActiva(getState())) return;
      await extra.platform.token.clear().catch(() => null);
      dispatch(sesionExpirada(falla.data.error));
      dispatch(api.util.resetApiState());
    },
  });
}

/**
 * When a call answers 403 DEBE_CAMBIAR_PASSWORD (an administrator required a new password
 * while the user was signed in), the session is marked so: the private-route guard then
 * shows only the forced change, and the screens that would keep failing unmount.
 */
function escucharCambioExigido(startListening: StartSessionListening): void {
  startListening({
    matcher: isRejectedWithValue,
    effect: (action, { getState, dispatch }) => {
      const falla = action.payload;
      if (!esApiFailure(falla) || falla.data.code !== CODIGO_DEBE_CAMBIAR_PASSWORD) return;
      const usuario = selectUsuario(getState());
      if (!selectSesionActiva(getState()) || !usuario || usuario.debeCambiarPassword) return;
      dispatch(cambioPasswordExigido());
    },
  });
}
