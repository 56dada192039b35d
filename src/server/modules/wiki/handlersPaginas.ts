import { randomUUID } from 'node:crypto';
import type { PaginaWiki } from '@shared/api/wiki';
import {
  leccionesEnlazadas,
  MENSAJES_WIKI,
  SLUGS_RESERVADOS,
  slugDesdeTitulo,
} from '@shared/domain/wiki';
import { HttpError } from '../../errors';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { exigirCursoDePagina, exigirPagina, exigirPaginaPorId, visiblesDe } from './acceso';
import { aPagina, aResumen } from './mapping';
import { esViolacionUnica, type DatosGuardado, type WikiRepository } from './repository';

type Claves =
  | 'wiki.listar'
  | 'wiki.obtener'
  | 'wiki.deLeccion'
  | 'wiki.crear'
  | 'wiki.actualizar'
  | 'wiki.eliminar';

/** A page as the API answers it, read back after a save. */
export async function paginaCompleta(repo: WikiRepository, id: string): Promise<PaginaWiki> {
  const fila = await repo.porId(id);
  if (!fila) throw new HttpError('NO_ENCONTRADO', MENSAJES_WIKI.noEncontrada);
  return aPagina(fila, await repo.lecciones(id));
}

/** A taken slug is the caller's to fix: 409 naming the field, never a 500. */
export async function conSlugUnico<T>(guardar: () => Promise<T>): Promise<T> {
  try {
    return await guardar();
  } catch (error) {
    if (esViolacionUnica(error)) {
      throw new HttpError('CONFLICTO', MENSAJES_WIKI.slugRepetido, {
        slug: MENSAJES_WIKI.slugRepetido,
      });
    }
    throw error;
  }
}

function slugElegido(slug: string | undefined, titulo: string, actual?: string): string {
  const elegido = slug !== undefined && slug !== '' ? slug : (actual ?? slugDesdeTitulo(titulo));
  // A title of only signs ("¿?") suggests no slug: the author must write one.
  if (elegido === '') {
    throw new HttpError('VALIDACION', MENSAJES_WIKI.slugInvalido, {
      slug: MENSAJES_WIKI.slugInvalido,
    });
  }
  if (SLUGS_RESERVADOS.includes(elegido)) {
    throw new HttpError('VALIDACION', MENSAJES_WIKI.slugReservado, {
      slug: MENSAJES_WIKI.slugReservado,
    });
  }
  return elegido;
}

/** Pages: reads filtered by the caller's courses, writes checked against them too. */
export function handlersPaginas(
  services: Services,
  repo: WikiRepository,
): Pick<RouteHandlers, Claves> {
  return {
    'wiki.listar': async ({ auth, query }) => {
      const filas = await repo.listar(await visiblesDe(services, auth), query.curso);
      return { ok: true, data: filas.map(aResumen), externa: services.wikiExterna };
    },

    'wiki.obtener': async ({ auth, params }) => {
      const fila = await exigirPagina(services, auth, repo.porSlug(params.slug));
      return { ok: true, data: aPagina(fila, await repo.lecciones(fila.id)) };
    },

    'wiki.deLeccion': async ({ auth, params }) => {
      const filas = await repo.deLeccion(params.multimediaId, await visiblesDe(services, auth));
      return { ok: true, data: filas.map(aResumen) };
    },

    'wiki.crear': async ({ auth, body }) => {
      await exigirCursoDePagina(services, auth, body.cursoId);
      const datos: DatosGuardado = {
        id: randomUUID(),
        slug: slugElegido(body.slug, body.titulo),
        titulo: body.titulo,
        cuerpo: body.cuerpo,
        cursoId: body.cursoId,
        autorId: auth.row.id,
        ahora: new Date().toISOString(),
        lecciones: leccionesEnlazadas(body.cuerpo),
      };
      await conSlugUnico(() => repo.crear(datos));
      return { ok: true, data: await paginaCompleta(repo, datos.id) };
    },

    'wiki.actualizar': async ({ auth, params, body }) => {
      const actual = await exigirPaginaPorId(services, auth, repo, params.id);
      if (body.cursoId !== actual.curso_id) await exigirCursoDePagina(services, auth, body.cursoId);
      const datos: DatosGuardado = {
        id: actual.id,
        slug: slugElegido(body.slug, body.titulo, actual.slug),
        titulo: body.titulo,
        cuerpo: body.cuerpo,
        cursoId: body.cursoId,
        autorId: auth.row.id,
        ahora: new Date().toISOString(),
        lecciones: leccionesEnlazadas(body.cuerpo),
      };
      const guardada = await conSlugUnico(() => repo.actualizar(datos, body.version));
      if (!guardada) throw new HttpError('CONFLICTO', MENSAJES_WIKI.versionCambiada);
      return { ok: true, data: await paginaCompleta(repo, actual.id) };
    },

    'wiki.eliminar': async ({ auth, params }) => {
      const actual = await exigirPaginaPorId(services, auth, repo, params.id);
      if (!(await repo.eliminar(actual.id))) {
        throw new HttpError('NO_ENCONTRADO', MENSAJES_WIKI.noEncontrada);
      }
      return { ok: true };
    },
  };
}
