import { unaPorServicios } from '../../cache/porServicios';
import { CachePorVersion } from '../../cache/porVersion';
import type { Services } from '../../services';
import { subtitulosDe, todosLosSubtitulos } from './repositorySubtitulos';
import type { FilaSubtitulo } from './repositorySubtitulos';

/** Each lesson's captions in language order; a lesson without any is absent. */
export type SubtitulosPorLeccion = ReadonlyMap<string, readonly FilaSubtitulo[]>;

/**
 * Every lesson's captions, kept while the 'contenido' version holds (issue 18): every
 * lesson list and lesson answers them, and they change only by an upload, a replacement
 * or a deletion, which moves the version on any instance (db/pluginVersiones.ts, migration
 * 0035). A caption row is small (language, label, file name, size), a few per video.
 */
const cacheDe = unaPorServicios(
  (services) => new CachePorVersion<true, SubtitulosPorLeccion>(services.versiones, 'contenido', 1),
);

function congelar(mapa: Map<string, FilaSubtitulo[]>): SubtitulosPorLeccion {
  for (const lista of mapa.values()) {
    for (const fila of lista) Object.freeze(fila);
    Object.freeze(lista);
  }
  return mapa;
}

/**
 * The captions of these lessons. Shared between requests: read-only. While PostgreSQL's
 * listener is down (no version to trust), only these lessons' are read, every time.
 */
export async function subtitulosDeLecciones(
  services: Services,
  ids: readonly string[],
): Promise<SubtitulosPorLeccion> {
  const cache = cacheDe(services);
  if (!cache.enUso) return subtitulosDe(services.db, ids);
  return cache.obtener(true, async () => congelar(await todosLosSubtitulos(services.db)));
}
