import type { EstadoOffline } from '@shared/bridge';
import type { BridgeHandlers } from '../bridgeHandlers';

type OfflineHandlers = Pick<
  BridgeHandlers,
  | 'offline.guardarCache'
  | 'offline.leerCache'
  | 'offline.estado'
  | 'offline.sincronizar'
  | 'offline.olvidarUsuario'
>;

/**
 * What the offline handlers need: the cache and outbox of services/offline/offlineService.ts
 * (better-sqlite3, synchronous except the replay). Writes are queued by main's centre shell
 * (services/conexion/politicaCentro.ts), not over the bridge: the renderer only reads the
 * outbox's state, asks for a replay, and keeps the session it may reopen offline (there is no bridge channel to queue a write). An interface so the handler table can
 * be built without opening a database.
 */
export interface OfflineService {
  guardarCache(usuarioId: string, clave: string, valor: unknown): void;
  leerCache(usuarioId: string, clave: string): { valor: unknown; guardadoEn: string } | null;
  estado(usuarioId: string): EstadoOffline;
  sincronizar(args: { usuarioId: string; token: string }): Promise<EstadoOffline>;
  olvidarUsuario(usuarioId: string): { olvidado: boolean; pendientes: number };
}

export function crearHandlersOffline(service: OfflineService): OfflineHandlers {
  return {
    'offline.guardarCache': async ({ usuarioId, clave, valor }) => {
      service.guardarCache(usuarioId, clave, valor);
      return null;
    },
    'offline.leerCache': async ({ usuarioId, clave }) => service.leerCache(usuarioId, clave),
    'offline.estado': async ({ usuarioId }) => service.estado(usuarioId),
    'offline.sincronizar': async (args) => service.sincronizar(args),
    'offline.olvidarUsuario': async ({ usuarioId }) => service.olvidarUsuario(usuarioId),
  };
}
