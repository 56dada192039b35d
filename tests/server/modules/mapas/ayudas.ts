import { randomUUID } from 'node:crypto';
import { abiertasHace } from '../../helpers/progreso';
import type { TestServer } from '../../helpers/testServer';

/** Helpers of the maps suites. */

/** The learner reports a lesson's progress through the API, as the player does. */
export async function reportar(
  srv: TestServer,
  token: string,
  usuarioId: string,
  leccionId: string,
  porcentaje: number,
): Promise<void> {
  await abiertasHace(srv, usuarioId, [leccionId]);
  const res = await srv.request('POST', '/api/usuarios/agregarprogreso', {
    token,
    body: {
      _id: usuarioId,
      idReporte: randomUUID(),
      progreso_multimedia: {
        id: leccionId,
        progreso: porcentaje >= 100 ? 'completado' : 'iniciado',
        porcentaje,
        fecha: new Date().toISOString(),
      },
    },
  });
  if (res.status !== 200) {
    throw new Error(`progreso falló: ${res.status} ${JSON.stringify(res.body)}`);
  }
}
