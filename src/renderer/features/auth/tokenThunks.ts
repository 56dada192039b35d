import type { SignupBody } from '@shared/api';
import { aApiFailure } from '../../app/apiError';
import { createAppAsyncThunk } from '../../app/thunk';
import { authApi } from './api';
import { sesionCerrada, sesionIniciada, usuarioActualizado } from './sessionSlice';

/**
 * Spec 4: when a change concerns the current user the server answers a new token; it
 * replaces the stored one (keeping the remember-me choice) and the user is reloaded with it.
 */
export const reemplazarToken = createAppAsyncThunk(
  'session/reemplazarToken',
  async (token: string, { dispatch, extra }) => {
    const guardado = await extra.platform.token.get().catch(() => null);
    await extra.platform.token
      .set({ token, recordarme: guardado?.recordarme ?? false })
      .catch((error: unknown) => console.warn('No se pudo guardar el token de sesión', error));
    const respuesta = await dispatch(
      authApi.endpoints.tokenUser.initiate({ token }, { track: false }),
    );
    if (respuesta.data) {
      dispatch(sesionIniciada({ usuario: respuesta.data.user, token }));
      return;
    }
    // The new token does not open a session (the user was deactivated meanwhile): sign out.
    if (aApiFailure(respuesta.error).status >= 400) {
      await extra.platform.token.clear().catch(() => null);
      dispatch(sesionCerrada());
    }
  },
);

/** Reloads the current user with the current token (e.g. after a new profile photo). */
export const recargarUsuario = createAppAsyncThunk(
  'session/recargarUsuario',
  async (_: undefined, { dispatch, getState }) => {
    const token = getState().session.token;
    if (!token) return;
    const respuesta = await dispatch(
      authApi.endpoints.tokenUser.initiate({ token }, { track: false }),
    );
    if (respuesta.data) dispatch(usuarioActualizado(respuesta.data.user));
  },
);

/** Signup (spec 2): the answer is a session like login's; it is kept for this session only. */
export const registrarse = createAppAsyncThunk(
  'session/registrarse',
  async (datos: SignupBody, { dispatch, extra, rejectWithValue }) => {
    const respuesta = await dispatch(authApi.endpoints.signup.initiate(datos, { track: false }));
    if (!respuesta.data) return rejectWithValue(aApiFailure(respuesta.error));
    const { token, user } = respuesta.data;
    await extra.platform.token
      .set({ token, recordarme: false })
      .catch((error: unknown) => console.warn('No se pudo guardar el token de sesión', error));
    dispatch(sesionIniciada({ usuario: user, token }));
    return undefined;
  },
);
