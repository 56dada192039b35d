import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Usuario } from '@shared/api';
import type { Database, UsuariosTable } from '../../db/schema';
import { HttpError } from '../../errors';
import type { RolesRepository } from '../roles/repository';
import { aUsuario, normalizarEmail } from './mapping';

export interface NuevoUsuario {
  email: string;
  nombre: string;
  apellidos: string;
  passwordHash: string;
  rolId: string;
  tipoIdentificacion?: string | null;
  identificacion?: string | null;
  emailVerificado: boolean;
  aceptaPoliticas: boolean;
  debeCambiarPassword?: boolean;
  customData?: Record<string, unknown>;
}

/** Users: the queries behind accounts and sessions. */
export class UsuariosRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly roles: RolesRepository,
  ) {}

  findRowByEmail(email: string): Promise<UsuariosTable | undefined> {
    return this.db
      .selectFrom('usuarios')
      .selectAll()
      .where('email_normalizado', '=', normalizarEmail(email))
      .executeTakeFirst();
  }

  findRowById(id: string): Promise<UsuariosTable | undefined> {
    return this.db.selectFrom('usuarios').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The API user for a row: role with permissions, assigned courses, certificates. */
  async toUsuario(row: UsuariosTable): Promise<Usuario> {
    const [rol, cursos, certificados] = await Promise.all([
      this.roles.findById(row.rol_id),
      this.db
        .selectFrom('usuario_cursos')
        .select('curso_id')
        .where('usuario_id', '=', row.id)
        .orderBy('asignado_en')
        .execute(),
      this.db
        .selectFrom('certificados')
        .select(['emitido_en', 'numero'])
        .where('usuario_id', '=', row.id)
        .where('revocado_en', 'is', null)
        .orderBy('emitido_en')
        .execute(),
    ]);
    if (!rol) throw new Error(`El usuario ${row.id} tiene un rol inexistente`);
    return aUsuario(
      row,
      rol,
      cursos.map((c) => c.curso_id),
      certificados.map((c) => ({ fecha: c.emitido_en, numero_certificado: c.numero })),
    );
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('usuarios')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Creates a user; a case-insensitively equal email is refused with 409. */
  async create(input: NuevoUsuario): Promise<string> {
    const id = randomUUID();
    const ahora = new Date().toISOString();
    const existente = await this.findRowByEmail(input.email);
    if (existente) throw new HttpError('CONFLICTO', 'Ya existe un usuario con ese email.');
    try {
      await this.db
        .insertInto('usuarios')
        .values({
          id,
          email: input.email.trim(),
          email_normalizado: normalizarEmail(input.email),
          nombre: input.nombre,
          apellidos: input.apellidos,
          tipo_identificacion: input.tipoIdentificacion ?? null,
          identificacion: input.identificacion ?? null,
          password_hash: input.passwordHash,
          rol_id: input.rolId,
          activo: 1,
          email_verificado: input.emailVerificado ? 1 : 0,
          acepta_politicas: input.aceptaPoliticas ? 1 : 0,
          debe_cambiar_password: input.debeCambiarPassword ? 1 : 0,
          custom_data: JSON.stringify(input.customData ?? {}),
          foto: null,
          version_token: 0,
          creado_en: ahora,
          actualizado_en: ahora,
          ultimo_ingreso: null,
        })
        .execute();
    } catch (error) {
      // Two concurrent creations of the same email: the unique index decides.
      if (await this.findRowByEmail(input.email)) {
        throw new HttpError('CONFLICTO', 'Ya existe un usuario con ese email.');
      }
      throw error;
    }
    return id;
  }

  async marcarIngreso(id: string): Promise<void> {
    await this.db
      .updateTable('usuarios')
      .set({ ultimo_ingreso: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }
}
