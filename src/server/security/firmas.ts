import { SignJWT, jwtVerify } from 'jose';

/**
 * Signed URLs for files: media elements, <a download> and the PDF viewer cannot send an
 * Authorization header, so the server hands out a URL carrying `?firma=<token>` bound to
 * one user (and their token version, so a password change or deactivation ends it) and
 * one exact path. Long enough for a whole lesson's Range requests.
 */
export const DURACION_FIRMA_S = 6 * 3600;
const AUDIENCIA = 'archivo';

export interface FirmaVerificada {
  usuarioId: string;
  version: number;
  exp: number;
}

export class FirmaService {
  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

  async firmar(usuarioId: string, version: number, ruta: string): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ ver: version, ruta })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(usuarioId)
      .setAudience(AUDIENCIA)
      .setIssuedAt(iat)
      .setExpirationTime(iat + DURACION_FIRMA_S)
      .sign(this.secret);
  }

  /** The URL to hand out: `ruta?firma=…`. */
  async urlFirmada(usuarioId: string, version: number, ruta: string): Promise<string> {
    return `${ruta}?firma=${encodeURIComponent(await this.firmar(usuarioId, version, ruta))}`;
  }

  /** The signer of a valid signature for exactly this path, or null. */
  async verificar(firma: string, ruta: string): Promise<FirmaVerificada | null> {
    try {
      const { payload } = await jwtVerify(firma, this.secret, {
        audience: AUDIENCIA,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      if (payload.ruta !== ruta || typeof payload.sub !== 'string') return null;
      if (typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
      return { usuarioId: payload.sub, version: payload.ver, exp: payload.exp };
    } catch {
      return null;
    }
  }
}
