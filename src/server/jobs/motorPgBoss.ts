import { PgBoss, fromKysely } from 'pg-boss';
import type { Job, JobResult, KyselyTransactionLike } from 'pg-boss';
import { esperaAntesDe, mensajeDeError, POLITICAS } from './politicas';
import type { Politicas } from './politicas';
import type {
  ColaTrabajos,
  ConteoTrabajos,
  DatosTrabajos,
  Manejadores,
  NombreTrabajo,
  OpcionesEnvio,
  Programa,
  TrabajoFallido,
} from './tipos';
import { esNombreTrabajo, NOMBRES_TRABAJO, TrabajoInterrumpido } from './tipos';

/** Where every job that used up its attempts is copied (pg-boss's dead-letter queue). */
const COLA_FALLIDOS = 'fallidos';

export interface OpcionesMotorPgBoss {
  connectionString: string;
  log?: { info(o: object, m: string): void; error(o: object, m: string): void };
  /** Retries per kind (default POLITICAS); a bench or test may shorten the waits. */
  politicas?: Politicas;
}

/** Every `cadaMinutos` as a cron expression (pg-boss schedules by cron, once per cluster). */
function cronCada(minutos: number): string {
  if (minutos < 60) return `*/${minutos} * * * *`;
  return `0 */${Math.max(1, Math.round(minutos / 60))} * * *`;
}

/**
 * The job queue on PostgreSQL: pg-boss (docs/trabajos.md says why). Every instance works
 * every queue; pg-boss hands each job to one worker (SKIP LOCKED), retries it with backoff
 * when it fails or its worker dies (expiry / missed heartbeats), and copies a job out of
 * attempts to the `fallidos` queue, which no one works: that is the list an admin sees.
 */
export class MotorPgBoss implements ColaTrabajos {
  readonly motor = 'pg-boss';
  private readonly boss: PgBoss;
  private iniciado = false;
  private readonly politicas: Politicas;

  constructor(private readonly opciones: OpcionesMotorPgBoss) {
    this.boss = new PgBoss({
      connectionString: opciones.connectionString,
      application_name: 'plataforma-trabajos',
      max: 4,
    });
    this.politicas = opciones.politicas ?? POLITICAS;
    this.boss.on('error', (error) => opciones.log?.error({ err: error }, 'pg-boss: error'));
  }

  async enviar<N extends NombreTrabajo>(
    nombre: N,
    datos: DatosTrabajos[N],
    opciones: OpcionesEnvio = {},
  ): Promise<void> {
    await this.boss.send(nombre, datos as object, {
      ...(opciones.despuesDe ? { startAfter: opciones.despuesDe } : {}),
      ...(opciones.clave ? { singletonKey: opciones.clave } : {}),
      // Kysely's transaction runs pg-boss's INSERT: the job commits with the action.
      ...(opciones.trx ? { db: fromKysely(opciones.trx as unknown as KyselyTransactionLike) } : {}),
    });
  }

  async iniciar(manejadores: Manejadores, programas: readonly Programa[]): Promise<void> {
    await this.boss.start();
    this.iniciado = true;
    await this.crearCola(COLA_FALLIDOS, {});
    for (const nombre of NOMBRES_TRABAJO) {
      const p = this.politicas[nombre];
      await this.crearCola(nombre, {
        retryLimit: p.reintentos,
        retryDelay: p.esperaS,
        retryBackoff: true,
        retryDelayMax: 3600,
        expireInSeconds: p.limiteS,
        ...(p.latidoS ? { heartbeatSeconds: p.latidoS } : {}),
        deadLetter: COLA_FALLIDOS,
      });
      // A batch per poll, each job settled on its own (perJobResults): a burst of unlock
      // requests from a whole class is approved in a few polls, not one job per second.
      await this.boss.work<DatosTrabajos[typeof nombre]>(
        nombre,
        { pollingIntervalSeconds: 1, batchSize: p.lote ?? 1, perJobResults: true },
        async (jobs) => {
          const resultados: JobResult[] = [];
          for (const job of jobs) resultados.push(await this.ejecutar(nombre, job, manejadores));
          return resultados;
        },
      );
    }
    for (const p of programas) {
      await this.boss.schedule(p.nombre, cronCada(p.cadaMinutos), {}, { tz: 'America/Bogota' });
    }
  }

