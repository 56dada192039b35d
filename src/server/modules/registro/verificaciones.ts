import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { marcarEmailVerificado } from '../usuarios';
import {
  anularPendientes,
  borrarEnlacesVencidos,
  enlacesVigentes,
  insertarEnlace,
  usarEnlace,
} from './repository';

/** How long a verification link stays valid: three days, time enough for a weekend. */
export const VIGENCIA_VERIFICACION_MS = 72 * 3600 * 1000;

export interface EnlaceVerificacion {
  /** Client path of the link: `/verificar-mail/<usuarioId>/<token>`. */
  ruta: string;
  /** ISO date after which the link is refused. */
  expira: string;
}

function sha256Hex(texto: string): Buffer {
  return Buffer.from(createHash('sha256').update(texto, 'utf8').digest('hex'), 'utf8');
}

/**
 * One-time email verification links. Only the sha256 of the token is stored, so a copy of
 * the database holds no usable link; a link works once and expires after 72 hours.
 */
export class VerificacionesService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ahora: () => Date = () => new Date(),
  ) {}

  async crear(usuarioId: string): Promise<EnlaceVerificacion> {
    const token = randomBytes(32).toString('base64url');
    const creado = this.ahora();
    const expira = new Date(creado.getTime() + VIGENCIA_VERIFICACION_MS).toISOString();
    await this.db.transaction().execute(async (trx) => {
      // A new link replaces any earlier one still pending: only the latest one handed out works.
      await anularPendientes(trx, usuarioId, creado.toISOString());
      await insertarEnlace(trx, {
        id: randomUUID(),
        usuario_id: usuarioId,
        token_hash: sha256Hex(token).toString('utf8'),
        expira_en: expira,
        usado_en: null,
        creado_en: creado.toISOString(),
      });
    });
    return {
      ruta: `/verificar-mail/${encodeURIComponent(usuarioId)}/${token}`,
      expira,
    };
  }

  /**
   * Marks the user's email as verified when the token matches a pending, unexpired link of
   * theirs, and uses the link up. Unknown user, wrong, used or expired token: ENLACE_INVALIDO,
   * all alike, so the answer reveals nothing about which.
   */
  async verificar(usuarioId: string, token: string): Promise<{ email: string }> {
    const ahora = this.ahora().toISOString();
    const pendientes = await enlacesVigentes(this.db, usuarioId, ahora);
    const recibido = sha256Hex(token);
    // Compared in constant time: the stored hash must not leak byte by byte through timing.
    const valida = pendientes.find((p) => {
      const guardado = Buffer.from(p.token_hash, 'utf8');
      return guardado.length === recibido.length && timingSafeEqual(guardado, recibido);
    });
    if (!valida) throw new HttpError('ENLACE_INVALIDO');

    return this.db.transaction().execute(async (trx) => {
      // Conditional on still being unused: two simultaneous clicks verify once.
      if (!(await usarEnlace(trx, valida.id, ahora))) throw new HttpError('ENLACE_INVALIDO');
      const usuario = await marcarEmailVerificado(trx, usuarioId, ahora);
      if (!usuario) throw new HttpError('ENLACE_INVALIDO');
      return { email: usuario.email };
    });
  }

  /** The clean-up (jobs/limpieza.ts): links that expired before `antesDe`. */
  borrarVencidosAntesDe(antesDe: string): Promise<number> {
    return borrarEnlacesVencidos(this.db, antesDe);
  }
}
