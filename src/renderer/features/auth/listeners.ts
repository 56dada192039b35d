import { isRejectedWithValue, type TypedStartListening } from '@reduxjs/toolkit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { esApiFailure } from '../../app/apiError';
import type { AppDeps } from '../../app/deps';
import { ENDPOINTS_DE_SESION } from './api';
import { selectSesionActiva, sesionExpirada, type SessionRoot } from './sessionSlice';

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
