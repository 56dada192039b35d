import { randomUUID } from 'node:crypto';
import type { ResultadoMasivo } from '@shared/api';
import { ID_ROL_ESTUDIANTE } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { textoBusqueda } from '../../../../src/server/modules/usuarios/busqueda';
import type { TestServer } from '../../helpers/testServer';

/** Helpers of the export and bulk-action suites (issue 8). */

export interface Respuesta<T> {
  status: number;
  body: T & { ok?: boolean; code?: string; error?: string };
}

export async function postar<T = ResultadoMasivo>(
  srv: TestServer,
  path: string,
  body: unknown,
  token: string,
): Promise<Respuesta<T>> {
  const res = await srv.request('POST', path, { body, token });
  return { status: res.status, body: res.body as Respuesta<T>['body'] };
}

/**
 * Many users in a few INSERTs (no password hashing, no one-by-one creation): the suites that
 * cross the 500-user chunk of the bulk engine would otherwise spend seconds creating them.
 * Written behind the module, so the search text is filled here as the module fills it.
 */
export async function insertarUsuarios(
  srv: TestServer,
  cantidad: number,
  prefijo: string,
  rolId = ID_ROL_ESTUDIANTE,
): Promise<string[]> {
  const ahora = new Date().toISOString();
  const ids: string[] = [];
  const LOTE = 400;
  for (let inicio = 0; inicio < cantidad; inicio += LOTE) {
    const filas = Array.from({ length: Math.min(LOTE, cantidad - inicio) }, (_, i) => {
      const email = `${prefijo}${inicio + i}@masivo.co`;
      const id = randomUUID();
      ids.push(id);
      const campos = {
        email_normalizado: email,
        nombre: `Masivo${inicio + i}`,
        apellidos: 'Lote',
        identificacion: null,
      };
      return {
        ...campos,
        id,
        email,
        busqueda: textoBusqueda(campos),
        tipo_identificacion: null,
        password_hash: 'x',
        rol_id: rolId,
        activo: 1,
        email_verificado: 1,
        acepta_politicas: 1,
        debe_cambiar_password: 0,
        custom_data: '{}',
        foto: null,
        version_token: 0,
        creado_en: ahora,
        actualizado_en: ahora,
        ultimo_ingreso: null,
      };
    });
    await srv.server.services.db.insertInto('usuarios').values(filas).execute();
  }
  return ids;
}

export async function filaDe(srv: TestServer, id: string) {
  return srv.server.services.usuarios.findRowById(id);
}

export async function cursosDe(srv: TestServer, id: string) {
  return srv.server.services.db
    .selectFrom('usuario_cursos')
    .select(['curso_id', 'asignado_en'])
    .where('usuario_id', '=', id)
    .orderBy('curso_id')
    .execute();
}
