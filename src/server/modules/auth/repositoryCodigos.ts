import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One-time reset codes (issue 13, docs/seguridad-acceso.md). */
export const CODIGO_RESTABLECIMIENTO = {
  digitos: 6,
  vigenciaMs: 15 * 60 * 1000,
  /** Wrong codes typed against an account before its codes are burnt. */
  intentosMax: 5,
} as const;

export type OrigenCodigo = 'correo' | 'tutor';

/**
 * Creates and checks the codes. Only an HMAC of (user, code) is stored, keyed with a key
 * derived from the server secret: a six-digit code has a million values, so a plain hash
 * in a leaked database would be reversed in a moment.
 */
export class CodigosRestablecimiento {
  private readonly clave: Buffer;

  constructor(
    private readonly db: Kysely<Database>,
    secreto: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {
    this.clave = createHmac('sha256', secreto).update('codigos-restablecimiento').digest();
  }

  private hash(usuarioId: string, codigo: string): Buffer {
    return createHmac('sha256', this.clave).update(`${usuarioId}:${codigo}`).digest();
  }

  /** A fresh code for the user; earlier live codes stay valid until used or expired. */
  async crear(
    usuarioId: string,
    origen: OrigenCodigo,
    creadoPor: string | null = null,
  ): Promise<{ codigo: string; expira: string }> {
    const { digitos, vigenciaMs } = CODIGO_RESTABLECIMIENTO;
    const codigo = String(randomInt(0, 10 ** digitos)).padStart(digitos, '0');
    const ahora = this.now();
    const expira = new Date(ahora + vigenciaMs).toISOString();
    // Old codes are of no use to anyone: the table stays small without a job.
    const ayer = new Date(ahora - 24 * 3600 * 1000).toISOString();
    await this.db.deleteFrom('codigos_restablecimiento').where('expira_en', '<', ayer).execute();
    await this.db
      .insertInto('codigos_restablecimiento')
      .values({
        id: randomUUID(),
        usuario_id: usuarioId,
        codigo_hash: this.hash(usuarioId, codigo).toString('hex'),
        origen,
        creado_por: creadoPor,
        intentos: 0,
        expira_en: expira,
        usado_en: null,
        creado_en: new Date(ahora).toISOString(),
      })
      .execute();
    return { codigo, expira };
  }

  /**
   * True when `codigo` is a live code of the user; it is then spent, and so are the user's
   * other live codes (the password is about to change). A wrong code counts against every
   * live code; at the limit they are burnt. Spending is a conditional update, so two
   * requests racing with one code cannot both succeed.
   */
  async consumir(usuarioId: string, codigo: string): Promise<boolean> {
    const ahora = new Date(this.now()).toISOString();
    const vivos = await this.db
      .selectFrom('codigos_restablecimiento')
      .select(['id', 'codigo_hash'])
      .where('usuario_id', '=', usuarioId)
      .where('usado_en', 'is', null)
      .where('expira_en', '>', ahora)
      .execute();
    const buscado = this.hash(usuarioId, codigo);
    const acierto = vivos.find((v) => timingSafeEqual(Buffer.from(v.codigo_hash, 'hex'), buscado));
    if (!acierto) {
      if (vivos.length > 0)
        await this.contarFallo(
          vivos.map((v) => v.id),
          ahora,
        );
      return false;
    }
    const gastado = await this.db
      .updateTable('codigos_restablecimiento')
      .set({ usado_en: ahora })
      .where('id', '=', acierto.id)
      .where('usado_en', 'is', null)
      .executeTakeFirst();
    if (Number(gastado.numUpdatedRows) !== 1) return false;
    await this.db
      .updateTable('codigos_restablecimiento')
      .set({ usado_en: ahora })
      .where('usuario_id', '=', usuarioId)
      .where('usado_en', 'is', null)
      .execute();
    return true;
  }

  /**
   * The clean-up (jobs/limpieza.ts): codes that expired before `antesDe`, for accounts that
   * ask for no new code (`crear` already sweeps them whenever one is made).
   */
  async borrarVencidosAntesDe(antesDe: string): Promise<number> {
    const r = await this.db
      .deleteFrom('codigos_restablecimiento')
      .where('expira_en', '<', antesDe)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  private async contarFallo(ids: string[], ahora: string): Promise<void> {
    await this.db
      .updateTable('codigos_restablecimiento')
      .set((eb) => ({ intentos: eb('intentos', '+', 1) }))
      .where('id', 'in', ids)
      .execute();
    await this.db
      .updateTable('codigos_restablecimiento')
      .set({ usado_en: ahora })
      .where('id', 'in', ids)
      .where('intentos', '>=', CODIGO_RESTABLECIMIENTO.intentosMax)
      .execute();
  }
}
