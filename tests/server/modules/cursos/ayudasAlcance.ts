import { expect } from 'vitest';
import type { Calificacion } from '@shared/api/calificaciones';
import { leerCsv } from '../../../../src/server/modules/importacion/csv';
import type { TestServer } from '../../helpers/testServer';
import { post } from '../evaluaciones/ayudas';

/** Reads of the scope suite (alcance.test.ts). */

/** The emails of the users export as the caller gets it (the CSV read back by the importer). */
export async function emailsExportados(srv: TestServer, token: string): Promise<string[]> {
  const res = await fetch(`${srv.url}/api/usuarios/exportar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  expect(res.status).toBe(200);
  const leido = leerCsv(new Uint8Array(await res.arrayBuffer()));
  if (!leido.ok) throw new Error(leido.error);
  return leido.filas.map((f) => f.valores.email ?? '');
}

/** The learner's one grade, as the admin reads it. */
export async function calificacionDeUsuario(
  srv: TestServer,
  admin: string,
  usuarioId: string,
): Promise<Calificacion> {
  const r = await post<Calificacion[]>(
    srv,
    '/api/calificaciones/listar',
    { estudiante: usuarioId },
    admin,
  );
  const [c] = r.body.data;
  if (!c) throw new Error('sin calificación');
  return c;
}

/** The id of the learner's certificate. */
export async function certificadoDeUsuario(srv: TestServer, usuarioId: string): Promise<string> {
  const fila = await srv.server.services.db
    .selectFrom('certificados')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirstOrThrow();
  return fila.id;
}
