/**
 * Background jobs (docs/trabajos.md). `trabajos` is the queue of the single-process runner
 * used on SQLite (PostgreSQL uses pg-boss, in its own `pgboss` schema); `trabajos_hechos` is
 * the ledger both use so that a job retried after a crash does not repeat its effects.
 */
export interface TrabajosTabla {
  id: string;
  nombre: string;
  /** JSON of the job's data. */
  datos: string;
  estado: 'pendiente' | 'activo' | 'completado' | 'fallido';
  /** Attempts started so far. */
  intentos: number;
  max_intentos: number;
  /** Not before this instant (ISO-8601): a delay, or the wait before a retry. */
  ejecutar_en: string;
  /** De-duplication key: a second job with the same key is not queued. */
  clave: string | null;
  /** The last failure's message (kept for the admin's list of failed jobs). */
  error: string | null;
  creado_en: string;
  actualizado_en: string;
}

export interface TrabajosHechosTabla {
  /** The job's id (pg-boss's or the runner's). */
  id: string;
  nombre: string;
  hecho_en: string;
}

export interface TrabajosTablas {
  trabajos: TrabajosTabla;
  trabajos_hechos: TrabajosHechosTabla;
}
