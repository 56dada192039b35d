import { SignJWT, jwtVerify } from 'jose';

/**
 * Signed URLs for files: media elements, <a download> and the PDF viewer cannot send an
 * Authorization header, so the server hands out a URL carrying `?firma=<token>` bound to
 * one user, their token version (a password change ends it), the session that asked for
 * it (logout ends it) and one exact path. Long enough for a whole lesson's Range
 * requests, never longer than the session itself.
 *
 * A lesson's URL may also carry the facts of its file (`DatosArchivo`), put there only
 * after the server checked the caller may open the lesson: the Range requests of one
 * viewing are then answered without asking the database (docs/rendimiento-archivos.md).
 */
export const DURACION_FIRMA_S = 6 * 3600;
const AUDIENCIA = 'archivo';
/** Entries each cache keeps at most (a few MB); the oldest go first. */
const MAX_CACHE = 5000;

/** Who a signature is made for: taken from the caller's session (`firmanteDe(auth)`). */
export interface Firmante {
  readonly usuarioId: string;
  readonly version: number;
  /** The jti of the token that asked: revoking it at logout ends the signature too. */
  readonly sesion: string;
  /** When that token expires (seconds): a signature never outlives its session. */
  readonly sesionExpira: number;
}

/** What the stream route needs of a lesson's file, checked when the URL was signed. */
export interface DatosArchivo {
  /** Server-made file name under uploads/multimedia (NOMBRE_SERVIDOR). */
  nombreServidor: string;
  mime: string;
  nombreOriginal: string;
  /** Whether `?descargar=1` is allowed (videos are never handed out as a download). */
  descargable: boolean;
}

export interface FirmaVerificada {
  usuarioId: string;
  version: number;
  sesion: string;
  exp: number;
  /** Present when the URL was signed with its file's facts. */
  archivo?: DatosArchivo;
}

function leerDatos(valor: unknown): DatosArchivo | undefined {
  if (!Array.isArray(valor) || valor.length !== 4) return undefined;
  const [nombreServidor, mime, nombreOriginal, descargable] = valor as unknown[];
  if (typeof nombreServidor !== 'string' || typeof mime !== 'string') return undefined;
  if (typeof nombreOriginal !== 'string' || typeof descargable !== 'boolean') return undefined;
  return { nombreServidor, mime, nombreOriginal, descargable };
}

/** Adds to a bounded Map, dropping the oldest entry when full (insertion order). */
function guardar<V>(mapa: Map<string, V>, clave: string, valor: V): void {
  if (mapa.size >= MAX_CACHE) {
    const primera = mapa.keys().next();
    if (!primera.done) mapa.delete(primera.value);
  }
  mapa.set(clave, valor);
}

/**
 * The key of a URL in `firmadas`: every field that goes into the signature, joined by NUL.
 * Only the last field (the uploader's file name) is free text, and every field before it
 * is server-made or an HTTP header value, none of which can hold a NUL: so two different
 * signatures never share a key. (It was JSON.stringify of the same fields, a visible share
 * of a lesson list's time: issue 18.)
 */
/** Each signer's part of the key, built once per signer object (firmanteDe keeps them). */
const basesDeFirmante = new WeakMap<Firmante, string>();

function claveFirmada(para: Firmante, ruta: string, datos: DatosArchivo | undefined): string {
  let firmante = basesDeFirmante.get(para);
  if (firmante === undefined) {
    firmante = `${para.usuarioId}\0${para.version}\0${para.sesion}\0${para.sesionExpira}`;
    basesDeFirmante.set(para, firmante);
  }
  const base = `${firmante}\0${ruta}`;
  if (!datos) return base;
  return `${base}\0${datos.nombreServidor}\0${datos.mime}\0${datos.descargable ? 1 : 0}\0${datos.nombreOriginal}`;
}

export class FirmaService {
  /**
   * URLs already signed, per signer, path and facts: a list answered again (every page
   * of a course, every poll) hands out the same URL instead of signing each lesson anew.
   */
  private readonly firmadas = new Map<string, { url: string; exp: number }>();
  /** Signatures already verified: the Range requests of one viewing verify it once. */
  private readonly verificadas = new Map<string, { ruta: string; verificada: FirmaVerificada }>();

  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

  private expiracion(para: Firmante, iat: number): number {
    return Math.min(iat + DURACION_FIRMA_S, para.sesionExpira);
  }

  async firmar(para: Firmante, ruta: string, datos?: DatosArchivo): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    const arc = datos
      ? [datos.nombreServidor, datos.mime, datos.nombreOriginal, datos.descargable]
      : undefined;
    return new SignJWT({ ver: para.version, ruta, sid: para.sesion, ...(arc ? { arc } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(para.usuarioId)
      .setAudience(AUDIENCIA)
      .setIssuedAt(iat)
      .setExpirationTime(this.expiracion(para, iat))
      .sign(this.secret);
  }

  /**
   * The URL to hand out: `ruta?firma=…`. Reused while a new one would not live at least
   * half a signature's life longer (so a URL handed out always has hours left).
   */
  async urlFirmada(para: Firmante, ruta: string, datos?: DatosArchivo): Promise<string> {
    const clave = claveFirmada(para, ruta, datos);
    const iat = Math.floor(this.now() / 1000);
    const guardada = this.firmadas.get(clave);
    if (guardada && this.expiracion(para, iat) - guardada.exp < DURACION_FIRMA_S / 2) {
      return guardada.url;
    }
    const url = `${ruta}?firma=${encodeURIComponent(await this.firmar(para, ruta, datos))}`;
    guardar(this.firmadas, clave, { url, exp: this.expiracion(para, iat) });
    return url;
  }

  /**
   * The signer of a valid signature for exactly this path, or null. Whether its session
   * is still alive (not logged out) is the caller's check (`http/authenticate.ts`).
   */
  async verificar(firma: string, ruta: string): Promise<FirmaVerificada | null> {
    const guardada = this.verificadas.get(firma);
    if (guardada) {
      if (guardada.ruta !== ruta) return null;
      if (guardada.verificada.exp * 1000 <= this.now()) {
        this.verificadas.delete(firma);
        return null;
      }
      return guardada.verificada;
    }
    const verificada = await this.verificarJwt(firma, ruta);
    if (verificada) guardar(this.verificadas, firma, { ruta, verificada });
    return verificada;
  }

  private async verificarJwt(firma: string, ruta: string): Promise<FirmaVerificada | null> {
    try {
      const { payload } = await jwtVerify(firma, this.secret, {
        audience: AUDIENCIA,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const { sub, ver, exp, sid } = payload;
      if (payload.ruta !== ruta || typeof sub !== 'string' || typeof sid !== 'string') return null;
      if (typeof ver !== 'number' || typeof exp !== 'number') return null;
      const archivo = payload.arc === undefined ? undefined : leerDatos(payload.arc);
      if (payload.arc !== undefined && !archivo) return null;
      return { usuarioId: sub, version: ver, sesion: sid, exp, ...(archivo ? { archivo } : {}) };
    } catch {
      return null;
    }
  }
}
