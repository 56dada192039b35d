/**
 * The API's transport on `fetch` (issue 18: axios, ≈ 20 KB gzip, left the login path). It
 * keeps what the base query relied on from axios: the same query strings, JSON bodies and
 * `Accept`, answers parsed as JSON when they are JSON (the text otherwise), any status
 * outside 2xx thrown with the answer, a timeout, and failures shaped like axios' errors
 * (`isAxiosError`, `code`, `response`), so aApiFailure maps both alike. Uploads and
 * downloads, which need progress events, still use axios (AppDeps.http), in their chunks.
 */

/** A request as the base query makes it (axios' field names, see routeRequest.ts). */
export interface PeticionHttp {
  url: string;
  method: string;
  data?: unknown;
  params?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface RespuestaHttp<T = unknown> {
  data: T;
  status: number;
  /** Lower-case names, as axios gives them. */
  headers: Record<string, unknown>;
}

/** What the base query needs of a transport; an axios instance is one too (tests use it). */
export interface ClienteHttp {
  request<T = unknown>(peticion: PeticionHttp): Promise<RespuestaHttp<T>>;
}

/** axios' codes for the failures the renderer tells apart (apiError.ts). */
export type CodigoFallaHttp =
  'ERR_CANCELED' | 'ECONNABORTED' | 'ERR_NETWORK' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE';

/** A failed request, with the fields of an axios error that apiError.ts reads. */
export class FallaHttp extends Error {
  // The flag axios' isAxiosError looks for: one check covers both transports.
  readonly isAxiosError = true;
  constructor(
    mensaje: string,
    readonly code: CodigoFallaHttp,
    readonly response?: RespuestaHttp,
  ) {
    super(mensaje);
    this.name = 'FallaHttp';
  }
}

/** axios' encoding of a query value (helpers/buildURL.js): `:`, `$`, `,` kept, space as `+`. */
function codificar(valor: string): string {
  return encodeURIComponent(valor)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

function textoDe(valor: unknown): string {
  if (valor instanceof Date) return valor.toISOString();
  if (typeof valor === 'object') return JSON.stringify(valor);
  return String(valor as string | number | boolean | bigint);
}

/**
 * The query string axios would write for these params: null and undefined left out, a list
 * as `clave[]=…` per item. The API's queries are flat (strings, numbers, booleans).
 */
export function cadenaDeConsulta(params: unknown): string {
  if (typeof params !== 'object' || params === null) return '';
  const partes: string[] = [];
  for (const [clave, valor] of Object.entries(params)) {
    const valores: unknown[] = Array.isArray(valor) ? valor : [valor];
    const nombre = Array.isArray(valor) ? `${clave}[]` : clave;
    for (const v of valores) {
      if (v !== null && v !== undefined)
        partes.push(`${codificar(nombre)}=${codificar(textoDe(v))}`);
    }
  }
  return partes.join('&');
}

function conConsulta(url: string, params: unknown): string {
  const consulta = cadenaDeConsulta(params);
  if (!consulta) return url;
  const sinAncla = url.split('#')[0] ?? url;
  return `${sinAncla}${sinAncla.includes('?') ? '&' : '?'}${consulta}`;
}

/** axios' default reading: JSON when the text is JSON, the text itself otherwise ('' if empty). */
function leerCuerpo(texto: string): unknown {
  if (texto === '') return texto;
  try {
    return JSON.parse(texto) as unknown;
  } catch {
    return texto;
  }
}

function cabecerasDe(respuesta: Response): Record<string, string> {
  const cabeceras: Record<string, string> = {};
  respuesta.headers.forEach((valor, nombre) => {
    cabeceras[nombre.toLowerCase()] = valor;
  });
  return cabeceras;
}

/**
 * Aborted when the caller cancels or the time is up. By hand rather than `AbortSignal.any`,
 * which browsers only have since 2024.
 */
function unirSenales(propia: AbortSignal | undefined, plazo: AbortSignal): AbortSignal {
  if (!propia) return plazo;
  const control = new AbortController();
  const abortar = () => control.abort();
  if (propia.aborted || plazo.aborted) abortar();
  propia.addEventListener('abort', abortar, { once: true });
  plazo.addEventListener('abort', abortar, { once: true });
  return control.signal;
}

/**
 * A body `fetch` sends as it is, with the type it knows (a form's multipart boundary, a
 * file's own type): axios does the same, and only turns other data into JSON.
 */
function esCuerpoCrudo(data: unknown): data is BodyInit {
  return (
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

export interface OpcionesClienteFetch {
  /** Milliseconds before giving up (axios' `timeout`); the answer is then a network failure. */
  timeout: number;
  /** Prefix of every URL; the app's requests are same-origin and relative (tests set it). */
  baseURL?: string;
}

/** The API client the app uses: `fetch`, same origin, axios' conventions (see above). */
export function crearClienteFetch({ timeout, baseURL = '' }: OpcionesClienteFetch): ClienteHttp {
  return {
    async request<T>(peticion: PeticionHttp): Promise<RespuestaHttp<T>> {
      const plazo = AbortSignal.timeout(timeout);
      const senal = unirSenales(peticion.signal, plazo);
      const { data } = peticion;
      const conJson = data !== undefined && !esCuerpoCrudo(data);
      let cuerpo: BodyInit | undefined;
      if (esCuerpoCrudo(data)) cuerpo = data;
      else if (conJson) cuerpo = JSON.stringify(data);
      const headers: Record<string, string> = {
        Accept: 'application/json, text/plain, */*',
        ...(conJson ? { 'Content-Type': 'application/json' } : {}),
        ...peticion.headers,
      };
      let respuesta: Response;
      let texto: string;
      try {
        respuesta = await fetch(`${baseURL}${conConsulta(peticion.url, peticion.params)}`, {
          method: peticion.method.toUpperCase(),
          headers,
          body: cuerpo,
          signal: senal,
          credentials: 'same-origin',
        });
        texto = await respuesta.text();
      } catch (error) {
        // The caller's cancellation is axios' ERR_CANCELED; the timeout, ECONNABORTED; any
        // other failure (no answer, a dropped connection) ERR_NETWORK. None has a response.
        if (peticion.signal?.aborted) throw new FallaHttp('canceled', 'ERR_CANCELED');
        if (plazo.aborted) throw new FallaHttp(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED');
        throw new FallaHttp(
          error instanceof Error ? error.message : 'Network Error',
          'ERR_NETWORK',
        );
      }
      const resultado = {
        data: leerCuerpo(texto) as T,
        status: respuesta.status,
        headers: cabecerasDe(respuesta),
      };
      if (respuesta.ok) return resultado;
      const codigo = respuesta.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE';
      throw new FallaHttp(`Request failed with status code ${respuesta.status}`, codigo, resultado);
    },
  };
}
