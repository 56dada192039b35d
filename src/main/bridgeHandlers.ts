import type { z } from 'zod';
import type { BridgeChannel, BridgeResult, BridgeTable } from '@shared/bridge';
import { crearHandlersArchivos, type ArchivosService } from './bridge/archivosHandlers';
import { crearHandlersConexion, type ConexionService } from './bridge/conexionHandlers';
import { crearHandlersDescargas, type DescargasService } from './bridge/descargasHandlers';
import { crearHandlersKiosko, type KioskoService } from './bridge/kioskoHandlers';
import { crearHandlersOffline, type OfflineService } from './bridge/offlineHandlers';
import type { TokenStore } from './services/tokenStore';

/**
 * One handler per bridge capability, typed from the shared table: adding a channel there
 * makes the compiler ask for its handler here. Handlers receive already-validated arguments.
 */
export type BridgeHandlers = {
  [K in BridgeChannel]: (args: z.output<BridgeTable[K]['args']>) => Promise<BridgeResult<K>>;
};

/** The services the handlers are made of; each is a plain Node class testable without Electron. */
export interface BridgeServices {
  tokenStore: TokenStore;
  descargas: DescargasService;
  offline: OfflineService;
  archivos: ArchivosService;
  kiosko: KioskoService;
  conexion: ConexionService;
}

export function createBridgeHandlers(services: BridgeServices): BridgeHandlers {
  const { tokenStore } = services;
  return {
    'token.get': async () => tokenStore.get(),
    'token.set': async (token) => {
      tokenStore.set(token);
      return null;
    },
    'token.clear': async () => {
      tokenStore.clear();
      return null;
    },
    ...crearHandlersDescargas(services.descargas),
    ...crearHandlersOffline(services.offline),
    ...crearHandlersArchivos(services.archivos),
    ...crearHandlersKiosko(services.kiosko),
    ...crearHandlersConexion(services.conexion),
  };
}
