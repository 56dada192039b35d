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

/**
 * Start-up: registers the key, and turns lotes a crash left en_curso into fallido (their
 * single transaction never committed, so nothing of them exists). Returns how many.
 */
export async function iniciarImportaciones(
  services: Services,
  secretoJwt: Uint8Array,
): Promise<number> {
  porServidor.set(services, { clave: claveCredenciales(secretoJwt), trabajo: null });
  return new LotesRepository(services.db).recuperarTrasCaida();
}

export function estadoImportaciones(services: Services): EstadoImportaciones {
  const estado = porServidor.get(services);
  // Only a server not started through startServer lacks it: a programming error.
  if (!estado) throw new Error('Importaciones sin iniciar: falta iniciarImportaciones()');
  return estado;
}

/** Shutdown: a running import is cancelled (rolled back) and awaited before the DB closes. */
export async function detenerImportaciones(services: Services): Promise<void> {
  const trabajo = porServidor.get(services)?.trabajo;
  if (!trabajo) return;
  trabajo.cancelar();
  await trabajo.terminado;
}
