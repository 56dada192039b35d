import type { Kysely } from 'kysely';
import type { Database, UsuariosTable } from '../../db/schema';

/** The password write shared by reset, change-password and profile. */
export class CredencialesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a new password hash and bumps `version_token`, so every token signed before
   * stops working; a pending forced change is done. Returns the row as it is now.
   */
  guardarPassword(usuarioId: string, hash: string): Promise<UsuariosTable | undefined> {
    return this.db
      .updateTable('usuarios')
      .set((eb) => ({
        password_hash: hash,
        version_token: eb('version_token', '+', 1),
        debe_cambiar_password: 0,
        actualizado_en: new Date().toISOString(),
      }))
      .where('id', '=', usuarioId)
      .returningAll()
      .executeTakeFirst();
  }
}
