import { TIPOS_PENDIENTE, campoIdDe, type TipoPendiente } from '@shared/api/offline';

/** One outbox row as the replay reads it. */
export interface FilaPendiente {
  orden: number;
  id: string;
  usuario_id: string;
  tipo: string;
  metodo: string;
  ruta: string;
  cuerpo_json: string;
  creado_en: string;
}

/**
 * What one replay attempt means for the item and for the run:
 * - `aceptado`: the server applied it (or had already: a replay answers 2xx too) → delete.
 * - `rechazado`: the server refused it for good → keep it with the server's reason, go on.
 * - `detener`: try again later (no network, server down or busy, session expired) → keep it
 *   pending and end the run, so later items never overtake it.
 */
export type ResultadoEnvio =
  | { tipo: 'aceptado' }
  | { tipo: 'rechazado'; motivo: string }
  | { tipo: 'detener'; causa: 'red' | 'servidor' | 'sesion' };

export interface OpcionesEnvio {
  baseUrl: string;
  token: string;
  fetch: typeof fetch;
  /** A request hanging longer than this counts as a network error (the item is retried). */
  plazoMs: number;
}

/**
 * Marks a replayed outbox item. In centre mode the replay may go through main's own shell
 * (its address is the app's server URL); the shell then forwards the item as it is, and
 * never answers it from the outbox it comes from.
 */
export const CABECERA_REENVIO = 'x-reenvio-sin-conexion';

/** Prefix every outbox route must have: only API writes are replayed, never other URLs. */
export const PREFIJO_RUTA = '/api/';

/**
 * The URL an item goes to: `${baseUrl}${ruta}` (a server under a path prefix keeps it), and
 * never another origin — a route such as `@otro.host/…` would otherwise carry the learner's
 * token elsewhere.
 */
export function urlDestino(baseUrl: string, ruta: string): string {
  const base = new URL(baseUrl.replace(/\/+$/, ''));
  const destino = new URL(`${base.toString().replace(/\/+$/, '')}${ruta}`);
  // Checked after normalising too: `/api/../auth/x` must not pass as an API route.
  const prefijo = `${base.pathname.replace(/\/+$/, '')}${PREFIJO_RUTA}`;
  if (
    !ruta.startsWith(PREFIJO_RUTA) ||
    destino.origin !== base.origin ||
    !destino.pathname.startsWith(prefijo)
  ) {
    throw new Error(`Ruta no válida para la cola sin conexión: ${ruta}`);
  }
  return destino.toString();
}

/**
 * The write's idempotency id, in the body field the offline policy table names for its
 * kind (`idReporte` of a progress report, `idCliente` of a forum reply): the item's own id
 * when the body has none, so a resend after a crash is harmless. The renderer writes it in
 * already; this guards an item that reached the bridge without it.
 */
export function conIdReporte(tipo: string, id: string, cuerpo: unknown): unknown {
  const campo = esTipoPendiente(tipo) ? campoIdDe(tipo) : null;
  if (campo === null || cuerpo === null || typeof cuerpo !== 'object') return cuerpo;
  if (Array.isArray(cuerpo) || campo in cuerpo) return cuerpo;
  return { ...cuerpo, [campo]: id };
}

function esTipoPendiente(tipo: string): tipo is TipoPendiente {
  return (TIPOS_PENDIENTE as readonly string[]).includes(tipo);
}

/** The server's Spanish `error` when its body has one (the API's error shape), else ours. */
function motivoDe(status: number, texto: string): string {
  try {
    const cuerpo: unknown = JSON.parse(texto);
    if (cuerpo && typeof cuerpo === 'object' && 'error' in cuerpo) {
      const { error } = cuerpo;
      if (typeof error === 'string' && error.trim() !== '') return error;
    }
  } catch {
    // Not JSON (a proxy's page, say): fall back to the status.
  }
  return `El servidor rechazó el cambio (código ${status}).`;
}

/** 401: the session expired; 408 and 429: the server asks to come back later. */
const REINTENTABLES_4XX = new Set([408, 429]);

export function clasificar(status: number, texto: string): ResultadoEnvio {
  if (status >= 200 && status < 300) return { tipo: 'aceptado' };
  if (status === 401) return { tipo: 'detener', causa: 'sesion' };
  if (status >= 400 && status < 500 && !REINTENTABLES_4XX.has(status)) {
    return { tipo: 'rechazado', motivo: motivoDe(status, texto) };
  }
  // 5xx (503 while the server restarts), 408, 429 and anything unexpected: later.
  return { tipo: 'detener', causa: 'servidor' };
}

/** Sends one item as it would have been sent online and classifies the answer. */
export async function enviarPendiente(
  fila: FilaPendiente,
  opciones: OpcionesEnvio,
): Promise<ResultadoEnvio> {
  // A wrong server address is the connection's fault, not the item's: retry later.
  if (!URL.canParse(opciones.baseUrl)) return { tipo: 'detener', causa: 'red' };
  let url: string;
  let cuerpo: unknown;
  try {
    url = urlDestino(opciones.baseUrl, fila.ruta);
    cuerpo = conIdReporte(fila.tipo, fila.id, JSON.parse(fila.cuerpo_json));
  } catch (error) {
    // A row that can never be sent is kept and shown, not retried forever nor dropped.
    return { tipo: 'rechazado', motivo: error instanceof Error ? error.message : String(error) };
  }
  let status: number;
  let texto: string;
  try {
    const respuesta = await opciones.fetch(url, {
      method: fila.metodo,
      headers: {
        authorization: `Bearer ${opciones.token}`,
        'content-type': 'application/json',
        [CABECERA_REENVIO]: '1',
      },
      body: JSON.stringify(cuerpo),
      signal: AbortSignal.timeout(opciones.plazoMs),
    });
    status = respuesta.status;
    // The body is read before deciding: a 2xx whose body never arrives is not known applied.
    texto = await respuesta.text();
  } catch {
    // Refused connection, DNS, timeout, cut mid-answer: the item stays for the next run.
    return { tipo: 'detener', causa: 'red' };
  }
  return clasificar(status, texto);
}

/**
 * The user a session token was issued to (its JWT `sub`), read without verifying: only the
 * server can verify it, but a token of another learner is caught before it turns every
 * item of this one into a refusal. Null when the token is not a readable JWT.
 */
export function sujetoDelToken(token: string): string | null {
  const carga = token.split('.')[1];
  if (carga === undefined) return null;
  try {
    const datos: unknown = JSON.parse(Buffer.from(carga, 'base64url').toString('utf8'));
    if (datos && typeof datos === 'object' && 'sub' in datos && typeof datos.sub === 'string') {
      return datos.sub;
    }
  } catch {
    // Not JSON: let the server judge the token.
  }
  return null;
}
