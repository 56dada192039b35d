import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { ROL_ESTUDIANTE } from '@shared/domain/permisos';
import type { Dialecto } from '../../db/database';
import { ID_ROL_ESTUDIANTE } from '../../db/migrations/0007_roles_iniciales';
import type { Database, UsuariosTable } from '../../db/schema';
import { HttpError } from '../../errors';
import { filaCuentaPropia } from './filaNueva';
import { normalizarEmail } from '@shared/domain/email';

export const MENSAJE_EMAIL_DUPLICADO = 'Ya existe un usuario con ese email.';
export const MENSAJE_DOCUMENTO_DUPLICADO = 'Ya existe un usuario con ese documento.';
export const MENSAJE_CURSO_NO_ENCONTRADO = 'Error Curso no encontrado';
export const MENSAJE_SELECCIONAR_CURSO = 'Debes seleccionar un curso';

export interface NuevoEstudiante {
  email: string;
  nombre: string;
  apellidos: string;
  tipoIdentificacion: string;
  identificacion: string;
  passwordHash: string;
  customData: Record<string, unknown>;
  cursoId: string;
}

/** The queries of signup: the learner and their chosen course, in one transaction. */
export class SignupRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialecto: Dialecto,
  ) {}

  /**
   * Creates the learner (role Estudiante, email verified, policies accepted) and assigns
   * the course, or nothing at all. Refusals are HttpErrors thrown inside the transaction,
   * so a refused signup never leaves a user without a course.
   */
  async crearEstudiante(input: NuevoEstudiante): Promise<UsuariosTable> {
    try {
      return await this.db.transaction().execute((trx) => this.crearEn(trx, input));
    } catch (error) {
      // Two signups with one email at once: the unique index refused the second insert.
      if (!(error instanceof HttpError) && (await this.emailExiste(input.email))) {
        throw new HttpError('CONFLICTO', MENSAJE_EMAIL_DUPLICADO);
      }
      throw error;
    }
  }

  private async crearEn(trx: Transaction<Database>, input: NuevoEstudiante) {
    if (this.dialecto === 'postgres') {
      // No unique index guards the document (older rows may repeat one); this lock makes
      // concurrent signups with the same document check one after the other. SQLite
      // already runs one write transaction at a time.
      const llave = `signup:${input.tipoIdentificacion}:${input.identificacion}`;
      await sql`select pg_advisory_xact_lock(hashtext(${llave}))`.execute(trx);
    }
    const curso = await trx
      .selectFrom('cursos')
      .select('estado')
      .where('id', '=', input.cursoId)
      .executeTakeFirst();
    if (!curso) throw new HttpError('NO_ENCONTRADO', MENSAJE_CURSO_NO_ENCONTRADO);
    if (curso.estado !== 1) {
      throw new HttpError('VALIDACION', MENSAJE_SELECCIONAR_CURSO, {
        cursoId: MENSAJE_SELECCIONAR_CURSO,
      });
    }
    if (await this.emailExiste(input.email, trx)) {
      throw new HttpError('CONFLICTO', MENSAJE_EMAIL_DUPLICADO);
    }
    const documento = await trx
      .selectFrom('usuarios')
      .select('id')
      .where('tipo_identificacion', '=', input.tipoIdentificacion)
      .where('identificacion', '=', input.identificacion)
      .executeTakeFirst();
    if (documento) throw new HttpError('CONFLICTO', MENSAJE_DOCUMENTO_DUPLICADO);

    const ahora = new Date().toISOString();
    const row = filaCuentaPropia(
      {
        email: input.email,
        nombre: input.nombre,
        apellidos: input.apellidos,
        tipoIdentificacion: input.tipoIdentificacion,
        identificacion: input.identificacion,
        passwordHash: input.passwordHash,
        rolId: await this.rolEstudiante(trx),
        customData: input.customData,
      },
      ahora,
    );
    await trx.insertInto('usuarios').values(row).execute();
    await trx
      .insertInto('usuario_cursos')
      .values({ usuario_id: row.id, curso_id: input.cursoId, asignado_en: ahora })
      .execute();
    return row;
  }

  /** The system role Estudiante: by its fixed id, or by name on databases that had it before. */
  private async rolEstudiante(trx: Transaction<Database>): Promise<string> {
    const rol =
      (await trx
        .selectFrom('roles')
        .select('id')
        .where('id', '=', ID_ROL_ESTUDIANTE)
        .executeTakeFirst()) ??
      (await trx
        .selectFrom('roles')
        .select('id')
        .where('nombre', '=', ROL_ESTUDIANTE)
        .executeTakeFirst());
    if (!rol) throw new Error('Falta el rol Estudiante: las migraciones no se aplicaron');
    return rol.id;
  }

  private async emailExiste(email: string, trx: Kysely<Database> = this.db): Promise<boolean> {
    const row = await trx
      .selectFrom('usuarios')
      .select('id')
      .where('email_normalizado', '=', normalizarEmail(email))
      .executeTakeFirst();
    return row !== undefined;
  }
}

/** The email verification link's effect on the user: verified; their email, or none. */
export function marcarEmailVerificado(
  db: Kysely<Database>,
  usuarioId: string,
  ahora: string,
): Promise<{ email: string } | undefined> {
  return db
    .updateTable('usuarios')
    .set({ email_verificado: 1, actualizado_en: ahora })
    .where('id', '=', usuarioId)
    .returning('email')
    .executeTakeFirst();
}
