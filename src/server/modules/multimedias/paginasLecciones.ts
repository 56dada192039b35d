import { unaPorServicios } from '../../cache/porServicios';
import { CachePorVersion } from '../../cache/porVersion';
import type { Services } from '../../services';
import type { FiltroLecciones } from './filtro';
import type { MultimediasRepository, PaginaLecciones, PaginaSinFechas } from './repository';

/**
 * Rows kept at most, over every page (a row is well under 1 KB): past it the cache starts
 * afresh. A learner's course page is tens of rows; the library's groups, hundreds.
 */
const MAXIMO_FILAS = 10_000;

/**
 * Lesson pages kept while the 'contenido' version holds (issue 18): every lesson list
 * reads one, and its four-table sorted query with its total was the heaviest part of
 * `multimedias/filtrar`. A page holds only what moves a version when it changes: the
 * lesson, its course's name and its stored file move 'contenido' (db/pluginVersiones.ts,
 * migration 0032 on PostgreSQL); the uploader's name moves 'principal', which is in the
 * key. The view count, which every viewing moves without a version, is read with the
 * caller's progress and ratings (MultimediasRepository.extras), never from here.
 */
const cacheDe = unaPorServicios(
  (services) =>
    new CachePorVersion<string, PaginaSinFechas | null>(
      services.versiones,
      'contenido',
      MAXIMO_FILAS,
      (pagina) => Math.max(1, pagina?.filas.length ?? 0),
    ),
);

/** How the server writes every date (toISOString): between two such, text order is time order. */
const FECHA_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Whether the window [fechaIni, fechaFin] holds every date the page's matches span: then
 * the window leaves none out, and the page read without it is its answer. Compared as
 * text, as the query compares them, and only between dates of the one form whose text
 * order is time order in either database; any other answers false (read with the window).
 */
export function ventanaCubre(
  fechas: PaginaSinFechas['fechas'],
  fechaIni: string,
  fechaFin: string,
): boolean {
  // Nothing matches whatever the date: the same empty page for every window.
  if (fechas === null) return true;
  const { primera, ultima } = fechas;
  if (![primera, ultima, fechaIni, fechaFin].every((f) => FECHA_ISO.test(f))) return false;
  return fechaIni <= primera && ultima <= fechaFin;
}

/** What a filter is but its dates: every other field, or it does not compile. */
type SinFechas = Record<Exclude<keyof FiltroLecciones, 'fechaIni' | 'fechaFin'>, unknown>;

/** Each visible-courses set as JSON: the sets are shared read-only while cached (acceso.ts). */
const visiblesEnTexto = new WeakMap<ReadonlySet<string>, string>();

function textoDeVisibles(visibles: FiltroLecciones['visibles']): string {
  if (visibles === 'todos') return visibles;
  let texto = visiblesEnTexto.get(visibles);
  if (texto === undefined) {
    texto = JSON.stringify([...visibles]);
    visiblesEnTexto.set(visibles, texto);
  }
  return texto;
}

/** Everything a page depends on but the content version: the filter without its dates. */
function llaveDe(
  filtro: FiltroLecciones,
  inicio: number,
  fin: number,
  curso: string | null | undefined,
  principal: number,
): string {
  const resto: SinFechas = {
    visibles: textoDeVisibles(filtro.visibles),
    veSinCurso: filtro.veSinCurso,
    tipos: filtro.tipos,
    cursos: filtro.cursos,
    tags: filtro.tags,
    nombre: filtro.nombre,
    sinCurso: filtro.sinCurso,
  };
  return JSON.stringify([resto, inicio, fin, curso === undefined ? 0 : curso, principal]);
}

function congelar(pagina: PaginaSinFechas | null): PaginaSinFechas | null {
  if (!pagina) return pagina;
  for (const fila of pagina.filas) Object.freeze(fila);
  Object.freeze(pagina.filas);
  return Object.freeze(pagina);
}

/**
 * A page of lessons as MultimediasRepository.buscar answers it. The page read without a
 * date window is kept per filter; a request whose window holds all its dates (the clients'
 * default window, 30 years back to 40 minutes ahead, does unless the client's clock is 40
 * minutes behind the newest lesson) is answered from it.
 * Any other window, and every request while the versions cannot be trusted, reads the
 * database with the window. Kept rows are shared between requests: read-only.
 */
export async function paginaDeLecciones(
  services: Services,
  repo: MultimediasRepository,
  filtro: FiltroLecciones,
  inicio: number,
  fin: number,
  curso?: string | null,
): Promise<PaginaLecciones> {
  const principal = services.versiones.vigente('principal');
  if (principal === null) return repo.buscar(filtro, inicio, fin, curso);
  const llave = llaveDe(filtro, inicio, fin, curso, principal);
  const guardada = await cacheDe(services).obtener(llave, async () =>
    congelar(await repo.buscarSinFechas(filtro, inicio, fin, curso)),
  );
  if (guardada && ventanaCubre(guardada.fechas, filtro.fechaIni, filtro.fechaFin)) {
    return guardada;
  }
  return repo.buscar(filtro, inicio, fin, curso);
}
