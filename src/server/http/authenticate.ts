import type { FastifyRequest } from 'fastify';
import type { Rol } from '@shared/api';
import type { UsuariosTable } from '../db/schema';
import { HttpError } from '../errors';
import type { TokenClaims } from '../security/tokens';
import type { Services } from '../services';

/** Who is calling: the verified token's claims, the user's row and role. */
export interface AuthContext {
  claims: TokenClaims;
  row: UsuariosTable;
  rol: Rol;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves a token to a live session: valid signature and expiry, not revoked at logout,
 * issued after the user's last password change, for an active user.
 */
export async function authenticateToken(services: Services, token: string): Promise<AuthContext> {
  const claims = await services.tokens.verify(token);
  if (!claims || (await services.sesiones.estaRevocado(claims.jti))) {
    throw new HttpError('TOKEN_INVALIDO');
  }
  const row = await services.usuarios.findRowById(claims.sub);
  if (!row || row.version_token !== claims.ver) throw new HttpError('TOKEN_INVALIDO');
  if (row.activo !== 1) throw new HttpError('USUARIO_INACTIVO');
  const rol = await services.roles.findById(row.rol_id);
  if (!rol) throw new HttpError('TOKEN_INVALIDO');
  return { claims, row, rol };
}

export async function authenticateRequest(
  services: Services,
  request: FastifyRequest,
): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw new HttpError('NO_AUTENTICADO');
  return authenticateToken(services, token);
}
