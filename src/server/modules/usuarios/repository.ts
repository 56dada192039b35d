import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Rol, Usuario } from '@shared/api';
import type { Database, UsuariosTable } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Versiones } from '../../cache/versiones';
import type { RolesRepository } from '../roles';
import { CacheCuentas } from './cuenta';
import { textoBusqueda } from './busqueda';
import { listarUsuarios } from './repositoryListado';
import type { OpcionesListado } from './repositoryListado';
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

/** What an admin may change of a user (usuarios.actualizar). */
export interface CambiosUsuario {
  email: string;
  nombre: string;
  apellidos: string;
  rolId: string;
  tipoIdentificacion: string;
  identificacion: string;
  customData: Record<string, unknown>;
  /** A new password: also bumps version_token, which ends the user's other sessions. */
  passwordHash?: string;
}

/** Users: the queries behind accounts and sessions. */
export class UsuariosRepository {
  private readonly cuentas: CacheCuentas;

  /** `versiones`: keeps each account's courses and certificates (cuenta.ts); null reads them. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly roles: RolesRepository,
    versiones: Pick<Versiones, 'vigente'> | null = null,
  ) {
    this.cuentas = new CacheCuentas(db, versiones);
  }

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

  /**
   * The API user for a row: role with permissions, assigned courses, certificates. `rol`:
   * the row's role as authentication resolved it (kept per 'principal' version, which any
   * change to a role moves), so the token check does not read it again (issue 18).
   */
  async toUsuario(row: UsuariosTable, rolConocido?: Readonly<Rol>): Promise<Usuario> {
    const [rol, { cursos, certificados }] = await Promise.all([
      rolConocido?._id === row.rol_id ? rolConocido : this.roles.findById(row.rol_id),
      this.cuentas.de(row.id),
    ]);
    if (!rol) throw new Error(`El usuario ${row.id} tiene un rol inexistente`);
    // Copies: the kept lists are shared between requests.
    return aUsuario(
      row,
      rol,
      [...cursos],
      certificados.map((c) => ({ ...c })),
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
          busqueda: textoBusqueda({
            nombre: input.nombre,
            apellidos: input.apellidos,
            email_normalizado: normalizarEmail(input.email),
            identificacion: input.identificacion ?? null,
          }),
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

  /** Many rows → API users with a fixed number of queries (a page must not cost 3 per row). */
  async toUsuarios(rows: readonly UsuariosTable[]): Promise<Usuario[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const rolIds = [...new Set(rows.map((r) => r.rol_id))];
    const [roles, cursos, certificados] = await Promise.all([
      Promise.all(rolIds.map((id) => this.roles.findById(id))),
      this.db
        .selectFrom('usuario_cursos')
        .select(['usuario_id', 'curso_id'])
        .where('usuario_id', 'in', ids)
        .orderBy('asignado_en')
        .execute(),
      this.db
        .selectFrom('certificados')
        .select(['usuario_id', 'emitido_en', 'numero'])
        .where('usuario_id', 'in', ids)
        .where('revocado_en', 'is', null)
        .orderBy('emitido_en')
        .execute(),
    ]);
    return rows.map((row) => {
      const rol = roles.find((r) => r?._id === row.rol_id);
      if (!rol) throw new Error(`El usuario ${row.id} tiene un rol inexistente`);
      return aUsuario(
        row,
        rol,
        cursos.filter((c) => c.usuario_id === row.id).map((c) => c.curso_id),
        certificados
          .filter((c) => c.usuario_id === row.id)
          .map((c) => ({ fecha: c.emitido_en, numero_certificado: c.numero })),
      );
    });
  }

  /** One page of the users list, sorted and searched in SQL (see listado.ts). */
  async listar(opciones: OpcionesListado): Promise<{ data: Usuario[]; total: number }> {
    const { filas, total } = await listarUsuarios(this.db, opciones);
    return { data: await this.toUsuarios(filas), total };
  }

  findRowByDocumento(
    tipoIdentificacion: string,
    identificacion: string,
  ): Promise<UsuariosTable | undefined> {
    return this.db
      .selectFrom('usuarios')
      .selectAll()
      .where('tipo_identificacion', '=', tipoIdentificacion)
      .where('identificacion', '=', identificacion.trim())
      .executeTakeFirst();
  }

  /** Applies an admin's edit; returns the row as it is now. */
  async actualizar(id: string, cambios: CambiosUsuario): Promise<UsuariosTable> {
    const otro = await this.findRowByEmail(cambios.email);
    if (otro && otro.id !== id) {
      throw new HttpError('CONFLICTO', 'Ya existe un usuario con ese email.');
    }
    try {
      await this.db
        .updateTable('usuarios')
        .set((eb) => ({
          email: cambios.email.trim(),
          email_normalizado: normalizarEmail(cambios.email),
          nombre: cambios.nombre,
          apellidos: cambios.apellidos,
          rol_id: cambios.rolId,
          tipo_identificacion: cambios.tipoIdentificacion,
          identificacion: cambios.identificacion,
          busqueda: textoBusqueda({
            ...cambios,
            email_normalizado: normalizarEmail(cambios.email),
          }),
          custom_data: JSON.stringify(cambios.customData),
          actualizado_en: new Date().toISOString(),
          ...(cambios.passwordHash
            ? { password_hash: cambios.passwordHash, version_token: eb('version_token', '+', 1) }
            : {}),
        }))
        .where('id', '=', id)
        .execute();
    } catch (error) {
      // The same email taken concurrently: the unique index decides.
      const duplicado = await this.findRowByEmail(cambios.email);
      if (duplicado && duplicado.id !== id) {
        throw new HttpError('CONFLICTO', 'Ya existe un usuario con ese email.');
      }
      throw error;
    }
    const row = await this.findRowById(id);
    if (!row) throw new HttpError('NO_ENCONTRADO', 'Usuario no encontrado.');
    return row;
  }

  /** Deactivating also bumps version_token: the user's open sessions end at once. */
  async cambiarEstado(id: string, activo: boolean): Promise<void> {
    await this.db
      .updateTable('usuarios')
      .set((eb) => ({
        activo: activo ? 1 : 0,
        actualizado_en: new Date().toISOString(),
        ...(activo ? {} : { version_token: eb('version_token', '+', 1) }),
      }))
      .where('id', '=', id)
      .execute();
  }

  async eliminar(id: string): Promise<void> {
    await this.db.deleteFrom('usuarios').where('id', '=', id).execute();
  }

  async contarActivosConRol(rolId: string): Promise<number> {
    const row = await this.db
      .selectFrom('usuarios')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rol_id', '=', rolId)
      .where('activo', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Issued certificates, revoked ones included: both must keep pointing at their owner. */
  async contarCertificados(id: string): Promise<number> {
    const row = await this.db
      .selectFrom('certificados')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('usuario_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
