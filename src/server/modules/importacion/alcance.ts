import { alcanceDe } from '@shared/domain/permisos';
import { HttpError } from '../../errors';
import type { AuthContext } from '../../http/authenticate';

export const MENSAJE_IMPORTAR_ALCANCE =
  'Importar usuarios requiere un rol con alcance «Todos los usuarios».';

type Manejador = (contexto: { auth: AuthContext }) => unknown;

/**
 * The import's routes for roles of scope "todos" only (docs/alcance.md): an import creates
 * and updates accounts by email or document whoever they belong to, and its batches list
 * every imported person, so a role limited to its courses' learners cannot use it (403).
 * The export is scoped instead (exportarHandlers.ts).
 */
export function soloAlcanceTodos<T extends object>(handlers: T): T {
  const envueltos: Record<string, Manejador> = {};
  for (const [clave, manejador] of Object.entries(handlers) as [string, Manejador][]) {
    envueltos[clave] = async (contexto) => {
      if (alcanceDe(contexto.auth.rol) !== 'todos') {
        throw new HttpError('SIN_PERMISO', MENSAJE_IMPORTAR_ALCANCE);
      }
      return manejador(contexto);
    };
  }
  return envueltos as T;
}
