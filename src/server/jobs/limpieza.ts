import { join } from 'node:path';
import { setImmediate as turno } from 'node:timers/promises';
import { DIAS_RETENCION_NOTIFICACIONES } from '@shared/domain/notificaciones';
import { FILAS_POR_LOTE } from '../db/borrarEnLotes';
import { borrarVistasAntesDe } from '../modules/multimedias';
import { NotificacionesRepository } from '../modules/notificaciones';
import { ProgresosRepository } from '../modules/progresos';
import { DURACION_SESION } from '../security/tokens';
import type { Services } from '../services';
import { borrarParcialesViejos } from '../storage/subidas';

// The windows of the hourly clean-up (the `limpieza` job); docs/limpieza.md says why.
const DIA_MS = 24 * 3600 * 1000;

/**
 * `multimedia_vistas` only stops a session (token jti) from counting a lesson twice. No
 * token lives longer than a remembered session (30 days), so after that its rows can stop
 * nothing; a week more covers clocks of instances that disagree. The counts the rows made
 * stay in `multimedias.num_visto` and in the reports' roll-up (`actividad_diaria`).
 */
export const RETENCION_VISTAS_DIAS = (DURACION_SESION.recordada * 1000) / DIA_MS + 7;

/**
 * `progreso_reportes` makes a retried report id a no-op. The desktop's outbox keeps a report
 * whose answer was lost until the same learner is online again on that PC: over the longest
 * school break (≈ 8–10 weeks, December–January) and a month's margin. Past it a replay is
 * merged again, which the monotonic merge and the real-time bound make harmless.
 */
export const RETENCION_REPORTES_DIAS = 120;

/**
 * Reset codes and email links are kept a day past their expiry, as the codes' own sweep
 * (`CodigosRestablecimiento.crear`) does; after that nobody can use or need them.
 */
export const GRACIA_VENCIDOS_DIAS = 1;

/**
 * Batches per table and run: 10 million rows, well inside the job's time limit. What is
 * left (a first run on a years-old database) goes with the next runs, hour after hour.
 */
export const LOTES_MAXIMOS_POR_PASO = 2000;

/** How many rows (or files) each step removed. */
export interface ResumenLimpieza {
  vistas: number;
  reportes: number;
  notificaciones: number;
  /** Revoked tokens that have expired anyway (`tokens_revocados`). */
  sesiones: number;
  /** Login and reset attempts older than every limit's window (`intentos_acceso`). */
  intentos: number;
  codigos: number;
  verificaciones: number;
  /** Temporary upload files left by a crash. */
  parciales: number;
}

export interface OpcionesLimpieza {
  /** Rows per statement (tests make it small to see the batches). */
  filasPorLote?: number;
}

/**
 * Deletes batch after batch until one comes back short. Between batches the event loop gets
 * a turn: on SQLite a statement runs on the main thread, so requests are served in between.
 */
async function enLotes(filas: number, lote: (filas: number) => Promise<number>) {
  let total = 0;
  for (let i = 0; i < LOTES_MAXIMOS_POR_PASO; i++) {
    const n = await lote(filas);
    total += n;
    if (n < filas) break;
    await turno();
  }
  return total;
}

/**
 * Removes what the tables no longer need (docs/limpieza.md). Each step runs even when an
 * earlier one failed: one broken step must not let every other table grow. A failure is
 * thrown at the end, so the job is retried and, if it keeps failing, shows as failed.
 */
export async function limpiar(
  services: Services,
  ahora: Date,
  opciones: OpcionesLimpieza = {},
): Promise<ResumenLimpieza> {
  const filas = opciones.filasPorLote ?? FILAS_POR_LOTE;
  const antes = (dias: number) => new Date(ahora.getTime() - dias * DIA_MS).toISOString();
  const progresos = new ProgresosRepository(services.db, services.dialecto);
  const notificaciones = new NotificacionesRepository(services.db);
  const vistasAntes = antes(RETENCION_VISTAS_DIAS);
  const reportesAntes = antes(RETENCION_REPORTES_DIAS);
  const notificacionesAntes = antes(DIAS_RETENCION_NOTIFICACIONES);
  const vencidosAntes = antes(GRACIA_VENCIDOS_DIAS);
  const pasos: { [P in keyof ResumenLimpieza]: () => Promise<number> } = {
    vistas: () => enLotes(filas, (n) => borrarVistasAntesDe(services, vistasAntes, n)),
    reportes: () => enLotes(filas, (n) => progresos.borrarReportesAntesDe(reportesAntes, n)),
    notificaciones: () =>
      enLotes(filas, (n) => notificaciones.borrarAntesDe(notificacionesAntes, n)),
    sesiones: () => services.sesiones.purgarVencidos(ahora),
    // The limiter reads its own clock: its windows are about real attempts, not `ahora`.
    intentos: () => services.limitador.purgar(),
    codigos: () => services.codigos.borrarVencidosAntesDe(vencidosAntes),
    verificaciones: () => services.verificaciones.borrarVencidosAntesDe(vencidosAntes),
    parciales: () => borrarParcialesViejos(join(services.dataDir, 'uploads'), ahora.getTime()),
  };
  const resumen: ResumenLimpieza = {
    vistas: 0,
    reportes: 0,
    notificaciones: 0,
    sesiones: 0,
    intentos: 0,
    codigos: 0,
    verificaciones: 0,
    parciales: 0,
  };
  const errores: Error[] = [];
  for (const paso of Object.keys(pasos) as (keyof ResumenLimpieza)[]) {
    try {
      resumen[paso] = await pasos[paso]();
    } catch (error) {
      errores.push(new Error(`limpieza: ${paso}: ${(error as Error).message}`, { cause: error }));
    }
  }
  if (errores.length > 0) {
    throw new AggregateError(errores, errores.map((e) => e.message).join('; '));
  }
  return resumen;
}
