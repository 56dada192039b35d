import { SignJWT, jwtVerify } from 'jose';

/**
 * Signed URLs for files: media elements, <a download> and the PDF viewer cannot send an
 * Authorization header, so the server hands out a URL carrying `?firma=<token>` bound to
 * one user, their token version (a password change ends it), the session that asked for
 * it (logout ends it) and one exact path. Long enough for a whole lesson's Range
 * requests, never longer than the session itself.
 */
export const DURACION_FIRMA_S = 6 * 3600;
const AUDIENCIA = 'archivo';

/** Who a signature is made for: taken from the caller's session (`firmanteDe(auth)`). */
export interface Firmante {
  usuarioId: string;
  version: number;
  /** The jti of the token that asked: revoking it at logout ends the signature too. */
  sesion: string;
  /** When that token expires (seconds): a signature never outlives its session. */
  sesionExpira: number;
}

export interface FirmaVerificada {
  usuarioId: string;
  version: number;
  sesion: string;
  exp: number;
}

export class FirmaService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

  async firmar(para: Firmante, ruta: string): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ ver: para.version, ruta, sid: para.sesion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(para.usuarioId)
      .setAudience(AUDIENCIA)
      .setIssuedAt(iat)
      .setExpirationTime(Math.min(iat + DURACION_FIRMA_S, para.sesionExpira))
      .sign(this.secret);
  }

  /** The URL to hand out: `ruta?firma=…`. */
  async urlFirmada(para: Firmante, ruta: string): Promise<string> {
    return `${ruta}?firma=${encodeURIComponent(await this.firmar(para, ruta))}`;
  }

  /**
   * The signer of a valid signature for exactly this path, or null. Whether its session
   * is still alive (not logged out) is the caller's check (`http/authenticate.ts`).
   */
  async verificar(firma: string, ruta: string): Promise<FirmaVerificada | null> {
    try {
      const { payload } = await jwtVerify(firma, this.secret, {
        audience: AUDIENCIA,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const { sub, ver, exp, sid } = payload;
      if (payload.ruta !== ruta || typeof sub !== 'string' || typeof sid !== 'string') return null;
      if (typeof ver !== 'number' || typeof exp !== 'number') return null;
      return { usuarioId: sub, version: ver, sesion: sid, exp };
    } catch {
      return null;
    }
  }
}
