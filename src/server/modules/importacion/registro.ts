import type { Services } from '../../services';
import { claveCredenciales } from './credenciales';
import type { ClaveCredenciales } from './credenciales';
import type { TrabajoImportacion } from './job';
import { LotesRepository } from './repositoryLotes';

/**
 * What the import needs per running server besides Services: the credentials key (derived
 * from the JWT secret, which Services does not keep) and the one job this server runs.
 * Set up by startServer (src/server/index.ts) through `iniciarImportaciones`.
 */
export interface EstadoImportaciones {
  clave: ClaveCredenciales;
  trabajo: TrabajoImportacion | null;
}

const porServidor = new WeakMap<Services, EstadoImportaciones>();

/** Start-up, before the job queue runs: the key the `importacion` job needs. */
export function registrarImportaciones(services: Services, secretoJwt: Uint8Array): void {
  porServidor.set(services, { clave: claveCredenciales(secretoJwt), trabajo: null });
}

/**
 * Start-up, once the queue runs: a lote en_curso is normally run by its `importacion` job
 * (queued with the confirm; a job a crash interrupted runs again, on this or another
 * instance). One with no living job is turned into fallido. Returns how many.
 */
export async function recuperarImportaciones(services: Services): Promise<number> {
  const lotes = new LotesRepository(services.db);
  let caidos = 0;
  for (const loteId of await lotes.enCurso()) {
    if (await services.trabajos.vivo('importacion', { loteId })) continue;
    if (await lotes.marcarCaido(loteId)) caidos += 1;
  }
  return caidos;
}

export function estadoImportaciones(services: Services): EstadoImportaciones {
  const estado = porServidor.get(services);
  // Only a server not started through startServer lacks it: a programming error.
  if (!estado) throw new Error('Importaciones sin iniciar: falta iniciarImportaciones()');
  return estado;
}

/**
 * Shutdown: a running import is interrupted (rolled back, its lote left en_curso for its job
 * to run again) and awaited before the DB closes.
 */
export async function detenerImportaciones(services: Services): Promise<void> {
  const trabajo = porServidor.get(services)?.trabajo;
  if (!trabajo) return;
  trabajo.interrumpir();
  await trabajo.terminado;
}
