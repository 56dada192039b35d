import { diffLines } from 'diff';
import type { DiferenciaWiki } from '@shared/api/wiki';
import { leccionesEnlazadas, MENSAJES_WIKI } from '@shared/domain/wiki';
import { HttpError } from '../../errors';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { exigirPaginaPorId } from './acceso';
import { conSlugUnico, paginaCompleta } from './handlersPaginas';
import { aRevision } from './mapping';
import type { WikiRepository } from './repository';
import type { RevisionesWikiRepository } from './repositoryRevisiones';

type Claves = 'wiki.revisiones' | 'wiki.revision' | 'wiki.restaurar';

/** Line by line, from the old revision to the current page (what a restore would undo). */
export function diferencias(anterior: string, actual: string): DiferenciaWiki[] {
  return diffLines(anterior, actual).map((p) => ({
    tipo: p.added ? 'agregado' : p.removed ? 'quitado' : 'igual',
    texto: p.value,
  }));
}

/** History: who saved what and when; a restore is one more save, never a rewrite. */
export function handlersRevisiones(
  services: Services,
  repo: WikiRepository,
  revisiones: RevisionesWikiRepository,
): Pick<RouteHandlers, Claves> {
  async function exigirRevision(paginaId: string, numero: number) {
    const revision = await revisiones.una(paginaId, numero);
    if (!revision) throw new HttpError('NO_ENCONTRADO', MENSAJES_WIKI.revisionNoEncontrada);
    return revision;
  }

  return {
    'wiki.revisiones': async ({ auth, params }) => {
      const pagina = await exigirPaginaPorId(services, auth, repo, params.id);
      return { ok: true, data: (await revisiones.listar(pagina.id)).map(aRevision) };
    },

    'wiki.revision': async ({ auth, params }) => {
      const pagina = await exigirPaginaPorId(services, auth, repo, params.id);
      const revision = await exigirRevision(pagina.id, params.numero);
      return {
        ok: true,
        data: { ...aRevision(revision), cuerpo: revision.cuerpo },
        diferencias: diferencias(revision.cuerpo, pagina.cuerpo),
      };
    },

    'wiki.restaurar': async ({ auth, params }) => {
      const pagina = await exigirPaginaPorId(services, auth, repo, params.id);
      const revision = await exigirRevision(pagina.id, params.numero);
      if (revision.titulo === pagina.titulo && revision.cuerpo === pagina.cuerpo) {
        throw new HttpError('CONFLICTO', MENSAJES_WIKI.sinCambios);
      }
      const guardada = await conSlugUnico(() =>
        repo.actualizar(
          {
            id: pagina.id,
            slug: pagina.slug,
            titulo: revision.titulo,
            cuerpo: revision.cuerpo,
            cursoId: pagina.curso_id,
            autorId: auth.row.id,
            ahora: new Date().toISOString(),
            lecciones: leccionesEnlazadas(revision.cuerpo),
            restauradaDe: revision.numero,
          },
          pagina.version,
        ),
      );
      if (!guardada) throw new HttpError('CONFLICTO', MENSAJES_WIKI.versionCambiada);
      return { ok: true, data: await paginaCompleta(repo, pagina.id) };
    },
  };
}
