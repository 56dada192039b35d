import type { FastifyRequest } from 'fastify';
import type { Rol } from '@shared/api';
import type { UsuariosTable } from '../db/schema';
import { HttpError } from '../errors';
import type { Firmante } from '../security/firmas';
import { CachePrincipal } from '../security/principal';
import type { TokenClaims } from '../security/tokens';
import type { Services } from '../services';

/**
 * Who is calling: the verified token's claims, the user's row and role. Read-only: the same
 * object answers every request of that token while it is cached (security/principal.ts).
 */
export interface AuthContext {
  readonly claims: Readonly<TokenClaims>;
  readonly row: Readonly<UsuariosTable>;
  readonly rol: Readonly<Rol>;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** One cache per server instance (its Versiones); docs/rendimiento-sesion.md. */
const caches = new WeakMap<object, CachePrincipal<AuthContext>>();

function cacheDe(services: Services): CachePrincipal<AuthContext> {
  let cache = caches.get(services.versiones);
  if (!cache) {
    cache = new CachePrincipal<AuthContext>(services.versiones);
    caches.set(services.versiones, cache);
  }
  return cache;
}

/**
 * Resolves a token to a live session: valid signature and expiry, not revoked at logout,
 * issued after the user's last password change, for an active user. Answered from the
 * principal cache while nothing about users, roles or sessions changed since.
 */
export function authenticateToken(services: Services, token: string): Promise<AuthContext> {
  return cacheDe(services).obtener(`t ${token}`, async () => {
    const auth = await cargarToken(services, token);
    return { valor: auth, exp: auth.claims.exp };
  });
}

async function cargarToken(services: Services, token: string): Promise<AuthContext> {
  const claims = await services.tokens.verify(token);
  if (!claims || (await services.sesiones.estaRevocado(claims.jti))) {
    throw new HttpError('TOKEN_INVALIDO');
  }
  const { row, rol } = await sesionViva(services, claims.sub, claims.ver);
  return { claims, row, rol };
}

/** The user's live state behind a token or a signature: same version, active, with a role. */
async function sesionViva(services: Services, usuarioId: string, version: number) {
  const row = await services.usuarios.findRowById(usuarioId);
  if (!row || row.version_token !== version) throw new HttpError('TOKEN_INVALIDO');
  if (row.activo !== 1) throw new HttpError('USUARIO_INACTIVO');
  const rol = await services.roles.findById(row.rol_id);
  if (!rol) throw new HttpError('TOKEN_INVALIDO');
  return { row, rol };
}

/** A signed file URL (`?firma=`) made for exactly this path stands in for the bearer token. */
function authenticateSignedUrl(
  services: Services,
  request: FastifyRequest,
  firma: string,
): Promise<AuthContext> {
  const ruta = request.url.split('?')[0] ?? '';
  // The path is part of the key: a signature is valid for its own path only.
  return cacheDe(services).obtener(`f ${ruta} ${firma}`, async () => {
    const auth = await cargarFirma(services, ruta, firma);
    return { valor: auth, exp: auth.claims.exp };
  });
}

async function cargarFirma(services: Services, ruta: string, firma: string) {
  const verificada = await services.firmas.verificar(firma, ruta);
  // The session that asked for the URL must still be open: logout ends its links too.
  if (!verificada || (await services.sesiones.estaRevocado(verificada.sesion))) {
    throw new HttpError('TOKEN_INVALIDO');
  }
  const { row, rol } = await sesionViva(services, verificada.usuarioId, verificada.version);
  const claims = {
    sub: row.id,
    jti: verificada.sesion,
    ver: verificada.version,
    exp: verificada.exp,
  };
  return { claims, row, rol };
}

/** Each cached caller's signer, built once (an AuthContext is shared while cached). */
const firmantes = new WeakMap<AuthContext, Firmante>();

/** Signed URLs handed to this caller are bound to their user, token version and session. */
export function firmanteDe(auth: AuthContext): Firmante {
  let firmante = firmantes.get(auth);
  if (!firmante) {
    firmante = Object.freeze({
      usuarioId: auth.row.id,
      version: auth.claims.ver,
      sesion: auth.claims.jti,
      sesionExpira: auth.claims.exp,
    });
    firmantes.set(auth, firmante);
  }
  return firmante;
}

export async function authenticateRequest(
  services: Services,
  request: FastifyRequest,
  aceptaFirma = false,
): Promise<AuthContext> {
  const token = bearerToken(request);
  if (token) return authenticateToken(services, token);
  const firma = (request.query as Record<string, unknown> | undefined)?.firma;
  if (aceptaFirma && typeof firma === 'string' && firma) {
    return authenticateSignedUrl(services, request, firma);
  }
  throw new HttpError('NO_AUTENTICADO');
}
