import type { CambioPreferencias, Preferencias } from '@shared/api';
import { esIdiomaInterfaz } from '@shared/domain/idiomas';
import { HttpError } from '../../errors';
import type { RouteHandlers } from '../../http/registerRoutes';
import type { Services } from '../../services';
import {
  PreferenciasRepository,
  type CambioFilaPreferencias,
  type FilaPreferencias,
} from './repositoryPreferencias';

type PreferenciasHandlers = Pick<RouteHandlers, 'preferencias.leer' | 'preferencias.guardar'>;

const interruptor = (valor: number | null): boolean | null => (valor === null ? null : valor === 1);

/** Row to API; a stored code no longer offered reads as "never chosen", not as an error. */
export function aPreferencias(fila: FilaPreferencias): Preferencias {
  return {
    idioma: esIdiomaInterfaz(fila.idioma) ? fila.idioma : null,
    textoGrande: interruptor(fila.texto_grande),
    altoContraste: interruptor(fila.alto_contraste),
  };
}

/** API to row: only the fields present in the change. */
function aFila(cambio: CambioPreferencias): CambioFilaPreferencias {
  const fila: CambioFilaPreferencias = {};
  if (cambio.idioma !== undefined) fila.idioma = cambio.idioma;
  if (cambio.textoGrande !== undefined) fila.texto_grande = cambio.textoGrande ? 1 : 0;
  if (cambio.altoContraste !== undefined) fila.alto_contraste = cambio.altoContraste ? 1 : 0;
  return fila;
}

/** The signed-in user's own interface preferences: language, large text, high contrast. */
export function preferenciasHandlers(services: Services): PreferenciasHandlers {
  const repo = new PreferenciasRepository(services.db);
  return {
    'preferencias.leer': async ({ auth }) => {
      const fila = await repo.leer(auth.row.id);
      // The token was valid a moment ago; a user deleted meanwhile has no preferences.
      if (!fila) throw new HttpError('TOKEN_INVALIDO');
      return { ok: true, data: aPreferencias(fila) };
    },
    'preferencias.guardar': async ({ auth, body }) => {
      const fila = await repo.guardar(auth.row.id, aFila(body));
      if (!fila) throw new HttpError('TOKEN_INVALIDO');
      return { ok: true, data: aPreferencias(fila) };
    },
  };
}
