import type { BridgeHandlers } from '../bridgeHandlers';
import type { ArchivosService as ServicioArchivos } from '../services/archivos/archivosService';

/** What the handlers need of the service (the e2e harness passes the real one). */
export type ArchivosService = Pick<ServicioArchivos, 'guardarPdf' | 'abrir' | 'elegirCsv'>;

/**
 * Native files: saving certificates (the save dialog, opening what was saved) and picking
 * the CSV of a user import (the open dialog).
 */
export function crearHandlersArchivos(
  service: ArchivosService,
): Pick<BridgeHandlers, 'archivos.guardarPdf' | 'archivos.abrir' | 'archivos.elegirCsv'> {
  return {
    'archivos.guardarPdf': (args) => service.guardarPdf(args),
    'archivos.elegirCsv': () => service.elegirCsv(),
    'archivos.abrir': (args) => service.abrir(args),
  };
}
