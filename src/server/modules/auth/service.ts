import type { Usuario } from '@shared/api';
import { HttpError } from '../../errors';
import { hashParaUsuarioInexistente, verifyPassword } from '../../security/passwords';
import type { TokenClaims, TokenService } from '../../security/tokens';
import type { UsuariosRepository } from '../usuarios/repository';
import type { SesionesRepository } from './sesiones';

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
  ) {}

  async login(email: string, password: string, recordarme: boolean): Promise<Sesion> {
    const row = await this.usuarios.findRowByEmail(email);
    // Always run one scrypt verification, so an unknown email takes as long as a wrong password.
    const hash = row?.password_hash ?? (await hashParaUsuarioInexistente());
    const valida = await verifyPassword(password, hash);
    if (!row || !valida) throw new HttpError('CREDENCIALES_INVALIDAS');
    // Only someone who knows the password learns the account's state.
    if (row.activo !== 1) throw new HttpError('USUARIO_INACTIVO');
    if (row.email_verificado !== 1) throw new HttpError('EMAIL_NO_VERIFICADO');

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
