import type { BridgeHandlers } from '../bridgeHandlers';
import type { DescargasService as Servicio } from '../services/descargas/descargasService';

type DescargasHandlers = Pick<
  BridgeHandlers,
  'descargas.listar' | 'descargas.iniciar' | 'descargas.cancelar' | 'descargas.eliminar'
>;

/**
 * What the download handlers need of the service; the class in
 * services/descargas/descargasService.ts is the real one (one instance per PC, over
 * `<userData>/lecciones`).
 */
export type DescargasService = Pick<Servicio, 'listar' | 'iniciar' | 'cancelar' | 'eliminar'>;

export function crearHandlersDescargas(service: DescargasService): DescargasHandlers {
  return {
    'descargas.listar': async () => service.listar(),
    'descargas.iniciar': async (args) => service.iniciar(args),
    'descargas.cancelar': async ({ multimediaId }) => service.cancelar(multimediaId),
    'descargas.eliminar': async ({ multimediaId }) => service.eliminar(multimediaId),
  };
}
