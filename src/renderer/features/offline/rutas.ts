import { routes, type RouteKey } from '@shared/api';
import type { ApiFailure } from '../../app/apiError';
import { CODIGOS_CLIENTE } from '../../app/apiError';
import type { RouteRequest } from '../../app/routeRequest';

/**
 * Which API reads a learner needs to study without a connection (issue 7, Offline cache):
 * their courses, lessons, progress, forum threads already seen and evaluation list. Only
 * these are kept on disk; every other screen says plainly that it needs the server.
 */
export const RUTAS_EN_CACHE = [
  'cursos.listar',
  'cursos.buscar',
  'multimedias.filtrar',
  'multimedias.obtener',
  'progresos.listar',
  'comentarios.filtrar',
  'evaluaciones.listar',
] as const satisfies readonly RouteKey[];
export type RutaEnCache = (typeof RUTAS_EN_CACHE)[number];

/** The longest key the bridge accepts (`offline.guardarCache`'s schema). */
export const LARGO_MAXIMO_CLAVE = 200;

interface Patron {
  key: RouteKey;
  method: string;
  exacta: string | null;
  regex: RegExp | null;
}

function escapar(texto: string): string {
  return texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Static paths are tried before paths with `:params`, so `GET /api/multimedias/filtrar`
 * is never taken for `GET /api/multimedias/:multimediaId` with id "filtrar".
 */
const PATRONES: Patron[] = Object.entries(routes)
  .map(([key, def]): Patron => {
    const conParametros = def.path.includes(':');
    return {
      key: key as RouteKey,
      method: def.method,
      exacta: conParametros ? null : def.path,
      regex: conParametros
        ? new RegExp(
            `^${def.path
              .split(/(:[A-Za-z0-9_]+)/)
              .map((parte) => (parte.startsWith(':') ? '[^/]+' : escapar(parte)))
              .join('')}$`,
          )
        : null,
    };
  })
  .sort((a, b) => Number(a.exacta === null) - Number(b.exacta === null));

/** The route-table key of a request the base query is about to send, if any. */
export function rutaDe(request: Pick<RouteRequest, 'method' | 'url'>): RouteKey | null {
  const ruta = request.url.split('?')[0] ?? '';
  for (const p of PATRONES) {
    if (p.method !== request.method) continue;
    if (p.exacta !== null ? p.exacta === ruta : p.regex?.test(ruta)) return p.key;
  }
  return null;
}

export function esRutaEnCache(key: RouteKey | null): key is RutaEnCache {
  return key !== null && (RUTAS_EN_CACHE as readonly string[]).includes(key);
}

/** JSON with object keys sorted, so the same request always gives the same text. */
export function jsonEstable(valor: unknown): string {
  if (valor === undefined) return 'null';
  if (valor === null || typeof valor !== 'object') return JSON.stringify(valor);
  if (Array.isArray(valor)) return `[${valor.map(jsonEstable).join(',')}]`;
  const entradas = Object.entries(valor as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entradas.map(([k, v]) => `${JSON.stringify(k)}:${jsonEstable(v)}`).join(',')}}`;
}

/** FNV-1a (32 bits, hex): shortens an over-long key without losing its stability. */
function fnv1a(texto: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) {
    h ^= texto.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * The lesson filter's dates are "now minus 30 years" to "now plus 40 minutes": they change
 * on every visit, so they are left out of the key or the course page would never find
 * its lessons again offline.
 */
function consultaParaClave(key: RouteKey, consulta: unknown): unknown {
  if (key !== 'multimedias.filtrar' || consulta === null || typeof consulta !== 'object') {
    return consulta;
  }
  return Object.fromEntries(
    Object.entries(consulta).filter(([k]) => k !== 'fechaIni' && k !== 'fechaFin'),
  );
}

/**
 * The cache key of a read: route key + stable JSON of its path (which carries the params),
 * query and body. Keys longer than the bridge allows keep a readable start and a hash.
 */
export function claveCache(key: RouteKey, request: RouteRequest): string {
  const clave = `${key} ${jsonEstable({
    ruta: request.url,
    consulta: consultaParaClave(key, request.params),
    cuerpo: request.data,
  })}`;
  if (clave.length <= LARGO_MAXIMO_CLAVE) return clave;
  return `${clave.slice(0, LARGO_MAXIMO_CLAVE - 10)}#${fnv1a(clave)}`;
}

/**
 * A failure that means "the server cannot be reached": no answer at all (network down,
 * timeout; a cancelled request is not one), or the desktop's local shell server answering
 * 503 NO_DISPONIBLE because the centre server is unreachable.
 */
export function esSinConexion(falla: ApiFailure): boolean {
  if (falla.status === 0) return falla.data.code === CODIGOS_CLIENTE.sinConexion;
  return falla.status === 503 && falla.data.code === 'NO_DISPONIBLE';
}
