import type { Kysely } from 'kysely';
import { ENLACES_NOTIFICACION } from '@shared/domain/notificaciones';
import type { EventoNotificacion } from '@shared/domain/notificaciones';
import type { Database } from '../../db/schema';
import { NotificacionesRepository } from './repository';

/** Who gets a notification: named users, or a group the repository resolves in SQL. */
export type Destinatarios =
  | { usuarios: readonly string[] }
  /** Everyone assigned to the course (a new lesson), but the one who caused it. */
  | { asignadosDelCurso: string; excepto: string | null }
  /** A topic's author and repliers (a new reply), but the one who replied. */
  | { participantesDelTema: string; excepto: string }
  /** Who answers for the course's unlock requests (admins, its tutors), but the asker. */
  | { revisoresDelCurso: string; excepto: string };

/** Where a failed notification is reported: Fastify's request or app logger fits. */
export interface RegistroFallos {
  warn(obj: object, msg: string): void;
}

/**
 * Where `notificar` queues its fan-out, per database handle: startServer registers the
 * instance's job queue (docs/trabajos.md). Without one (a script, a unit test) it writes
 * directly, as before.
 */
export interface ColaNotificaciones {
  enviar(
    nombre: 'notificacion',
    datos: { destinatarios: Destinatarios; evento: EventoNotificacion; creadoEn: string },
  ): Promise<void>;
}
const colas = new WeakMap<Kysely<Database>, ColaNotificaciones>();

export function registrarColaNotificaciones(db: Kysely<Database>, cola: ColaNotificaciones) {
  colas.set(db, cola);
}

/**
 * Stores one notification for its recipients now, in `db` (which may be a transaction);
 * throws on failure. The `notificacion` job runs this; so does the unlock approval, inside
 * the transaction that approves, so that an approval and its notification exist together.
 */
export async function escribirNotificacion(
  db: Kysely<Database>,
  a: Destinatarios,
  evento: EventoNotificacion,
  creadoEn: string,
): Promise<void> {
  const repo = new NotificacionesRepository(db);
  const n = { tipo: evento.tipo, datos: JSON.stringify(evento.datos), creadoEn };
  if ('usuarios' in a) await repo.aUsuarios(a.usuarios, n);
  else if ('asignadosDelCurso' in a)
    await repo.aAsignadosDelCurso(a.asignadosDelCurso, a.excepto, n);
  else if ('participantesDelTema' in a)
    await repo.aParticipantesDelTema(a.participantesDelTema, a.excepto, n);
  else await repo.aRevisoresDelCurso(a.revisoresDelCurso, a.excepto, n);
}

/**
 * Notifies the recipients of an action. Never throws: a notification is a side note of
 * the action that caused it (an assignment, a reply, a grade), which has already been
 * committed when this runs and must not fail because of it. The fan-out (one INSERT …
 * SELECT, even over a whole course) is written at once, so the person who acted sees its
 * effect on their next poll; when that write fails (a lock timeout, a database restarting)
 * it becomes a `notificacion` job, retried with backoff and listed to admins if it never
 * succeeds (docs/trabajos.md). Only a failure to queue it as well is merely logged.
 */
export async function notificar(
  db: Kysely<Database>,
  a: Destinatarios,
  evento: EventoNotificacion,
  log?: RegistroFallos,
): Promise<void> {
  const creadoEn = ahoraIso();
  const registro = log ?? consolaComoRegistro;
  try {
    await escribirNotificacion(db, a, evento, creadoEn);
    return;
  } catch (error) {
    registro.warn({ err: error, tipo: evento.tipo }, 'notificación no guardada; se reintentará');
  }
  try {
    const cola = colas.get(db);
    if (!cola) throw new Error('sin cola de trabajos');
    await cola.enviar('notificacion', { destinatarios: a, evento, creadoEn });
  } catch (error) {
    registro.warn({ err: error, tipo: evento.tipo }, 'no se pudo guardar una notificación');
  }
}

/**
 * "Curso asignado" for each course assigned to the user since `desde` (taken just before
 * the assignment): courses the user already held are not announced again.
 */
export async function notificarCursosAsignados(
  db: Kysely<Database>,
  usuarioId: string,
  desde: string,
  log?: RegistroFallos,
): Promise<void> {
  try {
    const nuevos = await new NotificacionesRepository(db).asignadosDesde(usuarioId, desde);
    for (const c of nuevos) {
      await notificar(
        db,
        { usuarios: [usuarioId] },
        {
          tipo: 'cursoAsignado',
          datos: { enlace: ENLACES_NOTIFICACION.curso(c.id), cursoId: c.id, curso: c.nombre },
        },
        log,
      );
    }
  } catch (error) {
    (log ?? consolaComoRegistro).warn({ err: error }, 'no se pudo avisar de cursos asignados');
  }
}

