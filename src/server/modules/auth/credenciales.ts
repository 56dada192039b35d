import type { RestablecerBody } from '@shared/api';
import type { UsuariosTable } from '../../db/schema';
import { HttpError } from '../../errors';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { DURACION_SESION } from '../../security/tokens';
import type { TokenClaims } from '../../security/tokens';
import type { Services } from '../../services';
import { normalizarEmail } from '@shared/domain/email';
import { CredencialesRepository } from '../usuarios';
import { CODIGO_RESTABLECIMIENTO } from './repositoryCodigos';
import {
  LIMITES,
  LimiteExcedido,
  clavesLogin,
  desbloquearCuenta,
  reglasRestablecer,
} from './limites';
import type { Sesion } from './service';

/** Spec 8: one answer for every failed reset, so it reveals no account. */
export const MENSAJE_RESTABLECER_FALLIDO = 'Error al restablecer la contraseña';

type Deps = Pick<
  Services,
  'db' | 'usuarios' | 'auth' | 'limitador' | 'auditoria' | 'correo' | 'codigos'
>;

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
   * Reset from the login screen, on the spec's path and body plus a one-time code. Without
   * `codigo` it is the request: a live account with exactly this email (case-insensitive)
   * and identification gets a code by mail (when SMTP is configured); the answer is the
   * same in every case and the mail goes out in the background, so neither the body nor
   * the time tells whether the account exists. With `codigo` and `password` the password
   * changes only when the code is live. Both steps count against the reset limits.
   */
  async restablecer(input: RestablecerBody, ip: string): Promise<void> {
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
    const cuenta = coincide ? row : undefined;
    if (input.codigo === undefined || input.password === undefined) {
      await this.enviarCodigo(cuenta, email, ip);
      return;
    }
    if (!cuenta || !(await this.s.codigos.consumir(cuenta.id, input.codigo))) {
      await this.s.auditoria.registrar({
        accion: 'restablecer.fallido',
        usuarioId: row?.id ?? null,
        ip,
        detalle: { email },
      });
      throw new HttpError('VALIDACION', MENSAJE_RESTABLECER_FALLIDO);
    }
    await this.repo.guardarPassword(cuenta.id, await hashPassword(input.password));
    // The owner proved who they are: earlier failures no longer hold the account.
    await desbloquearCuenta(this.s.limitador, email);
    await this.s.auditoria.registrar({
      accion: 'restablecer.ok',
      usuarioId: cuenta.id,
      ip,
      detalle: { email },
    });
  }

  /** Step one: a code by mail for a matching account; nothing else to see from outside. */
  private async enviarCodigo(
    cuenta: UsuariosTable | undefined,
    email: string,
    ip: string,
  ): Promise<void> {
    const correo = this.s.correo;
    await this.s.auditoria.registrar({
      accion: 'restablecer.codigo_enviado',
      usuarioId: cuenta?.id ?? null,
      ip,
      detalle: { email, enviado: Boolean(cuenta && correo) },
    });
    if (!cuenta || !correo) return;
    const { codigo } = await this.s.codigos.crear(cuenta.id, 'correo');
    const minutos = CODIGO_RESTABLECIMIENTO.vigenciaMs / 60_000;
    // Not awaited: an SMTP round trip would make a real account answer slower.
    void correo
      .enviar({
        para: cuenta.email,
        asunto: 'Código para restablecer su contraseña',
        texto:
          `Su código para restablecer la contraseña es: ${codigo}\n\n` +
          `Vence en ${minutos} minutos y sirve una sola vez. ` +
          'Si usted no lo pidió, ignore este mensaje: su contraseña no cambia.',
      })
      .catch((error: unknown) =>
        this.s.auditoria.registrar({
          accion: 'restablecer.correo_fallido',
          usuarioId: cuenta.id,
          ip,
          detalle: { error: error instanceof Error ? error.message : String(error) },
        }),
      )
      .catch(() => undefined);
  }

  /**
   * Checks the caller's current password. Wrong guesses count against the same per-account
   * limit as failed logins: a stolen token must not become a password-guessing oracle.
   */
  async verificarActual(row: UsuariosTable, current: string, ip: string): Promise<void> {
    // Per account and address, like a failed login from this address.
    const par = { clave: clavesLogin(row.email, ip).par, ...LIMITES.loginCuentaIp };
    const consumo = await this.s.limitador.consumir([par]);
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
    await this.s.limitador.limpiar(par.clave);
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
