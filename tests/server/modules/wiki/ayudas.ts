import { randomUUID } from 'node:crypto';
import type { PaginaWiki, PaginaWikiEntrada } from '@shared/api/wiki';
import { ID_ROL_TUTOR } from '../../../../src/server/db/migrations/0012_progreso_orden';
import { crearUsuario, tokenDe } from '../../helpers/cuentas';
import type { TestServer } from '../../helpers/testServer';

/** Helpers of the wiki suites: people of each role and pages made over HTTP. */

export interface Persona {
  id: string;
  token: string;
}

/** A user of the role (learner by default), assigned to the given courses. */
export async function persona(
  srv: TestServer,
  rolId?: string,
  cursos: readonly string[] = [],
): Promise<Persona> {
  const id = await crearUsuario(srv, { email: `wiki-${randomUUID()}@prueba.co`, rolId });
  if (cursos.length > 0) await srv.server.services.asignaciones.asignar(id, cursos);
  return { id, token: await tokenDe(srv, id) };
}

export const tutor = (srv: TestServer, cursos: readonly string[] = []) =>
  persona(srv, ID_ROL_TUTOR, cursos);

/** A unique slug per test run, so suites sharing a server never collide. */
export const slugUnico = (base: string) => `${base}-${randomUUID().slice(0, 8)}`;

export async function crearPagina(
  srv: TestServer,
  token: string,
  datos: Partial<PaginaWikiEntrada> & { titulo: string },
): Promise<PaginaWiki> {
  const res = await srv.request('POST', '/api/wiki/paginas', {
    token,
    body: { cuerpo: '', slug: slugUnico('pagina'), ...datos },
  });
  if (res.status !== 200)
    throw new Error(`crear página: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: PaginaWiki }).data;
}
