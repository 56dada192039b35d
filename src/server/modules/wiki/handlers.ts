import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import { handlersBusqueda } from './handlersBusqueda';
import { handlersPaginas } from './handlersPaginas';
import { handlersRevisiones } from './handlersRevisiones';
import { WikiRepository } from './repository';
import { RevisionesWikiRepository } from './repositoryRevisiones';

type Claves = Extract<keyof RouteHandlers, `wiki.${string}`>;

/** Every wiki route, by group: pages, revisions, search. */
export function wikiHandlers(services: Services): Pick<RouteHandlers, Claves> {
  const repo = new WikiRepository(services.db, services.dialecto);
  return {
    ...handlersPaginas(services, repo),
    ...handlersRevisiones(services, repo, new RevisionesWikiRepository(services.db)),
    ...handlersBusqueda(services),
  };
}
