import type { PlatformBridge } from '@shared/bridge';
import { esSinConexion, type ApiFailure } from '../../app/apiError';
import type { ContextoConexion } from '../../app/deps';
import i18n from '../../i18n';
import { offlineWeb } from '../../platform/web/offline';
import { selectUsuario, type SessionRoot } from '../auth';
import {
  conexionPerdida,
  conexionRecuperada,
  estadoRecibido,
  type OfflineRoot,
} from './offlineSlice';

/**
 * True when the platform keeps a cache and outbox: the desktop bridge (or a test's fake).
 * The web adapter's offline area is inert, and then nothing here dispatches anything.
 */
export function offlineActivo(platform: PlatformBridge): boolean {
  return platform.offline !== offlineWeb;
}

function sinConexionMarcada(state: unknown): boolean {
  return (state as Partial<OfflineRoot>).offline?.sinConexion === true;
}

/**
 * What an answer says about the connection (the renderer only shows it; the offline policy
 * itself is applied by main's centre shell): an answer the shell gave from its cache or
 * outbox means 'Sin conexión', and a queued write changes the pending count; any other
 * answer means the server is back.
 */
export async function notarRespuesta(ctx: ContextoConexion, sinConexion: unknown): Promise<void> {
  if (!offlineActivo(ctx.platform)) return;
  const marcada = sinConexionMarcada(ctx.getState());
  if (sinConexion !== 'cache' && sinConexion !== 'cola') {
    if (marcada) ctx.dispatch(conexionRecuperada());
    return;
  }
  if (!marcada) ctx.dispatch(conexionPerdida());
  const usuarioId = selectUsuario(ctx.getState() as SessionRoot)?._id;
  if (sinConexion !== 'cola' || !usuarioId) return;
  const estado = await ctx.platform.offline.estado({ usuarioId }).catch(() => null);
  if (estado) ctx.dispatch(estadoRecibido(estado));
}

/**
 * A failure that means the server is unreachable, on desktop: flagged 'Sin conexión', and
 * its toast says the screen needs the server (what could wait was answered by the shell).
 */
export function notarFalla(ctx: ContextoConexion, falla: ApiFailure): ApiFailure {
  if (!offlineActivo(ctx.platform) || !esSinConexion(falla)) return falla;
  if (!sinConexionMarcada(ctx.getState())) ctx.dispatch(conexionPerdida());
  return { ...falla, data: { ...falla.data, error: i18n.t('offline.necesitaServidor') } };
}
