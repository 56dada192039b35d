import type { UsuariosTable } from '../../db/schema';
import { HttpError } from '../../errors';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { DURACION_SESION } from '../../security/tokens';
import type { TokenClaims } from '../../security/tokens';
import type { Services } from '../../services';
import { normalizarEmail } from '../usuarios/mapping';
import { CredencialesRepository } from './credencialesRepository';
import { LimiteExcedido, reglasLogin, reglasRestablecer } from './limites';
import type { Sesion } from './service';

/** Spec 8: one answer for every failed reset, so it reveals no account. */
export const MENSAJE_RESTABLECER_FALLIDO = 'Error al restablecer la contraseña';

type Deps = Pick<Services, 'db' | 'usuarios' | 'auth' | 'limitador' | 'auditoria'>;

/** A token that still has more than a working day to live was issued with remember-me. */
export function eraRecordada(claims: TokenClaims, ahora = Date.now()): boolean {
  return claims.exp * 1000 - ahora > DURACION_SESION.normal * 1000;
}

/** Password reset, change and the current-password check of the profile. */
export class CredencialesService {
  private readonly repo: CredencialesRepository;

  constructor(private readonly s: Deps) {
    this.repo = new CredencialesRepository(s.db);
  }

  /**
   * Reset from the login screen: succeeds only when one account has exactly this email
   * (case-insensitive) and identification. It trusts two facts a third party may know,
   * hence the limits per email and per address and the audit of every attempt.
   */
  async restablecer(
    input: { email: string; identificacion: string; password: string },
    ip: string,
  ): Promise<void> {
    const email = normalizarEmail(input.email);
    const consumo = await this.s.limitador.consumir(reglasRestablecer(email, ip));
    if (!consumo.permitido) {
      await this.s.auditoria.registrar({ accion: 'restablecer.bloqueado', ip, detalle: { email } });
      throw new LimiteExcedido(consumo.reintentarEnSegundos);
    }
    const row = await this.s.usuarios.findRowByEmail(email);
    const coincide =
      row !== undefined &&
      row.identificacion !== null &&
      row.identificacion.trim() === input.identificacion.trim();
    if (!row || !coincide) {
      await this.s.auditoria.registrar({
        accion: 'restablecer.fallido',
        usuarioId: row?.id ?? null,
        ip,
        detalle: { email },
      });
      throw new HttpError('VALIDACION', MENSAJE_RESTABLECER_FALLIDO);
    }
    await this.repo.guardarPassword(row.id, await hashPassword(input.password));
    // The owner proved who they are: earlier failed logins no longer hold the account.
    await this.s.limitador.limpiar(reglasLogin(email, ip)[0].clave);
    await this.s.auditoria.registrar({
      accion: 'restablecer.ok',
      usuarioId: row.id,
      ip,
      detalle: { email },
    });
  }

  /**
   * Checks the caller's current password. Wrong guesses count against the same per-account
   * limit as failed logins: a stolen token must not become a password-guessing oracle.
   */
  async verificarActual(row: UsuariosTable, current: string, ip: string): Promise<void> {
    const [cuenta] = reglasLogin(row.email, ip);
    const consumo = await this.s.limitador.consumir([cuenta]);
    if (!consumo.permitido) {
      await this.s.auditoria.registrar({
        accion: 'login.bloqueado',
        usuarioId: row.id,
        ip,
        detalle: { email: row.email_normalizado, origen: 'password_actual' },
      });
      throw new LimiteExcedido(consumo.reintentarEnSegundos);
    }
    if (!(await verifyPassword(current, row.password_hash))) {
      await this.s.auditoria.registrar({
        accion: 'password.actual_invalida',
        usuarioId: row.id,
        ip,
      });
      throw new HttpError('CONTRASENA_ACTUAL_INVALIDA');
    }
    await this.s.limitador.limpiar(cuenta.clave);
  }

  /**
   * Saves a new password for a signed-in user: every other token of theirs stops working
   * (version bump) and this client gets a fresh session of the same kind as its own.
   */
  async nuevaPassword(
    usuarioId: string,
    password: string,
    claims: TokenClaims,
    ip: string,
    origen: 'cambiarPassword' | 'perfil',
  ): Promise<Sesion> {
    const row = await this.repo.guardarPassword(usuarioId, await hashPassword(password));
    if (!row) throw new HttpError('TOKEN_INVALIDO');
    await this.s.auditoria.registrar({
      accion: 'password.cambiada',
      usuarioId,
      ip,
      detalle: { origen },
    });
    return this.s.auth.iniciarSesion(row, eraRecordada(claims));
  }
}
