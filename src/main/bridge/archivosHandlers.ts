import type { BridgeHandlers } from '../bridgeHandlers';
import type { ArchivosService as ServicioArchivos } from '../services/archivos/archivosService';

/** What the handlers need of the service (the e2e harness passes the real one). */
export type ArchivosService = Pick<ServicioArchivos, 'guardarPdf' | 'abrir'>;

/** Native saving of certificates: the save dialog and opening what was saved. */
export function crearHandlersArchivos(
  service: ArchivosService,
): Pick<BridgeHandlers, 'archivos.guardarPdf' | 'archivos.abrir'> {
  return {
    'archivos.guardarPdf': (args) => service.guardarPdf(args),
    'archivos.abrir': (args) => service.abrir(args),
  };
}
