import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Expression, Kysely } from 'kysely';
import { ROL_ADMINISTRADOR } from '@shared/domain/permisos';
import { borrarLoteAntesDe } from '../../db/borrarEnLotes';
import type { Database, NotificacionesTable } from '../../db/schema';

/** A new notification's row, before its id. */
export interface NuevaNotificacion {
  tipo: string;
  datos: string;
  creadoEn: string;
}

/**
 * The notifications of users (issue 15); it owns `notificaciones`. Fan-outs to a group
 * (a course's learners, a topic's participants, a course's reviewers) are ONE
 * `INSERT … SELECT`: a lesson added to a course of 5,000 learners is one statement, not 5,000.
 */
export class NotificacionesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A fresh id per row of a fan-out: one random prefix per event joined to the recipient's
   * id, made in SQL by `||`, which both dialects know (no UUID function is portable).
   */
  private prefijo(): string {
    return `${randomBytes(9).toString('base64url')}.`;
  }

  /** To the given users (duplicates and the empty list are fine). */
  async aUsuarios(usuarioIds: readonly string[], n: NuevaNotificacion): Promise<void> {
    const unicos = [...new Set(usuarioIds)];
    if (unicos.length === 0) return;
    // Only existing users: an id of a user deleted meanwhile is skipped, not a FK error.
    await this.insertar(
      this.db
        .selectFrom('usuarios')
        .select(this.columnas(this.prefijo(), n))
        .where('usuarios.id', 'in', unicos),
    );
  }

  private async insertar(seleccion: Expression<Omit<NotificacionesTable, 'leida_en'>>) {
    await this.db
      .insertInto('notificaciones')
      .columns(['id', 'usuario_id', 'tipo', 'datos', 'creado_en'])
      .expression(seleccion)
      .execute();
  }

  /** To every user assigned to the course (active accounts), but `excepto`. */
  async aAsignadosDelCurso(cursoId: string, excepto: string | null, n: NuevaNotificacion) {
    await this.insertar(
      this.db
        .selectFrom('usuario_cursos')
        .innerJoin('usuarios', 'usuarios.id', 'usuario_cursos.usuario_id')
        .select(this.columnas(this.prefijo(), n))
        .where('usuario_cursos.curso_id', '=', cursoId)
        .where('usuarios.activo', '=', 1)
        .where('usuarios.id', '!=', excepto ?? ''),
    );
  }

  /** To every active user assigned to the course at or after `desde` (a bulk assignment). */
  async aAsignadosDesde(cursoId: string, desde: string, n: NuevaNotificacion) {
    await this.insertar(
      this.db
        .selectFrom('usuario_cursos')
        .innerJoin('usuarios', 'usuarios.id', 'usuario_cursos.usuario_id')
        .select(this.columnas(this.prefijo(), n))
        .where('usuario_cursos.curso_id', '=', cursoId)
        .where('usuario_cursos.asignado_en', '>=', desde)
        .where('usuarios.activo', '=', 1),
    );
  }

  /** To a topic's author and everyone who replied in it, but `excepto` (who just replied). */
  async aParticipantesDelTema(temaId: string, excepto: string, n: NuevaNotificacion) {
    await this.insertar(
      this.db
        .selectFrom('comentarios')
        .innerJoin('usuarios', 'usuarios.id', 'comentarios.usuario_id')
        .select(this.columnas(this.prefijo(), n))
        .distinct()
        .where((eb) => eb.or([eb('comentarios.id', '=', temaId), eb('parent_id', '=', temaId)]))
        .where('usuarios.id', '!=', excepto),
    );
  }

  /**
   * To those who answer for a course's unlock requests: ADMINISTRADOR, roles that see
   * every learner and may edit users (the permission of the requests' list), and users of
   * a 'misCursos' role (tutors) assigned to the course — but never `excepto` (the asker).
   */
  async aRevisoresDelCurso(cursoId: string, excepto: string, n: NuevaNotificacion) {
    await this.insertar(
      this.db
        .selectFrom('usuarios')
        .innerJoin('roles', 'roles.id', 'usuarios.rol_id')
        .select(this.columnas(this.prefijo(), n))
        .where('usuarios.activo', '=', 1)
        .where('usuarios.id', '!=', excepto)
        .where((eb) =>
          eb.or([
            eb('roles.nombre', '=', ROL_ADMINISTRADOR),
            eb.and([
              eb('roles.alcance', '=', 'todos'),
              eb.exists(
                eb
                  .selectFrom('rol_permisos')
                  .select('rol_permisos.rol_id')
                  .whereRef('rol_permisos.rol_id', '=', 'roles.id')
                  .where('rol_permisos.vista', '=', 'usuarios')
                  .where('rol_permisos.editar', '=', 1),
              ),
            ]),
            eb.and([
              eb('roles.alcance', '=', 'misCursos'),
              eb.exists(
                eb
                  .selectFrom('usuario_cursos')
                  .select('usuario_cursos.usuario_id')
                  .whereRef('usuario_cursos.usuario_id', '=', 'usuarios.id')
                  .where('usuario_cursos.curso_id', '=', cursoId),
              ),
            ]),
          ]),
        ),
    );
  }

  /**
   * The notification's columns for each recipient row of a SELECT that joins `usuarios`:
   * the recipient is `usuarios.id`, the rest are the event's constants.
   */
  private columnas(prefijo: string, n: NuevaNotificacion) {
    return [
      sql<string>`${prefijo} || usuarios.id`.as('id'),
      sql<string>`usuarios.id`.as('usuario_id'),
      sql<string>`${n.tipo}`.as('tipo'),
      sql<string>`${n.datos}`.as('datos'),
      sql<string>`${n.creadoEn}`.as('creado_en'),
    ];
  }

  /**
   * The courses assigned to the user at or after `desde` (the assignment just made; those
   * held before keep their older date), with their names for the sentence.
   */
  async asignadosDesde(
    usuarioId: string,
    desde: string,
  ): Promise<{ id: string; nombre: string }[]> {
    return this.db
      .selectFrom('usuario_cursos')
      .innerJoin('cursos', 'cursos.id', 'usuario_cursos.curso_id')
      .select(['cursos.id', 'cursos.nombre'])
      .where('usuario_cursos.usuario_id', '=', usuarioId)
      .where('usuario_cursos.asignado_en', '>=', desde)
      .orderBy('cursos.nombre')
      .execute();
  }

  /** The names of these courses (for the sentences of a bulk assignment). */
  async nombresDeCursos(cursoIds: readonly string[]): Promise<{ id: string; nombre: string }[]> {
    if (cursoIds.length === 0) return [];
    return this.db
      .selectFrom('cursos')
      .select(['id', 'nombre'])
      .where('id', 'in', [...cursoIds])
      .execute();
  }

  /** A course's name and an unlock requester's full name (for an event's sentence). */
  async nombres(cursoId: string, usuarioId: string): Promise<{ curso: string; usuario: string }> {
    const curso = await this.db
      .selectFrom('cursos')
      .select('nombre')
      .where('id', '=', cursoId)
      .executeTakeFirst();
    const usuario = await this.db
      .selectFrom('usuarios')
      .select(['nombre', 'apellidos'])
      .where('id', '=', usuarioId)
      .executeTakeFirst();
    return {
      curso: curso?.nombre ?? '',
      usuario: usuario ? `${usuario.nombre} ${usuario.apellidos}`.trim() : '',
    };
  }

  /** One page of a user's notifications, newest first, and how many they have. */
  async pagina(
    usuarioId: string,
    pagina: number,
    limite: number,
  ): Promise<{ filas: NotificacionesTable[]; total: number }> {
    const filas = await this.db
      .selectFrom('notificaciones')
      .selectAll()
      .where('usuario_id', '=', usuarioId)
      .orderBy('creado_en', 'desc')
      .orderBy('id', 'desc')
      .limit(limite)
      .offset((pagina - 1) * limite)
      .execute();
    const { total } = await this.db
      .selectFrom('notificaciones')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('usuario_id', '=', usuarioId)
      .executeTakeFirstOrThrow();
    return { filas, total: Number(total) };
  }

  /** The bell's number: served by the partial index of unread rows (migration 0024). */
  async noLeidas(usuarioId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('notificaciones')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('usuario_id', '=', usuarioId)
      .where('leida_en', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Whether the user has a notification with this id (someone else's reads as none). */
  async existe(usuarioId: string, id: string): Promise<boolean> {
    const fila = await this.db
      .selectFrom('notificaciones')
      .select('id')
      .where('id', '=', id)
      .where('usuario_id', '=', usuarioId)
      .executeTakeFirst();
    return fila !== undefined;
  }

  /** Marks one as read (keeps the first reading's time). */
  async marcarLeida(usuarioId: string, id: string, ahora: string): Promise<void> {
    await this.db
      .updateTable('notificaciones')
      .set({ leida_en: ahora })
      .where('id', '=', id)
      .where('usuario_id', '=', usuarioId)
      .where('leida_en', 'is', null)
      .execute();
  }

  /** Marks every unread one of the user as read; answers how many it marked. */
  async marcarTodas(usuarioId: string, ahora: string): Promise<number> {
    const r = await this.db
      .updateTable('notificaciones')
      .set({ leida_en: ahora })
      .where('usuario_id', '=', usuarioId)
      .where('leida_en', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** Retention: drops the user's notifications created before `antesDe`. */
  async purgar(usuarioId: string, antesDe: string): Promise<void> {
    await this.db
      .deleteFrom('notificaciones')
      .where('usuario_id', '=', usuarioId)
      .where('creado_en', '<', antesDe)
      .execute();
  }

  /** Retention for everyone (jobs/limpieza.ts): one batch of rows created before `antesDe`. */
  borrarAntesDe(antesDe: string, filas?: number): Promise<number> {
    return borrarLoteAntesDe(this.db, 'notificaciones', 'creado_en', antesDe, filas);
  }
}
