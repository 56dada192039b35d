import type { EstadoOffline, Pendiente, PlatformBridge } from '@shared/bridge';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';

/**
 * An in-memory desktop bridge for the renderer's offline path: a cache per user and key,
 * an outbox, and a `sincronizar` that replays the outbox against `servidor()` with fetch,
 * as the main process's service would (its real version is tested in tests/main/offline).
 */
export function crearBridgeFalso(servidor: () => string) {
  const web = crearPlatformWeb({
    persistente: crearAlmacenEnMemoria(),
    sesion: crearAlmacenEnMemoria(),
  });
  const cache = new Map<string, unknown>();
  const cola: Pendiente[] = [];
  const llamadas: string[] = [];
  let ultima: string | null = null;
  const estado = (): EstadoOffline => ({
    pendientes: cola.length,
    rechazados: [],
    ultimaSincronizacion: ultima,
    sincronizando: false,
  });
  const offline: PlatformBridge['offline'] = {
    guardarCache: async ({ usuarioId, clave, valor }) => {
      // Stored as JSON, as SQLite would: no shared references with the store.
      cache.set(`${usuarioId}|${clave}`, JSON.parse(JSON.stringify(valor ?? null)));
      return null;
    },
    leerCache: async ({ usuarioId, clave }) => {
      const k = `${usuarioId}|${clave}`;
      return cache.has(k) ? { valor: cache.get(k), guardadoEn: '2026-11-20T10:00:00.000Z' } : null;
    },
    estado: async () => estado(),
    sincronizar: async ({ usuarioId, token }) => {
      llamadas.push(`sincronizar ${usuarioId} ${token}`);
      while (cola.length > 0) {
        const p = cola[0] as Pendiente;
        try {
          await fetch(`${servidor()}${p.ruta}`, {
            method: p.metodo,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(p.cuerpo),
          });
        } catch {
          break;
        }
        cola.shift();
      }
      if (cola.length === 0) ultima = '2026-11-21T09:30:05.000Z';
      return estado();
    },
    olvidarUsuario: async () => ({ olvidado: true, pendientes: cola.length }),
  };
  const platform: PlatformBridge = { ...web, offline };
  return { platform, cache, cola, llamadas };
}
