import { isAnyOf, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { Usuario } from '@shared/api';
import type { PlatformBridge } from '@shared/bridge';
import { api } from '../../app/api';
import { aApiFailure } from '../../app/apiError';
import type { AppDeps } from '../../app/deps';
import {
  authApi,
  selectToken,
  sesionCerrada,
  sesionExpirada,
  sesionIniciada,
  type SessionRoot,
  type StartSessionListening,
  usuarioActualizado,
} from '../auth';
import { offlineActivo } from './estadoConexion';
import { conexionPerdida, conexionRecuperada, type OfflineRoot } from './offlineSlice';

type Offline = PlatformBridge['offline'];
type Despachar = ThunkDispatch<SessionRoot, AppDeps, UnknownAction>;

/** The bridge's limit for a user id (`offline.*` schemas). */
const LARGO_MAXIMO_ID = 64;

/**
 * The user id (`sub`) in a JWT's payload, or null when the token does not look like one.
 * NOT verified (the renderer has no key and needs none): the id only selects which local
 * cache to read, and the entry there is keyed by the hash of this very token, so a forged
 * payload finds nothing. The server re-validates the token as soon as it is reachable.
 */
export function usuarioIdDelToken(token: string): string | null {
  const partes = token.split('.');
  if (partes.length !== 3 || !partes[1]) return null;
  try {
    const base64 = partes[1].replace(/-/g, '+').replace(/_/g, '/');
    const texto = new TextDecoder().decode(
      Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
        c.charCodeAt(0),
      ),
    );
    const sub = (JSON.parse(texto) as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' && sub !== '' && sub.length <= LARGO_MAXIMO_ID ? sub : null;
  } catch {
    return null;
  }
}

/** Keeps the user of a session validated online, for a cold start without a connection. */
export async function guardarSesionOffline(
  offline: Offline,
  usuario: Usuario,
  token: string,
): Promise<void> {
  // The hash (claveSesion.ts, @noble/hashes) is fetched when first needed: not on /login.
  const { claveSesion } = await import('./claveSesion');
  await offline.guardarCache({ usuarioId: usuario._id, clave: claveSesion(token), valor: usuario });
}

/** The cached user of this token, or null (nothing cached, or not a user any more). */
export async function leerSesionOffline(offline: Offline, token: string): Promise<Usuario | null> {
  const usuarioId = usuarioIdDelToken(token);
  if (!usuarioId) return null;
  const { claveSesion } = await import('./claveSesion');
  const guardado = await offline.leerCache({ usuarioId, clave: claveSesion(token) });
  if (guardado?.valor === undefined) return null;
  // Fetched here, on the desktop's cold start without a connection only: the schema brings
  // zod, which the login path does without (issue 18).
  const { usuarioSchema } = await import('@shared/api/schemas');
  const usuario = usuarioSchema.safeParse(guardado.valor);
  return usuario.success && usuario.data._id === usuarioId ? usuario.data : null;
}

/**
 * Per store (its deps object): the token of a session opened from the cache, which the
 * server has not confirmed yet, and whether a confirmation is running.
 */
const porConfirmar = new WeakMap<AppDeps, { token: string; enCurso: boolean }>();

/**
 * The desktop's cold start without a connection (issue 7): the stored token could not be
 * checked, so the session opens from the cached user of that token, marked 'Sin conexión';
 * the first call that reaches the server has the token checked again. False when there is
 * no cached user (or the platform keeps no cache): the caller ends the session as before.
 */
export async function iniciarSesionSinConexion(
  token: string,
  { dispatch, getState, extra }: { dispatch: Despachar; getState(): unknown; extra: AppDeps },
): Promise<boolean> {
  if (!offlineActivo(extra.platform)) return false;
  const usuario = await leerSesionOffline(extra.platform.offline, token).catch((error: unknown) => {
    console.warn('No se pudo leer la sesión guardada para usarla sin conexión', error);
    return null;
  });
  if (!usuario) return false;
  porConfirmar.set(extra, { token, enCurso: false });
  if (!(getState() as OfflineRoot).offline.sinConexion) dispatch(conexionPerdida());
  dispatch(sesionIniciada({ usuario, token }));
  return true;
}

/** 408 and 429 say "later", not "this token is not a session". */
const esRechazoDelToken = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Checks with the server the token of a session opened offline: a valid one refreshes the
 * user; a rejected one ends the session as an expiry would (token forgotten, reason shown
 * at login); no answer leaves it for the next successful call.
 */
async function confirmarToken(extra: AppDeps, dispatch: Despachar, getState: () => SessionRoot) {
  const pendiente = porConfirmar.get(extra);
  if (!pendiente || pendiente.enCurso) return;
  const { token } = pendiente;
  if (selectToken(getState()) !== token) {
    porConfirmar.delete(extra);
    return;
  }
  pendiente.enCurso = true;
  try {
    const r = await dispatch(authApi.endpoints.tokenUser.initiate({ token }, { track: false }));
    // The learner may have left or signed in again meanwhile: that session is not this one.
    if (porConfirmar.get(extra) !== pendiente || selectToken(getState()) !== token) return;
    if (r.data) {
      porConfirmar.delete(extra);
      dispatch(usuarioActualizado(r.data.user));
      return;
    }
    const falla = aApiFailure(r.error);
    if (!esRechazoDelToken(falla.status)) return;
    porConfirmar.delete(extra);
    await extra.platform.token.clear().catch(() => null);
    dispatch(sesionExpirada(falla.data.error));
    dispatch(api.util.resetApiState());
  } finally {
    pendiente.enCurso = false;
  }
}

function avisar(error: unknown): void {
  console.warn('No se pudo guardar la sesión para abrirla sin conexión', error);
}

/**
 * The session side of the desktop cache: every session validated online (login, signup,
 * restore, first administrator, a replaced token) and every reloaded user is kept for an
 * offline cold start; when a call succeeds again after a session opened offline, its
 * token is checked. The web adapter keeps no cache: nothing here runs there.
 */
export function escucharSesionOffline(startListening: StartSessionListening): void {
  startListening({
    actionCreator: sesionIniciada,
    effect: async (action, { extra }) => {
      if (!offlineActivo(extra.platform)) return;
      const { usuario, token } = action.payload;
      const pendiente = porConfirmar.get(extra);
      // The session just opened from the cache: it holds nothing newer to write.
      if (pendiente?.token === token) return;
      // Any other session was validated by the server.
      porConfirmar.delete(extra);
      await guardarSesionOffline(extra.platform.offline, usuario, token).catch(avisar);
    },
  });

  startListening({
    actionCreator: usuarioActualizado,
    effect: async (action, { extra, getState }) => {
      const token = selectToken(getState());
      if (!token || !offlineActivo(extra.platform)) return;
      await guardarSesionOffline(extra.platform.offline, action.payload, token).catch(avisar);
    },
  });

  startListening({
    actionCreator: conexionRecuperada,
    effect: (_action, { extra, dispatch, getState }) => confirmarToken(extra, dispatch, getState),
  });

  startListening({
    matcher: isAnyOf(sesionCerrada, sesionExpirada),
    effect: (_action, { extra }) => {
      porConfirmar.delete(extra);
    },
  });
}