/**
 * "Curso asignado" after a bulk assignment: per course, one INSERT … SELECT for the users
 * it reached since `desde` (taken just before the action); those who held it already had
 * an older date and hear nothing.
 */
export async function notificarCursosAsignadosEnBloque(
  db: Kysely<Database>,
  cursoIds: readonly string[],
  desde: string,
  log?: RegistroFallos,
): Promise<void> {
  const repo = new NotificacionesRepository(db);
  try {
    for (const c of await repo.nombresDeCursos([...new Set(cursoIds)])) {
      const datos = { enlace: ENLACES_NOTIFICACION.curso(c.id), cursoId: c.id, curso: c.nombre };
      await repo.aAsignadosDesde(c.id, desde, {
        tipo: 'cursoAsignado',
        datos: JSON.stringify(datos),
        creadoEn: ahoraIso(),
      });
    }
  } catch (error) {
    (log ?? consolaComoRegistro).warn({ err: error }, 'no se pudo avisar de cursos asignados');
  }
}

/**
 * "Curso desbloqueado" to the learner whose unlock request is being approved, written in
 * the approving transaction `trx` (throws with it: approval and notice go together).
 */
export async function notificarDesbloqueoEn(
  trx: Kysely<Database>,
  usuarioId: string,
  cursoId: string,
  creadoEn: string,
): Promise<void> {
  const { curso } = await new NotificacionesRepository(trx).nombres(cursoId, usuarioId);
  await escribirNotificacion(
    trx,
    { usuarios: [usuarioId] },
    {
      tipo: 'cursoDesbloqueado',
      datos: { enlace: ENLACES_NOTIFICACION.curso(cursoId), cursoId, curso },
    },
    creadoEn,
  );
}

/** "Solicitud de desbloqueo" to those who answer for the course (admins, its tutors). */
export async function notificarSolicitudDesbloqueo(
  db: Kysely<Database>,
  solicitanteId: string,
  cursoId: string,
  log?: RegistroFallos,
): Promise<void> {
  await notificarConNombres(db, cursoId, solicitanteId, log, (curso, solicitante) => ({
    a: { revisoresDelCurso: cursoId, excepto: solicitanteId },
    evento: {
      tipo: 'solicitudDesbloqueo',
      datos: { enlace: ENLACES_NOTIFICACION.curso(cursoId), cursoId, curso, solicitante },
    },
  }));
}

/** A grade just stored, as the notifications of it need it. */
export interface CalificacionNotificada {
  usuarioId: string;
  evaluacionId: string;
  evaluacion: string;
  puntaje: number;
  aprobado: boolean;
  /** The certificate this grade issued (the course's first approval), else null. */
  certificado: { id: string; curso: string } | null;
}

/** "Intento calificado", and "certificado emitido" when the grade issued one. */
export async function notificarCalificacion(
  db: Kysely<Database>,
  c: CalificacionNotificada,
  log?: RegistroFallos,
): Promise<void> {
  const a = { usuarios: [c.usuarioId] };
  await notificar(
    db,
    a,
    {
      tipo: 'intentoCalificado',
      datos: {
        enlace: ENLACES_NOTIFICACION.evaluacion(c.evaluacionId),
        evaluacionId: c.evaluacionId,
        evaluacion: c.evaluacion,
        puntaje: c.puntaje,
        aprobado: c.aprobado,
      },
    },
    log,
  );
  if (!c.certificado) return;
  await notificar(
    db,
    a,
    {
      tipo: 'certificadoEmitido',
      datos: {
        enlace: ENLACES_NOTIFICACION.certificados(),
        certificadoId: c.certificado.id,
        curso: c.certificado.curso,
      },
    },
    log,
  );
}

async function notificarConNombres(
  db: Kysely<Database>,
  cursoId: string,
  usuarioId: string,
  log: RegistroFallos | undefined,
  armar: (curso: string, usuario: string) => { a: Destinatarios; evento: EventoNotificacion },
): Promise<void> {
  try {
    const { curso, usuario } = await new NotificacionesRepository(db).nombres(cursoId, usuarioId);
    const { a, evento } = armar(curso, usuario);
    await notificar(db, a, evento, log);
  } catch (error) {
    (log ?? consolaComoRegistro).warn({ err: error, cursoId }, 'no se pudo notificar');
  }
}

function ahoraIso(): string {
  return new Date().toISOString();
}

/** Outside a request (a job without a logger), a failure still leaves a trace. */
const consolaComoRegistro: RegistroFallos = {
  warn: (obj, msg) => console.warn(msg, obj),
};
