import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { MENSAJE_INSTALACION_COMPLETA } from '@shared/api';
import { ROL_ADMINISTRADOR } from '@shared/domain/permisos';
import type { Dialecto } from '../../db/database';
import type { Database, UsuariosTable } from '../../db/schema';
import { HttpError } from '../../errors';
import { filaCuentaPropia } from './filaNueva';
import { MENSAJE_EMAIL_DUPLICADO } from './repositoryAltas';
import { normalizarEmail } from './mapping';

export interface NuevoPrimerAdmin {
  email: string;
  nombre: string;
  apellidos: string;
  passwordHash: string;
}

/** The queries of the first-start installation: is there a user, and the first admin. */
export class InstalacionRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialecto: Dialecto,
  ) {}

  /**
   * Whether the installation has its administrator. Not "any user": `npm start -- --demo`
   * seeds the demo learner on the very first start, before anyone could fill the form,
   * and that learner must not close the installation. Administrators cannot be deleted or
   * demoted (usuarios/reglas), so once one exists this stays true.
   */
  async hayAdministrador(trx: Kysely<Database> = this.db): Promise<boolean> {
    const row = await trx
      .selectFrom('usuarios')
      .innerJoin('roles', 'roles.id', 'usuarios.rol_id')
      .select('usuarios.id')
      .where('roles.nombre', '=', ROL_ADMINISTRADOR)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Creates the ADMINISTRADOR only if there is still none, checked again inside the
   * transaction: of two concurrent calls exactly one creates it, the other gets 409.
   */
  async crearPrimerAdmin(input: NuevoPrimerAdmin): Promise<UsuariosTable> {
    return this.db.transaction().execute(async (trx) => {
      if (this.dialecto === 'postgres') {
        // Blocks every other write to usuarios (another call, another instance's first
        // admin) until this transaction ends, so "no admin yet" stays true up to the insert.
        // Reads go on. SQLite already runs one write transaction at a time.
        await sql`lock table usuarios in exclusive mode`.execute(trx);
      }
      if (await this.hayAdministrador(trx)) {
        throw new HttpError('CONFLICTO', MENSAJE_INSTALACION_COMPLETA);
      }
      // Possible only beside the demo learner: answered like any duplicate, not as a 500.
      const mismoEmail = await trx
        .selectFrom('usuarios')
        .select('id')
        .where('email_normalizado', '=', normalizarEmail(input.email))
        .executeTakeFirst();
      if (mismoEmail) throw new HttpError('CONFLICTO', MENSAJE_EMAIL_DUPLICADO);
      const ahora = new Date().toISOString();
      const row = filaCuentaPropia(
        {
          email: input.email,
          nombre: input.nombre,
          apellidos: input.apellidos,
          tipoIdentificacion: null,
          identificacion: null,
          passwordHash: input.passwordHash,
          rolId: await this.rolAdministrador(trx),
        },
        ahora,
      );
      await trx.insertInto('usuarios').values(row).execute();
      return row;
    });
  }

  private async rolAdministrador(trx: Transaction<Database>): Promise<string> {
    const rol = await trx
      .selectFrom('roles')
      .select('id')
      .where('nombre', '=', ROL_ADMINISTRADOR)
      .executeTakeFirst();
    if (!rol) throw new Error('Falta el rol ADMINISTRADOR: las migraciones no se aplicaron');
    return rol.id;
  }
}
