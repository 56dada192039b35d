import type { EstadoOffline, Pendiente } from '@shared/bridge';
import type { BridgeHandlers } from '../bridgeHandlers';

type OfflineHandlers = Pick<
  BridgeHandlers,
  | 'offline.guardarCache'
  | 'offline.leerCache'
  | 'offline.encolar'
  | 'offline.estado'
  | 'offline.sincronizar'
  | 'offline.olvidarUsuario'
>;

/**
 * What the offline handlers need: the cache and outbox of services/offline/offlineService.ts
 * (better-sqlite3, synchronous except the replay). An interface so the handler table can be
 * built without opening a database.
 */
export interface OfflineService {
  guardarCache(usuarioId: string, clave: string, valor: unknown): void;
  leerCache(usuarioId: string, clave: string): { valor: unknown; guardadoEn: string } | null;
  encolar(pendiente: Pendiente): EstadoOffline;
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
    'offline.encolar': async (pendiente) => service.encolar(pendiente),
    'offline.estado': async ({ usuarioId }) => service.estado(usuarioId),
    'offline.sincronizar': async (args) => service.sincronizar(args),
    'offline.olvidarUsuario': async ({ usuarioId }) => service.olvidarUsuario(usuarioId),
  };
}
