import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AuditoriaRepository } from '../modules/auditoria';
import { SolicitudesRepository } from '../modules/cursos';
import { notificarDesbloqueoEn } from '../modules/notificaciones';
import { AsignacionesRepository } from '../modules/usuarios';
import { claveDesbloqueo } from './claves';
import type { ColaTrabajos } from './tipos';

/** A request whose job ran before it was due (a clock moved, the delay changed): retried. */
export class AunNoVence extends Error {
  override name = 'AunNoVence';
}

/**
 * Approves one course-unlock request (spec 4: "enabled after about 1 minute"): the
 * `desbloqueo` job, queued with the request and due at its `aprobar_en`. One transaction
 * claims the request (a conditional UPDATE: on PostgreSQL a concurrent one blocks on the
 * row lock, then changes nothing), assigns the course, writes the audit entry and the
 * learner's notification. So a request is approved once, with exactly one assignment and
 * one notification, however many times its job is delivered. True when this call approved.
 */
export async function aprobarSolicitud(
  db: Kysely<Database>,
  solicitudId: string,
  ahora: Date = new Date(),
): Promise<boolean> {
  const iso = ahora.toISOString();
  return db.transaction().execute(async (trx) => {
    const solicitudes = new SolicitudesRepository(trx);
    const s = await solicitudes.porId(solicitudId);
    if (!s || s.estado !== 'pendiente') return false; // approved already, or gone
    if (s.aprobar_en > iso)
      throw new AunNoVence(`La solicitud ${solicitudId} vence ${s.aprobar_en}`);
    if (!(await solicitudes.reclamar(s.id, iso))) return false;
    await new AsignacionesRepository(trx).agregar(s.usuario_id, s.curso_id, iso);
    // One entry per approval: the proof the tests and the deployment e2e count.
    await new AuditoriaRepository(trx, () => ahora.getTime()).registrar({
      accion: 'curso.desbloqueado',
      usuarioId: s.usuario_id,
      detalle: { cursoId: s.curso_id, solicitudId: s.id },
    });
    await notificarDesbloqueoEn(trx, s.usuario_id, s.curso_id, iso);
    return true;
  });
}

/**
 * Start-up and the hourly clean-up: every pending request gets its job again (keyed by the
 * request, so a queue that still holds it keeps one). Requests made before jobs existed, or
 * whose job was lost with a database restored from a backup, are approved this way.
 */
export async function encolarPendientes(db: Kysely<Database>, cola: ColaTrabajos): Promise<number> {
  const pendientes = await new SolicitudesRepository(db).pendientesParaEncolar();
  for (const s of pendientes) {
    await cola.enviar(
      'desbloqueo',
      { solicitudId: s.id },
      { despuesDe: new Date(s.aprobar_en), clave: claveDesbloqueo(s.id) },
    );
  }
  return pendientes.length;
}
