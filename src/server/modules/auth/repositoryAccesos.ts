import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** How long a successful sign-in keeps an address "known" to the per-account brake. */
export const VIGENCIA_ACCESO_CONOCIDO_MS = 30 * 24 * 3600 * 1000;

/**
 * Addresses each account signed in from successfully. The per-account login brake does
 * not apply to them, so guesses from elsewhere cannot lock the owner out of the PC (or the
 * centre's shared address) they normally use (docs/seguridad-acceso.md).
 */
export class AccesosConocidos {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  async registrar(usuarioId: string, ip: string): Promise<void> {
    const ultimo = new Date(this.now()).toISOString();
    await this.db
      .insertInto('accesos_conocidos')
      .values({ usuario_id: usuarioId, ip, ultimo_en: ultimo })
      .onConflict((oc) => oc.columns(['usuario_id', 'ip']).doUpdateSet({ ultimo_en: ultimo }))
      .execute();
  }

  async esConocida(usuarioId: string, ip: string): Promise<boolean> {
    const desde = new Date(this.now() - VIGENCIA_ACCESO_CONOCIDO_MS).toISOString();
    const row = await this.db
      .selectFrom('accesos_conocidos')
      .select('ip')
      .where('usuario_id', '=', usuarioId)
      .where('ip', '=', ip)
      .where('ultimo_en', '>', desde)
      .executeTakeFirst();
    return row !== undefined;
  }
}
