import type { UnknownAction } from '@reduxjs/toolkit';
import type { PlatformBridge } from '@shared/bridge';
import type { ApiFailure } from '../../app/apiError';
import type { RouteRequest } from '../../app/routeRequest';
import i18n from '../../i18n';
import { offlineWeb } from '../../platform/web/offline';
import { selectUsuario, type SessionRoot } from '../auth/sessionSlice';
import { escribirPlan, planPendiente } from './aplicarEnCache';
import { cacheLocalDe } from './cacheLocal';
import {
  conexionPerdida,
  conexionRecuperada,
  estadoRecibido,
  type OfflineRoot,
} from './offlineSlice';
import { crearPendiente } from './pendientes';
import { claveCache, esRutaEnCache, esSinConexion, rutaDe } from './rutas';

export type Resultado =
  { data: unknown; error?: undefined } | { data?: undefined; error: ApiFailure };

export interface ContextoOffline {
  platform: PlatformBridge;
  getState(): unknown;
  dispatch(action: UnknownAction): unknown;
  ahora?: () => Date;
}

/**
 * True when the platform keeps a cache and outbox: the desktop bridge (or a test's fake).
 * The web adapter's offline area is inert, and then the base query behaves exactly as
 * before issue 7 — not one extra call.
 */
export function offlineActivo(platform: PlatformBridge): boolean {
  return platform.offline !== offlineWeb;
}

function sinConexionMarcada(state: unknown): boolean {
  return (state as Partial<OfflineRoot>).offline?.sinConexion === true;
}

/** The error toast says the screen needs the server, instead of the raw network error. */
function necesitaServidor(falla: ApiFailure): ApiFailure {
  return { ...falla, data: { ...falla.data, error: i18n.t('offline.necesitaServidor') } };
}

function avisar(mensaje: string) {
  return (error: unknown) => {
    console.warn(mensaje, error);
    return undefined;
  };
}

/**
 * The desktop's offline-first path around one API call (issue 7): successful reads a
 * learner needs are kept in the cache; when the server is unreachable those reads are
 * answered from it, the allowed writes go to the outbox and show at once, and everything
 * else fails with a message saying the screen needs the server.
 */
export async function conOffline(
  request: RouteRequest,
  enviar: () => Promise<Resultado>,
  ctx: ContextoOffline,
): Promise<Resultado> {
  if (!offlineActivo(ctx.platform)) return enviar();
  const key = rutaDe(request);
  const usuario = selectUsuario(ctx.getState() as SessionRoot);
  const cache = cacheLocalDe(ctx.platform.offline);
  const r = await enviar();

  if (!r.error) {
    if (sinConexionMarcada(ctx.getState())) ctx.dispatch(conexionRecuperada());
    if (usuario && esRutaEnCache(key)) {
      await cache
        .guardar(usuario._id, claveCache(key, request), r.data)
        .catch(avisar('No se pudo guardar la respuesta para usarla sin conexión'));
    }
    return r;
  }
  if (!esSinConexion(r.error)) return r;
  if (!sinConexionMarcada(ctx.getState())) ctx.dispatch(conexionPerdida());
  if (!usuario) return { error: necesitaServidor(r.error) };

  if (esRutaEnCache(key)) {
    const guardado = await cache
      .leer(usuario._id, claveCache(key, request))
      .catch(avisar('No se pudo leer la copia sin conexión'));
    if (guardado !== undefined) return { data: guardado };
  }

  const ahora = ctx.ahora?.() ?? new Date();
  const pendiente = crearPendiente(key, request, usuario._id, ahora);
  if (pendiente) {
    try {
      const plan = await planPendiente(cache, usuario, pendiente, ahora);
      if (plan) {
        // Durable first: once queued, the change survives a crash even if showing it fails.
        ctx.dispatch(estadoRecibido(await ctx.platform.offline.encolar(pendiente)));
        await escribirPlan(cache, usuario._id, plan).catch(
          avisar('No se pudo mostrar el cambio pendiente en la copia sin conexión'),
        );
        return { data: plan.respuesta };
      }
    } catch (error) {
      console.warn('No se pudo guardar el cambio para enviarlo más tarde', error);
    }
  }
  return { error: necesitaServidor(r.error) };
}
