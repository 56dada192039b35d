import type { Tema } from '@shared/api/comentarios';
import { matrizPermisos } from '@shared/domain/permisos';
import type { Operacion } from '@shared/domain/permisos';
import { crearCurso, crearRol, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import type { TestServer } from '../../helpers/testServer';
import { crearLeccion } from '../cursos/ayudas';

/** Helpers of the forum suites: a course with a lesson and the people of its forum. */

export interface Foro {
  admin: string;
  leccion: string;
  /** A lesson of a course nobody but the admin may open. */
  leccionAjena: string;
  ana: { id: string; token: string };
  beto: { id: string; token: string };
  /** A learner of another course only. */
  extrano: { id: string; token: string };
  /** A role that reads and edits comments (comentarios.editar), assigned to the course. */
  moderador: { id: string; token: string };
  /** A role that reads and deletes comments (comentarios.eliminar), assigned to the course. */
  limpiador: { id: string; token: string };
}

async function persona(srv: TestServer, email: string, rolId?: string, cursos: string[] = []) {
  const id = await crearUsuario(srv, { email, nombre: email.split('@')[0] ?? 'x', rolId });
  if (cursos.length) await srv.server.services.asignaciones.asignar(id, cursos);
  return { id, token: await tokenDe(srv, id) };
}

function rolForo(srv: TestServer, nombre: string, extra: Operacion) {
  return crearRol(
    srv,
    nombre,
    matrizPermisos((v, o) => o === 'consultar' || (v === 'comentarios' && o === extra)),
  );
}

export async function prepararForo(srv: TestServer): Promise<Foro> {
  const admin = await tokenAdmin(srv);
  const curso = await crearCurso(srv, { codigo: 'F-1' });
  const otro = await crearCurso(srv, { codigo: 'F-2' });
  const leccion = await crearLeccion(srv, curso, '1.1 Foro');
  const leccionAjena = await crearLeccion(srv, otro, '1.1 Ajena');
  return {
    admin,
    leccion,
    leccionAjena,
    ana: await persona(srv, 'ana@prueba.co', undefined, [curso]),
    beto: await persona(srv, 'beto@prueba.co', undefined, [curso]),
    extrano: await persona(srv, 'extrano@prueba.co', undefined, [otro]),
    moderador: await persona(srv, 'mod@prueba.co', await rolForo(srv, 'Moderador', 'editar'), [
      curso,
    ]),
    limpiador: await persona(srv, 'limp@prueba.co', await rolForo(srv, 'Limpiador', 'eliminar'), [
      curso,
    ]),
  };
}

export interface Respuesta<T = unknown> {
  status: number;
  body: { ok?: boolean; error?: string; code?: string; data?: T } & Record<string, unknown>;
}

export async function llamar<T = Tema>(
  srv: TestServer,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<Respuesta<T>> {
  const res = await srv.request(method, path, { token, body });
  return res as Respuesta<T>;
}

/** Creates a topic as `token`; fails the test on anything but 200. */
export async function nuevoTema(
  srv: TestServer,
  token: string,
  multimedia: string,
  titulo: string,
  texto = 'Contenido',
  pinned = false,
): Promise<Tema> {
  const res = await llamar(srv, 'POST', '/api/comentarios', token, {
    multimedia,
    titulo,
    texto,
    pinned,
  });
  if (res.status !== 200 || !res.body.data) {
    throw new Error(`crear tema falló: ${res.status} ${JSON.stringify(res.body)}`);
  }
  // Topics are ordered by time: a pause keeps two creations from sharing a millisecond.
  await new Promise((r) => setTimeout(r, 5));
  return res.body.data;
}

/** Replies as `token`; returns the topic with its replies. */
export async function responder(
  srv: TestServer,
  token: string,
  multimedia: string,
  parentId: string,
  texto: string,
): Promise<Respuesta<Tema>> {
  const res = await llamar(srv, 'POST', '/api/comentarios', token, { multimedia, parentId, texto });
  await new Promise((r) => setTimeout(r, 5));
  return res;
}

export async function filtrar(
  srv: TestServer,
  token: string,
  multimedia: string,
): Promise<{ status: number; temas: Tema[]; body: unknown }> {
  const res = await srv.request('POST', '/api/comentarios/filtrar', {
    token,
    body: { multimedia },
  });
  return { status: res.status, temas: res.body as Tema[], body: res.body };
}
