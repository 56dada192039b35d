import type { Kysely } from 'kysely';
import { ROL_ADMINISTRADOR } from '@shared/domain/permisos';
import type { Database } from '../../db/schema';

/**
 * The monitor's reads (docs/monitor.md). It owns no table: every query reads other
 * modules' tables (courses, users, progress, grades, certificates), which a read may do.
 * Each query is bounded by one course and uses an index (0002, 0003, 0014, 0021).
 */

export interface FilaCurso {
  id: string;
  codigo: string;
  nombre: string;
}

export interface FilaLeccion {
  id: string;
  nombre: string;
  creado_en: string;
}

export interface FilaAprendiz {
  id: string;
  nombre: string;
  apellidos: string;
  email: string;
  custom_data: string;
  asignado_en: string;
}

export interface FilaProgresoMonitor {
  usuario_id: string;
  multimedia_id: string;
  progreso: string;
  porcentaje: number;
  fecha: string;
  actualizado_en: string;
}

export interface FilaNotas {
  usuario_id: string;
  intentos: number;
  mejor: number;
  aprobadas: number;
  ultima: string;
}

export interface FilaCertificado {
  usuario_id: string;
  numero: number;
  emitido_en: string;
}

export function cursoMonitor(db: Kysely<Database>, cursoId: string) {
  return db
    .selectFrom('cursos')
    .select(['id', 'codigo', 'nombre'])
    .where('id', '=', cursoId)
    .executeTakeFirst();
}

export function leccionesMonitor(db: Kysely<Database>, cursoId: string): Promise<FilaLeccion[]> {
  return db
    .selectFrom('multimedias')
    .select(['id', 'nombre', 'creado_en'])
    .where('curso_id', '=', cursoId)
    .execute();
}

/**
 * The roles whose holders read the monitor (ADMINISTRADOR, and any role with
 * informes.consultar — the Tutor): their members assigned to a course are its staff, not
 * its learners, so they get no row.
 */
async function rolesDePersonal(db: Kysely<Database>): Promise<string[]> {
  const filas = await db
    .selectFrom('roles')
    .leftJoin('rol_permisos', (j) =>
      j.onRef('rol_permisos.rol_id', '=', 'roles.id').on('rol_permisos.vista', '=', 'informes'),
    )
    .select('roles.id')
    .where((eb) =>
      eb.or([eb('roles.nombre', '=', ROL_ADMINISTRADOR), eb('rol_permisos.consultar', '=', 1)]),
    )
    .execute();
  return filas.map((f) => f.id);
}

/** The course's learners: users assigned to it, staff left out; optionally one of them. */
export async function aprendicesMonitor(
  db: Kysely<Database>,
  cursoId: string,
  usuarioId?: string,
): Promise<FilaAprendiz[]> {
  const personal = await rolesDePersonal(db);
  let q = db
    .selectFrom('usuario_cursos')
    .innerJoin('usuarios', 'usuarios.id', 'usuario_cursos.usuario_id')
    .select([
      'usuarios.id',
      'usuarios.nombre',
      'usuarios.apellidos',
      'usuarios.email',
      'usuarios.custom_data',
      'usuario_cursos.asignado_en',
    ])
    .where('usuario_cursos.curso_id', '=', cursoId);
  if (personal.length > 0) q = q.where('usuarios.rol_id', 'not in', personal);
  if (usuarioId !== undefined) q = q.where('usuarios.id', '=', usuarioId);
  return q.execute();
}

/**
 * Every progress row on the course's lessons (or one learner's): a few contiguous ranges of
 * the covering index by lesson (0021). Rows of users who are not the course's learners any
 * more are read too and left out by the caller, which is cheaper than checking each row's
 * assignment here.
 */
export async function progresosMonitor(
  db: Kysely<Database>,
  leccionIds: readonly string[],
  usuarioId?: string,
): Promise<FilaProgresoMonitor[]> {
  if (leccionIds.length === 0) return [];
  let q = db
    .selectFrom('progresos')
    .select(['usuario_id', 'multimedia_id', 'progreso', 'porcentaje', 'fecha', 'actualizado_en'])
    .where('multimedia_id', 'in', leccionIds);
  if (usuarioId !== undefined) q = q.where('usuario_id', '=', usuarioId);
  return q.execute();
}

/** Per learner, their grade records on the course's evaluations (attempts and by hand). */
export async function notasMonitor(db: Kysely<Database>, cursoId: string): Promise<FilaNotas[]> {
  const filas = await db
    .selectFrom('calificaciones')
    .innerJoin('evaluaciones', 'evaluaciones.id', 'calificaciones.evaluacion_id')
    .select((eb) => [
      'calificaciones.usuario_id',
      eb.fn.countAll<number>().as('intentos'),
      eb.fn.max('calificaciones.puntaje_estudiante').as('mejor'),
      eb.fn
        .sum<number>(eb.case().when('calificaciones.codigo', '=', 'A').then(1).else(0).end())
        .as('aprobadas'),
      eb.fn.max('calificaciones.creado_en').as('ultima'),
    ])
    .where('evaluaciones.curso_id', '=', cursoId)
    .groupBy('calificaciones.usuario_id')
    .execute();
  return filas.map((f) => ({
    usuario_id: f.usuario_id,
    intentos: Number(f.intentos),
    mejor: Number(f.mejor),
    aprobadas: Number(f.aprobadas),
    ultima: String(f.ultima),
  }));
}

/** The course's certificates in force (a revoked one does not count). */
export function certificadosMonitor(
  db: Kysely<Database>,
  cursoId: string,
): Promise<FilaCertificado[]> {
  return db
    .selectFrom('certificados')
    .select(['usuario_id', 'numero', 'emitido_en'])
    .where('curso_id', '=', cursoId)
    .where('revocado_en', 'is', null)
    .orderBy('emitido_en')
    .execute();
}
