import type { Usuario } from '@shared/api';
import type { UsuariosTable } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Limitador } from '../../security/limitador';
import { hashParaUsuarioInexistente, verifyPassword } from '../../security/passwords';
import type { TokenClaims, TokenService } from '../../security/tokens';
import type { AuditoriaRepository } from '../auditoria';
import type { UsuariosRepository } from '../usuarios';
import { normalizarEmail } from '@shared/domain/email';
import type { AccesosConocidos } from './repositoryAccesos';
import { LimiteExcedido, clavesLogin, reglasLogin } from './limites';
import type { SesionesRepository } from './repositorySesiones';

export interface Sesion {
  token: string;
  expira: string;
  user: Usuario;
}

/** Sign-in and sign-out. Messages never reveal whether an email has an account. */
export class AuthService {
  constructor(
    private readonly usuarios: UsuariosRepository,
    private readonly tokens: TokenService,
    private readonly sesiones: SesionesRepository,
    private readonly limitador: Limitador,
    private readonly auditoria: AuditoriaRepository,
    private readonly conocidos: AccesosConocidos,
  ) {}

  /**
   * `ip` is the client address as Fastify sees it (`request.ip`: behind a reverse proxy
   * the proxy's own address, shared by every client, unless TRUST_PROXY names that proxy).
   */
  async login(email: string, password: string, recordarme: boolean, ip = ''): Promise<Sesion> {
    // The limit is checked before any password work, with the same answer whether or not
    // the account exists; the attempt counts as failed until the password checks out.
    const row = await this.usuarios.findRowByEmail(email);
    // An address the account signed in from is spared the per-account brake.
    const conocida = row !== undefined && (await this.conocidos.esConocida(row.id, ip));
    const consumo = await this.limitador.consumir(reglasLogin(email, ip, conocida));
    if (!consumo.permitido) {
      await this.auditoria.registrar({
        accion: 'login.bloqueado',
        usuarioId: row?.id ?? null,
        ip,
        detalle: { email: normalizarEmail(email), limite: consumo.clave.split(':')[1] },
      });
      throw new LimiteExcedido(consumo.reintentarEnSegundos);
    }

    // Always run one scrypt verification, so an unknown email takes as long as a wrong password.
    const hash = row?.password_hash ?? (await hashParaUsuarioInexistente());
    const valida = await verifyPassword(password, hash);
    if (!row || !valida) {
      await this.auditoria.registrar({
        accion: 'login.fallido',
        usuarioId: row?.id ?? null,
        ip,
        detalle: { email: normalizarEmail(email) },
      });
      throw new HttpError('CREDENCIALES_INVALIDAS');
    }
    // The right password is no failed guess: it resets this address's count for the
    // account. The brake's count stays: the owner's success elsewhere must not hand a
    // distributed guesser a fresh budget.
    await this.limitador.limpiar(clavesLogin(email, ip).par);
    await this.limitador.descartar(consumo.ids);
    await this.conocidos.registrar(row.id, ip);
    // Only someone who knows the password learns the account's state.
    if (row.activo !== 1) throw new HttpError('USUARIO_INACTIVO');
    if (row.email_verificado !== 1) throw new HttpError('EMAIL_NO_VERIFICADO');
    return this.iniciarSesion(row, recordarme);
  }

  /** A new token for a user whose identity is already proven (login, signup, new password). */
  async iniciarSesion(row: UsuariosTable, recordarme: boolean): Promise<Sesion> {
    const firmado = await this.tokens.sign(row.id, row.version_token, recordarme);
    await this.usuarios.marcarIngreso(row.id);
    return {
      token: firmado.token,
      expira: new Date(firmado.claims.exp * 1000).toISOString(),
      user: await this.usuarios.toUsuario(row),
    };
  }

  async logout(claims: TokenClaims): Promise<void> {
    await this.sesiones.revocar(claims.jti, claims.exp);
  }
}
