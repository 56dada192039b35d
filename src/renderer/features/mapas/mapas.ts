import type { TarjetaMapa } from '@shared/api';
import { formatearFecha } from '@shared/dates';

/** Pure rules of the maps screen (tested in tests/renderer/features/mapas). */

/** Wait after typing before searching (spec 9: filter debounce 500 ms). */
export const ESPERA_BUSQUEDA_MS = 500;

/** The card's review line: the last learner progress, or none yet. */
export function revisionDe(
  tarjeta: Pick<TarjetaMapa, 'ultimaRevision'>,
): { clave: 'mapas.ultimaRevision'; fecha: string } | { clave: 'mapas.sinActividad' } {
  const fecha = formatearFecha(tarjeta.ultimaRevision);
  return fecha === '' ? { clave: 'mapas.sinActividad' } : { clave: 'mapas.ultimaRevision', fecha };
}

/** The progress bar's value (0–1). */
export const valorBarra = (t: Pick<TarjetaMapa, 'porcentajeCompletado'>): number =>
  Math.max(0, Math.min(100, t.porcentajeCompletado)) / 100;
