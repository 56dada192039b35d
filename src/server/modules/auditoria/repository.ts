import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditoriaTable, Database } from '../../db/schema';

/**
 * What the audit log records. Each entry carries the client address and, when known, the
 * user; `detalle` never holds a password or a token.
 */
export type AccionAuditoria =
  | 'login.fallido'
  | 'login.bloqueado'
  | 'signup'
  | 'restablecer.ok'
  | 'restablecer.fallido'
  | 'restablecer.bloqueado'
  | 'password.cambiada'
  | 'password.actual_invalida'
  | 'perfil.actualizado'
  | 'perfil.foto'
  | 'curso.desbloqueo_solicitado'
  | 'curso.desbloqueado'
  | 'certificado.revocado'
  | 'importacion.credenciales'
  | 'restablecer.codigo_enviado'
  | 'restablecer.codigo_generado'
  | 'restablecer.correo_fallido'
  | 'acceso.desbloqueado';

export interface EntradaAuditoria {
  accion: AccionAuditoria;
  usuarioId?: string | null;
  ip?: string | null;
  detalle?: Record<string, unknown>;
}

/** The audit log (table `auditoria`): append-only from the application's side. */
export class AuditoriaRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  async registrar(entrada: EntradaAuditoria): Promise<void> {
    await this.db
      .insertInto('auditoria')
      .values({
        id: randomUUID(),
        fecha: new Date(this.now()).toISOString(),
        usuario_id: entrada.usuarioId ?? null,
        accion: entrada.accion,
        ip: entrada.ip ?? null,
        detalle: JSON.stringify(entrada.detalle ?? {}),
      })
      .execute();
  }

  /** Latest entries first (tests and a future admin screen). */
  listar(filtro: { accion?: AccionAuditoria; limite?: number } = {}): Promise<AuditoriaTable[]> {
    let q = this.db.selectFrom('auditoria').selectAll();
    if (filtro.accion) q = q.where('accion', '=', filtro.accion);
    return q
      .orderBy('fecha', 'desc')
      .limit(filtro.limite ?? 100)
      .execute();
  }
}
