import type { BridgeHandlers } from '../bridgeHandlers';
import type { ConexionService as Servicio } from '../services/conexion/conexionService';

type ConexionHandlers = Pick<
  BridgeHandlers,
  'conexion.get' | 'conexion.probar' | 'conexion.guardar'
>;

/**
 * What the connection handlers need of the service; the class in
 * services/conexion/conexionService.ts is the real one (settings in `<userData>/conexion.json`).
 */
export type ConexionService = Pick<Servicio, 'get' | 'probar' | 'guardar'>;

export function crearHandlersConexion(service: ConexionService): ConexionHandlers {
  return {
    'conexion.get': async () => service.get(),
    'conexion.probar': async ({ urlCentro }) => service.probar(urlCentro),
    'conexion.guardar': async (args) => service.guardar(args),
  };
}
