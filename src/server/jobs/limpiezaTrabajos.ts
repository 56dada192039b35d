import type { Services } from '../services';
import { HechosRepository } from './repositoryHechos';
import { TrabajosRepository } from './repositoryTrabajos';

const DIA_MS = 24 * 60 * 60 * 1000;
/** Finished jobs of the SQLite runner are kept a week to diagnose (pg-boss: its own 7 days). */
export const RETENCION_COMPLETADOS_DIAS = 7;
/**
 * The exactly-once ledger must outlive every possible redelivery of a job: pg-boss retries
 * for at most hours (6 attempts, waits capped at an hour) and expires queued jobs after 14
 * days by default; 30 days covers both with margin.
 */
export const RETENCION_HECHOS_DIAS = 30;

/** The hourly clean-up (the `limpieza` job): the job tables, then the growing tables. */
export async function limpiezaDeTrabajos(services: Services, ahora: Date) {
  const t = ahora.getTime();
  return {
    trabajosCompletados: await new TrabajosRepository(services.db).borrarCompletadosAntesDe(
      new Date(t - RETENCION_COMPLETADOS_DIAS * DIA_MS),
    ),
    trabajosHechos: await new HechosRepository(services.db).borrarAntesDe(
      new Date(t - RETENCION_HECHOS_DIAS * DIA_MS),
    ),
  };
}
