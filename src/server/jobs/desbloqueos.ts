import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AuditoriaRepository } from '../modules/auditoria';
import { SolicitudesRepository } from '../modules/cursos';
import { notificarDesbloqueo } from '../modules/notificaciones';
import { AsignacionesRepository } from '../modules/usuarios';

export interface OpcionesDesbloqueos {
  /** How often due requests are looked for. */
  intervaloMs?: number;
  /** Requests handled per round (the rest wait for the next one). */
  lote?: number;
  now?: () => number;
  /** Where a failed round is reported (the job keeps running). */
  alFallar?: (error: unknown) => void;
}

/**
 * Approves course-unlock requests once they are due (spec 4: "enabled after about
 * 1 minute"). State lives in the database, not in timers, so requests left pending by a
 * restart are approved after the next start, and several instances on one PostgreSQL may
 * all run this job: each request is claimed by a conditional UPDATE and only the instance
 * whose UPDATE changed the row assigns the course, in the same transaction.
 */
export class DesbloqueosJob {
  private timer: NodeJS.Timeout | null = null;
  private enCurso: Promise<number> | null = null;
  private readonly intervaloMs: number;
  private readonly lote: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly opciones: OpcionesDesbloqueos = {},
  ) {
    this.intervaloMs = opciones.intervaloMs ?? 1000;
    this.lote = opciones.lote ?? 100;
    this.now = opciones.now ?? Date.now;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.ronda(), this.intervaloMs);
    // Never keeps the process alive by itself (CLI exit, tests).
    this.timer.unref();
    void this.ronda();
  }

  /** Stops the timer and waits for a round in progress (the database closes right after). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.enCurso?.catch(() => 0);
  }

  /** One round unless one is still running (a slow database must not pile rounds up). */
  private async ronda(): Promise<void> {
    if (this.enCurso) return;
    this.enCurso = this.procesar();
    try {
      await this.enCurso;
    } catch (error) {
      this.opciones.alFallar?.(error);
    } finally {
      this.enCurso = null;
    }
  }

  /** Approves the due requests; answers how many THIS call approved. */
  async procesar(): Promise<number> {
    const ahora = new Date(this.now()).toISOString();
    const vencidas = await new SolicitudesRepository(this.db).vencidas(ahora, this.lote);
    let aprobadas = 0;
    for (const s of vencidas) {
      if (!(await this.aprobar(s, ahora))) continue;
      aprobadas += 1;
      // After the approval committed, and only by the instance that claimed it.
      await notificarDesbloqueo(this.db, s.usuario_id, s.curso_id);
    }
    return aprobadas;
  }

  private aprobar(
    s: { id: string; usuario_id: string; curso_id: string },
    ahora: string,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // The claim: on PostgreSQL a concurrent instance blocks on the row lock, then sees
      // estado != 'pendiente' and changes nothing.
      if (!(await new SolicitudesRepository(trx).reclamar(s.id, ahora))) return false;
      await new AsignacionesRepository(trx).agregar(s.usuario_id, s.curso_id, ahora);
      // Written by the claiming instance only: one entry per approval is the proof.
      await new AuditoriaRepository(trx, () => Date.parse(ahora)).registrar({
        accion: 'curso.desbloqueado',
        usuarioId: s.usuario_id,
        detalle: { cursoId: s.curso_id, solicitudId: s.id },
      });
      return true;
    });
  }
}
