import type { NombreTrabajo, PoliticaTrabajo } from './tipos';

/**
 * Retries per kind of job (docs/trabajos.md). Waits double from `esperaS`. `limiteS` is how
 * long an attempt may run before pg-boss takes its worker for dead and retries it elsewhere;
 * the import, which may hash thousands of passwords, sends heartbeats instead of a short limit.
 */
/** `lote`: jobs pg-boss hands a worker per poll (short jobs only; the import takes one). */
export type Politicas = Record<
  NombreTrabajo,
  PoliticaTrabajo & { latidoS?: number; lote?: number }
>;

export const POLITICAS: Politicas = {
  desbloqueo: { reintentos: 5, esperaS: 5, limiteS: 60, lote: 20 },
  notificacion: { reintentos: 5, esperaS: 15, limiteS: 60, lote: 20 },
  importacion: { reintentos: 2, esperaS: 30, limiteS: 3600, latidoS: 30 },
  limpieza: { reintentos: 3, esperaS: 60, limiteS: 900 },
};

/** Wait before attempt `intento + 1` (seconds): exponential, capped at an hour. */
export function esperaAntesDe(politica: PoliticaTrabajo, intento: number): number {
  return Math.min(3600, politica.esperaS * 2 ** Math.max(0, intento - 1));
}

/** A failure as a line for the admin's list (never a stack). */
export function mensajeDeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
