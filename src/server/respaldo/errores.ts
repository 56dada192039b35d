/**
 * A backup or restore that cannot go on, for a reason a person can act on: the CLI prints
 * its message as one Spanish line and exits non-zero, never with a stack trace.
 */
export class RespaldoError extends Error {
  override name = 'RespaldoError';
}

/** The message of any error, for wrapping it in a RespaldoError. */
export function detalleDe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
