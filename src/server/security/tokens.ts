import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** Session lengths: a remembered session lasts a month, otherwise a working day. */
export const DURACION_SESION = { recordada: 30 * 24 * 3600, normal: 12 * 3600 } as const;

export interface TokenClaims {
  /** User id. */
  sub: string;
  /** Unique token id, for revocation at logout. */
  jti: string;
  /** The user's token version at signing; a password change bumps it. */
  ver: number;
  exp: number;
}

export interface SignedToken {
  token: string;
  claims: TokenClaims;
}

const ISSUER = 'contenido-formativo';

export class TokenService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

  async sign(usuarioId: string, version: number, recordarme: boolean): Promise<SignedToken> {
    const iat = Math.floor(this.now() / 1000);
    const exp = iat + (recordarme ? DURACION_SESION.recordada : DURACION_SESION.normal);
    const jti = randomUUID();
    const token = await new SignJWT({ ver: version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(usuarioId)
      .setJti(jti)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.secret);
    return { token, claims: { sub: usuarioId, jti, ver: version, exp } };
  }

  /** The claims of a valid token, or null for any invalid, expired or foreign token. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.jti !== 'string' ||
        typeof payload.ver !== 'number' ||
        typeof payload.exp !== 'number'
      ) {
        return null;
      }
      return { sub: payload.sub, jti: payload.jti, ver: payload.ver, exp: payload.exp };
    } catch {
      return null;
    }
  }
}
