import type { Tema } from '@shared/api';

/**
 * Replaces one topic in the list (the answer of a PATCH), keeping the others. Apart from
 * foro.ts: the forum's API needs it at startup (the offline listeners invalidate its tags),
 * and foro.ts brings the forum's shared schemas, and zod, into the login path (issue 18).
 */
export function reemplazarTema(temas: readonly Tema[], tema: Tema): Tema[] {
  return temas.map((t) => (t._id === tema._id ? tema : t));
}
