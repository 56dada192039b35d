/**
 * The check behind 'Probar conexión' and the periodic online test: GET <url>/health, which
 * the platform server answers `{ ok: true }` without a session. Nothing here throws: every
 * failure becomes a Spanish sentence a centre's staff can act on.
 */

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export interface ResultadoPrueba {
  ok: boolean;
  mensaje: string;
}

export const NO_ES_PLATAFORMA = 'La dirección no es un servidor de la plataforma.';

/**
 * The centre's base URL as it is stored and shown: no query, fragment or trailing slash,
 * so 'http://centro:8080/' and 'http://centro:8080' are the same setting. A path prefix
 * (a server behind a reverse proxy under /plataforma) is kept.
 */
export function normalizarUrlCentro(url: string): string {
  const u = new URL(url);
  u.search = '';
  u.hash = '';
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
}

/** `<base>/health`, keeping a path prefix of the base. */
export function urlSalud(urlCentro: string): string {
  return `${normalizarUrlCentro(urlCentro)}/health`;
}

/** Node's fetch hides the system error under `cause` (and sometimes one level deeper). */
function codigoDeError(error: unknown): string | undefined {
  let actual: unknown = error;
  for (let i = 0; i < 3 && actual instanceof Error; i++) {
    const code = (actual as NodeJS.ErrnoException).code;
    if (typeof code === 'string') return code;
    actual = actual.cause;
  }
  return undefined;
}

/** Why a request got no answer at all, in words rather than errno codes. */
export function razonDeFallo(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'no respondió a tiempo';
  }
  const code = codigoDeError(error);
  switch (code) {
    case 'ECONNREFUSED':
      return 'la conexión fue rechazada (¿está el servidor en marcha y el puerto es correcto?)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'no se encontró ese nombre de servidor';
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'UND_ERR_HEADERS_TIMEOUT':
      return 'no respondió a tiempo';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'la conexión se cortó';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'no hay ruta de red hasta el servidor';
    default:
      if (code?.includes('CERT') || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') {
        return 'su certificado HTTPS no es válido';
      }
      return code ?? (error instanceof Error ? error.message : String(error));
  }
}

function esRespuestaDeSalud(texto: string | null): boolean {
  if (texto === null) return false;
  try {
    const cuerpo: unknown = JSON.parse(texto);
    return (
      typeof cuerpo === 'object' && cuerpo !== null && (cuerpo as { ok?: unknown }).ok === true
    );
  } catch {
    return false;
  }
}

/**
 * Asks <url>/health with a time limit. `ok` only when the answer is the platform's own
 * `{ ok: true }`: a router's login page or another web server answering 200 is not enough.
 */
export async function probarCentro(
  urlCentro: string,
  { fetch: pedir = fetch, timeoutMs = 5_000 }: { fetch?: FetchLike; timeoutMs?: number } = {},
): Promise<ResultadoPrueba> {
  const base = normalizarUrlCentro(urlCentro);
  let texto: string | null;
  try {
    const respuesta = await pedir(urlSalud(base), {
      headers: { accept: 'application/json' },
      // Following a redirect would test another server than the one to be saved.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Read inside the try: the time limit covers a body that never ends, too.
    texto = respuesta.ok ? await respuesta.text() : null;
  } catch (error) {
    return { ok: false, mensaje: `No se pudo conectar con ${base}: ${razonDeFallo(error)}.` };
  }
  if (!esRespuestaDeSalud(texto)) return { ok: false, mensaje: NO_ES_PLATAFORMA };
  return { ok: true, mensaje: `Conexión correcta con ${base}.` };
}
