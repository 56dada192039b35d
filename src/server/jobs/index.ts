import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { escribirNotificacion } from '../modules/notificaciones';
import { ejecutarImportacion } from '../modules/importacion';
import type { Services } from '../services';
import { aprobarSolicitud, encolarPendientes } from './desbloqueos';
import { MotorPgBoss } from './motorPgBoss';
import { MotorSqlite } from './motorSqlite';
import { limpiar } from './limpieza';
import { limpiezaDeTrabajos } from './limpiezaTrabajos';
import type { ColaTrabajos, Manejadores, Programa } from './tipos';
import { ejecutarUnaVez } from './unaVez';

export type { ColaTrabajos, TrabajoFallido, ConteoTrabajos, NombreTrabajo } from './tipos';

export interface RegistroTrabajos {
  info(o: object, m: string): void;
  error(o: object, m: string): void;
}

/**
 * The queue of this instance: pg-boss when the database is PostgreSQL (shared by every
 * instance), the single-process runner on SQLite (one process owns the file).
 */
export function crearColaTrabajos(
  db: Kysely<Database>,
  databaseUrl: string | null,
  log?: RegistroTrabajos,
): ColaTrabajos {
  return databaseUrl
    ? new MotorPgBoss({ connectionString: databaseUrl, ...(log ? { log } : {}) })
    : new MotorSqlite(db, log ? { log } : {});
}

/** Recurring jobs: the clean-up, hourly. */
export const PROGRAMAS: readonly Programa[] = [{ nombre: 'limpieza', cadaMinutos: 60 }];

/** What each job does (docs/trabajos.md). */
export function manejadoresDe(services: Services, log?: RegistroTrabajos): Manejadores {
  const db = services.db;
  return {
    desbloqueo: async ({ solicitudId }) => {
      await aprobarSolicitud(db, solicitudId);
    },
    notificacion: async ({ destinatarios, evento, creadoEn }, contexto) => {
      await ejecutarUnaVez(db, 'notificacion', contexto, (trx) =>
        escribirNotificacion(trx, destinatarios, evento, creadoEn),
      );
    },
    importacion: (datos) => ejecutarImportacion(services, datos),
    limpieza: async () => {
      const ahora = new Date();
      const resumen = {
        ...(await limpiezaDeTrabajos(services, ahora)),
        ...(await limpiar(services, ahora)),
      };
      await encolarPendientes(db, services.trabajos);
      log?.info({ limpieza: resumen }, 'limpieza periódica terminada');
    },
  };
}

/** Start-up: requests left pending get their jobs, then the queue starts working. */
export async function iniciarTrabajos(services: Services, log?: RegistroTrabajos): Promise<void> {
  await services.trabajos.iniciar(manejadoresDe(services, log), PROGRAMAS);
  await encolarPendientes(services.db, services.trabajos);
}
