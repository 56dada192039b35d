import type { z } from 'zod';
import { MENSAJES_VALIDACION } from '@shared/api';
import { HttpError } from '../errors';

/**
 * A missing value reads better as the spec's 'Este campo es requerido' than as a type error.
 * Issues carry their `input` only with `reportInput` (below): without it every wrong type —
 * a number sent as text, 1.5 for a whole number — read as "missing".
 */
function mensajeDe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return MENSAJES_VALIDACION.requerido;
  }
  return issue.message;
}

/**
 * Parses request data with a route's schema; failures become a 400 whose `fields` map
 * each offending path to its Spanish message, and whose `error` is the first message (shown as is to people).
 */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  value: unknown,
  parte: string,
): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : parte;
    fields[key] ??= mensajeDe(issue);
  }
  const [primero] = Object.values(fields);
  throw new HttpError('VALIDACION', primero, fields);
}
