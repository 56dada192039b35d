import { porcentajeMaximo, segundosParaCompletar } from '@shared/domain/progreso';
import type { MedidaLeccion } from '@shared/domain/progreso';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { AperturasRepository, medidaDeArchivo, omiteOrden } from '../multimedias';

/** What a lesson needs for its bound: its stored file, if any. */
export interface LeccionLimitada {
  id: string;
  archivo_id: string | null;
}

/** How far the caller can have got on a lesson right now (docs/progreso.md). */
export interface LimiteProgreso {
  porcentajeMaximo: number;
  /** From when a report of completion is accepted in full. */
  completableDesde: string;
}

/**
 * The lesson's length as the server read it from the file (lazily for files stored before
 * it did): media seconds, PDF pages, or nothing — links, images, a missing or unreadable
 * file — which bounds by the minimum open time instead.
 */
async function medidaDe(services: Services, leccion: LeccionLimitada): Promise<MedidaLeccion> {
  if (leccion.archivo_id === null) return { tipo: 'minimo' };
  const medida = await medidaDeArchivo(services.db, services.dataDir, leccion.archivo_id);
  if (medida?.duracionMs) return { tipo: 'media', duracionSegundos: medida.duracionMs / 1000 };
  if (medida?.paginas) return { tipo: 'pdf', paginas: medida.paginas };
  return { tipo: 'minimo' };
}

/**
 * The bound on the caller's progress on a lesson, or null when the caller is not bounded
 * (ADMINISTRADOR and roles that may skip the order). Real time runs from the server's own
 * record of the first opening to the server's clock now: a report's `fecha` is the client's
 * word, so it neither widens the bound nor narrows it (an offline replay arrives after the
 * outage, when at least as much time has passed as when it was made). A report on a lesson
 * the server never served starts the clock at that report.
 */
export async function limiteProgreso(
  services: Services,
  auth: AuthContext,
  leccion: LeccionLimitada,
): Promise<LimiteProgreso | null> {
  if (omiteOrden(auth)) return null;
  const aperturas = new AperturasRepository(services.db);
  const ahora = services.reloj();
  let abiertaEn = await aperturas.primera(auth.row.id, leccion.id);
  if (!abiertaEn) {
    await aperturas.registrar(auth.row.id, leccion.id, ahora);
    abiertaEn = (await aperturas.primera(auth.row.id, leccion.id)) ?? ahora;
  }
  const medida = await medidaDe(services, leccion);
  const segundos = (ahora.getTime() - abiertaEn.getTime()) / 1000;
  const completable = abiertaEn.getTime() + segundosParaCompletar(medida) * 1000;
  return {
    porcentajeMaximo: porcentajeMaximo(medida, segundos),
    completableDesde: new Date(completable).toISOString(),
  };
}
