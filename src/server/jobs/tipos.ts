import type { Kysely, Transaction } from 'kysely';
import type { EventoNotificacion } from '@shared/domain/notificaciones';
import type { ModoImportacion } from '@shared/domain/importacion';
import type { Database } from '../db/schema';
import type { Destinatarios } from '../modules/notificaciones';

/**
 * Background jobs (docs/trabajos.md): what each one carries. The data is JSON: it crosses
 * the queue (pg-boss's table or the runner's) and may run on another instance.
 */
export interface DatosTrabajos {
  /** Approve one course-unlock request once it is due. */
  desbloqueo: { solicitudId: string };
  /** Store one notification for its recipients (the fan-out of an action). */
  notificacion: { destinatarios: Destinatarios; evento: EventoNotificacion; creadoEn: string };
  /** Apply a confirmed users-import lote. */
  importacion: { loteId: string; modo: ModoImportacion; confirmadoPor: string };
  /** Periodic clean-up of tables that would grow forever (docs/trabajos.md, windows). */
  limpieza: Record<string, never>;
}

export type NombreTrabajo = keyof DatosTrabajos;

export const NOMBRES_TRABAJO = [
  'desbloqueo',
  'notificacion',
  'importacion',
  'limpieza',
] as const satisfies readonly NombreTrabajo[];

/** A queue's stored name as a job kind this version knows (rows and dead letters carry text). */
export const esNombreTrabajo = (n: string | null): n is NombreTrabajo =>
  n !== null && (NOMBRES_TRABAJO as readonly string[]).includes(n);

/**
 * Thrown by a handler the server's shutdown cut short: not a failure. The queue gives the
 * job back at once as a new one (no attempt used, no wait), for another instance or the
 * next start.
 */
export class TrabajoInterrumpido extends Error {
  override name = 'TrabajoInterrumpido';
}

/** What a handler knows about the attempt it runs. */
export interface ContextoTrabajo {
  /** The job's id in its queue: the key of `trabajos_hechos`. */
  id: string;
  /** 1 on the first attempt. */
  intento: number;
  /** True on the last attempt: a failure now moves the job to the failed (dead-letter) list. */
  ultimo: boolean;
}

export type Manejador<N extends NombreTrabajo> = (
  datos: DatosTrabajos[N],
  contexto: ContextoTrabajo,
) => Promise<void>;

export type Manejadores = { [N in NombreTrabajo]: Manejador<N> };

/** How a kind of job is retried. Attempts = 1 + reintentos; waits double each time. */
export interface PoliticaTrabajo {
  reintentos: number;
  esperaS: number;
  /** How long one attempt may run before the queue counts it as failed (a dead worker). */
  limiteS: number;
}

export interface OpcionesEnvio {
  /** Not before this instant (the unlock delay). */
  despuesDe?: Date;
  /** At most one queued job per key (the same unlock request enqueued twice is one job). */
  clave?: string;
  /**
   * Enqueue inside this transaction: the job exists exactly when the action that caused it
   * committed (no action without its job, no job without its action).
   */
  trx?: Transaction<Database>;
}

/** A job that used up its attempts (the dead-letter list an admin sees). */
export interface TrabajoFallido {
  id: string;
  nombre: NombreTrabajo;
  datos: unknown;
  error: string;
  intentos: number;
  creadoEn: string;
  fallidoEn: string;
}

export interface ConteoTrabajos {
  cola: string;
  estado: string;
  total: number;
}

/** A recurring job: the runner enqueues it every `cadaMinutos` minutes, once for everyone. */
export interface Programa {
  nombre: NombreTrabajo;
  cadaMinutos: number;
}

/**
 * The queue behind the jobs, one per server instance: pg-boss on PostgreSQL (several
 * instances share it, each job runs once), a single-process runner on SQLite.
 */
export interface ColaTrabajos {
  readonly motor: 'pg-boss' | 'sqlite';
  enviar<N extends NombreTrabajo>(
    nombre: N,
    datos: DatosTrabajos[N],
    opciones?: OpcionesEnvio,
  ): Promise<void>;
  /** Starts working: handlers registered, recurring jobs scheduled. */
  iniciar(manejadores: Manejadores, programas: readonly Programa[]): Promise<void>;
  /** Stops taking jobs and waits (bounded) for the ones running. */
  detener(): Promise<void>;
  fallidos(limite: number): Promise<TrabajoFallido[]>;
  /** Queues a failed job again as a new job; false when there is no such failed job. */
  reintentar(id: string): Promise<boolean>;
  /** Whether a job of this kind whose data contains `datos` is queued or running. */
  vivo(nombre: NombreTrabajo, datos: Record<string, string>): Promise<boolean>;
  /** Jobs by queue and state (metrics, the admin's view). */
  conteos(): Promise<ConteoTrabajos[]>;
}

export type BaseDatos = Kysely<Database>;
