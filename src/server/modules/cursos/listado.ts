import type { z } from 'zod';
import type { Curso, listarCursosBodySchema } from '@shared/api/cursos';
import { TAMANOS_PAGINA_CURSOS } from '@shared/api/cursos';
import type { CursosTable } from '../../db/schema';
import type { AuthContext } from '../../http/authenticate';
import type { Services } from '../../services';
import { cursosVisibles, veTodosLosCursos } from './acceso';
import { catalogoDe } from './catalogo';
import type { CursosRepository } from './repository';
import type { CursosVista } from './vista';

type ListarCursosBody = z.output<typeof listarCursosBodySchema>;

/** Text as a search compares it: lower case, accents and spacing folded. */
export function normalizarBusqueda(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface ListadoCursos {
  data: Curso[];
  total: number;
  pagina: number;
  porPagina: number;
  abiertos: number;
}

/**
 * Whose list: learners see active courses only, the ones they may open first when paged
 * (their assignment to an inactive course is filtered out by `soloActivos`).
 */
interface Quien {
  soloActivos: boolean;
  abiertosDe: string | null;
}

/** Which listed rows a search keeps, in the list's order (ids only). */
async function idsBuscados(
  repo: CursosRepository,
  quien: Quien,
  buscar: string,
): Promise<string[]> {
  const buscado = normalizarBusqueda(buscar);
  const indice = await repo.indice(quien.soloActivos, quien.abiertosDe);
  return indice
    .filter((c) => normalizarBusqueda(`${c.codigo} ${c.nombre}`).includes(buscado))
    .map((c) => c.id);
}

/**
 * The rows of POST /api/cursos/listar: all of them, oldest first (no paging asked: the
 * spec's callers and the desktop sync), or one page. A search reads only id, code and name of the listed
 * courses and folds accents in JavaScript — the same on SQLite, whose lower() folds ASCII
 * only, and PostgreSQL — then loads the full rows of the page alone.
 */
async function filasDelListado(
  services: Services,
  repo: CursosRepository,
  quien: Quien,
  body: ListarCursosBody,
): Promise<{ filas: readonly CursosTable[]; total: number; pagina: number; porPagina: number }> {
  const paginado = body.pagina !== undefined || body.porPagina !== undefined;
  const buscar = body.buscar?.trim() ? body.buscar : undefined;
  if (!paginado && !buscar) {
    // The whole list, the same for every caller of one kind: kept per content version.
    const filas = await catalogoDe(services).filas(quien.soloActivos);
    return { filas, total: filas.length, pagina: 1, porPagina: filas.length };
  }
  const pagina = body.pagina ?? 1;
  const porPagina = body.porPagina ?? TAMANOS_PAGINA_CURSOS[0];
  if (!buscar) {
    const desde = (pagina - 1) * porPagina;
    const { filas, total } = await repo.pagina(
      quien.soloActivos,
      quien.abiertosDe,
      desde,
      porPagina,
    );
    return { filas, total, pagina, porPagina };
  }
  const ids = await idsBuscados(repo, quien, buscar);
  const elegidos = paginado ? ids.slice((pagina - 1) * porPagina, pagina * porPagina) : ids;
  const porId = new Map((await repo.porIds(elegidos)).map((f) => [f.id, f]));
  const filas = elegidos.flatMap((id) => porId.get(id) ?? []);
  return { filas, total: ids.length, pagina, porPagina: paginado ? porPagina : ids.length };
}

/**
 * The course list as the caller sees it. Progress, access and attachment URLs are built
 * for the answered rows only, in a fixed number of queries (CursosVista).
 */
export async function listarCursos(
  services: Services,
  repo: CursosRepository,
  vista: CursosVista,
  auth: AuthContext,
  body: ListarCursosBody,
): Promise<ListadoCursos> {
  const todos = veTodosLosCursos(auth.rol);
  // Learners see every active course (the ones not assigned greyed out, spec 2); the ones
  // they may open are their visible courses, kept per content version (visibles.ts).
  const [resultado, visibles] = await Promise.all([
    filasDelListado(
      services,
      repo,
      { soloActivos: !todos, abiertosDe: todos ? null : auth.row.id },
      body,
    ),
    cursosVisibles(services, auth),
  ]);
  const abiertos =
    visibles !== 'todos'
      ? visibles.size
      : body.buscar?.trim()
        ? await repo.contar()
        : resultado.total;
  const { filas, ...resto } = resultado;
  return { data: await vista.paraUsuario(auth, filas), ...resto, abiertos };
}
