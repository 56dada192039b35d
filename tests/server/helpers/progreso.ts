import { AperturasRepository } from '../../../src/server/modules/multimedias/repositoryAperturas';
import type { TestServer } from './testServer';

/**
 * Records that the server served these lessons to the user `segundos` ago (an hour by
 * default), as if the learner had opened them then: for tests about something else than
 * the real-time bound on progress (docs/progreso.md), so a report of 100 % is not clamped.
 * The first opening wins, so call it before the test opens the lessons through the API.
 */
export async function abiertasHace(
  srv: TestServer,
  usuarioId: string,
  leccionIds: readonly string[],
  segundos = 3600,
): Promise<void> {
  const aperturas = new AperturasRepository(srv.server.services.db);
  const fecha = new Date(Date.now() - segundos * 1000);
  for (const id of leccionIds) await aperturas.registrar(usuarioId, id, fecha);
}