  private async crearCola(nombre: string, opciones: Parameters<PgBoss['createQueue']>[1]) {
    // Several instances start at once: the second one finds it created.
    if (await this.boss.getQueue(nombre)) return;
    try {
      await this.boss.createQueue(nombre, opciones);
    } catch (error) {
      if (!(await this.boss.getQueue(nombre))) throw error;
    }
  }

  private async ejecutar<N extends NombreTrabajo>(
    nombre: N,
    job: Job<DatosTrabajos[N]>,
    manejadores: Manejadores,
  ): Promise<JobResult> {
    const reintentos = this.politicas[nombre].reintentos;
    const contexto = {
      id: job.id,
      intento: job.retryCount + 1,
      ultimo: job.retryCount >= reintentos,
    };
    try {
      await (manejadores[nombre] as (d: unknown, c: object) => Promise<void>)(job.data, contexto);
      return { id: job.id, status: 'completed' };
    } catch (error) {
      if (error instanceof TrabajoInterrumpido) {
        // Given back as a fresh job, available at once; this one completes.
        await this.boss.send(nombre, job.data as object);
        return { id: job.id, status: 'completed' };
      }
      const espera = contexto.ultimo
        ? null
        : esperaAntesDe(this.politicas[nombre], contexto.intento);
      this.opciones.log?.error(
        { err: error, trabajo: nombre, id: job.id, intento: contexto.intento, esperaS: espera },
        contexto.ultimo ? 'trabajo fallido: sin más reintentos' : 'trabajo falló; se reintentará',
      );
      // Kept as the job's output: the admin's list shows its message.
      return { id: job.id, status: 'failed', output: { message: mensajeDeError(error) } };
    }
  }

  async detener(): Promise<void> {
    if (!this.iniciado) return;
    this.iniciado = false;
    await this.boss.stop({ graceful: true, timeout: 10_000, close: true });
  }

  async fallidos(limite: number): Promise<TrabajoFallido[]> {
    const jobs = await this.boss.findJobs<object>(COLA_FALLIDOS, { queued: true, limit: limite });
    return jobs
      .filter((j) => esNombreTrabajo(j.sourceName))
      .map((j) => ({
        id: j.id,
        nombre: j.sourceName as NombreTrabajo,
        datos: j.data,
        error: salidaComoTexto(j.sourceOutput),
        intentos: (j.sourceRetryCount ?? 0) + 1,
        creadoEn: (j.sourceCreatedOn ?? j.createdOn).toISOString(),
        fallidoEn: j.createdOn.toISOString(),
      }))
      .sort((a, b) => b.fallidoEn.localeCompare(a.fallidoEn));
  }

  async reintentar(id: string): Promise<boolean> {
    const [job] = await this.boss.findJobs<object>(COLA_FALLIDOS, { id });
    if (!job || !esNombreTrabajo(job.sourceName)) return false;
    const nombre = job.sourceName;
    await this.enviar(nombre, job.data as DatosTrabajos[typeof nombre]);
    await this.boss.deleteJob(COLA_FALLIDOS, id);
    return true;
  }

  async vivo(nombre: NombreTrabajo, datos: Record<string, string>): Promise<boolean> {
    const jobs = await this.boss.findJobs(nombre, { data: datos });
    return jobs.some((j) => j.state === 'created' || j.state === 'retry' || j.state === 'active');
  }

  async conteos(): Promise<ConteoTrabajos[]> {
    const salida: ConteoTrabajos[] = [];
    for (const nombre of [...NOMBRES_TRABAJO, COLA_FALLIDOS]) {
      const [s] = await this.boss.getQueueStats(nombre);
      if (!s) continue;
      salida.push(
        { cola: nombre, estado: 'diferido', total: s.deferredCount },
        { cola: nombre, estado: 'listo', total: s.readyCount },
        { cola: nombre, estado: 'activo', total: s.activeCount },
        { cola: nombre, estado: 'fallido', total: s.failedCount },
      );
    }
    return salida;
  }
}

/** pg-boss keeps a thrown error as `{ message, stack, … }`: the admin sees the message. */
function salidaComoTexto(salida: object | null): string {
  if (salida && 'message' in salida && typeof salida.message === 'string') return salida.message;
  return salida ? JSON.stringify(salida).slice(0, 2000) : '';
}
