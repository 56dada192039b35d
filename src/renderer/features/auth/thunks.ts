import type { LoginBody } from '@shared/api';
import { api } from '../../app/api';
import { aApiFailure, esSinConexion } from '../../app/apiError';
import { createAppAsyncThunk } from '../../app/thunk';
import { authApi } from './api';
import { sesionCerrada, sesionIniciada } from './sessionSlice';

/**
 * Spec 4: the current user is reloaded from the stored token; if there is none or the
 * lookup fails, the session is empty. A token the server rejected (4xx) is forgotten; one
 * that could not be checked (no connection, 5xx) is kept for the next start. On desktop,
 * when the server is unreachable, the session opens from the user cached for that token
 * (issue 7: a learner studies offline from a cold start) and is checked once it answers.
 */
export const restaurarSesion = createAppAsyncThunk(
  'session/restaurar',
  async (_: undefined, { dispatch, getState, extra }) => {
    const guardado = await extra.platform.token.get().catch((error: unknown) => {
      console.warn('No se pudo leer el token guardado', error);
      return null;
    });
    if (!guardado) {
      dispatch(sesionCerrada());
      return;
    }
    const respuesta = await dispatch(
      authApi.endpoints.tokenUser.initiate({ token: guardado.token }, { track: false }),
    );
    if (respuesta.data) {
      dispatch(sesionIniciada({ usuario: respuesta.data.user, token: guardado.token }));
      return;
    }
    const falla = aApiFailure(respuesta.error);
    if (falla.status >= 400 && falla.status < 500) {
      await extra.platform.token.clear().catch(() => null);
    } else if (
      esSinConexion(falla) &&
      (await extra.sesionSinConexion?.(guardado.token, { dispatch, getState, extra }))
    ) {
      return;
    }
    dispatch(sesionCerrada());
  },
);

/** Logs in; on failure rejects with the server's error for the page to show. */
export const iniciarSesion = createAppAsyncThunk(
  'session/iniciar',
  async (datos: LoginBody, { dispatch, extra, rejectWithValue }) => {
    const respuesta = await dispatch(authApi.endpoints.login.initiate(datos, { track: false }));
    if (!respuesta.data) return rejectWithValue(aApiFailure(respuesta.error));
    const { token, user } = respuesta.data;
    try {
      await extra.platform.token.set({ token, recordarme: datos.recordarme ?? false });
    } catch (error) {
      // The session still works in this window; it just will not survive a restart.
      console.warn('No se pudo guardar el token de sesión', error);
    }
    dispatch(sesionIniciada({ usuario: user, token }));
    return undefined;
  },
);

/**
 * Logs out: tells the server (its failure is ignored: the token may already be invalid or
 * the server unreachable, and the local session must end anyway), forgets the token, and
 * empties the session and every cached server answer.
 */
export const cerrarSesion = createAppAsyncThunk(
  'session/cerrar',
  async (_: undefined, { dispatch, extra }) => {
    await dispatch(authApi.endpoints.logout.initiate(undefined, { track: false }));
    await extra.platform.token.clear().catch((error: unknown) => {
      console.warn('No se pudo borrar el token guardado', error);
    });
    dispatch(sesionCerrada());
    dispatch(api.util.resetApiState());
  },
);
