import type { RouteKey } from '@shared/api';
import { politicaOffline } from '@shared/api/offline';

/** The longest cache key kept whole; longer ones keep a readable start and a hash. */
export const LARGO_MAXIMO_CLAVE = 200;

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

/** The query without the fields the route's policy leaves out of its key; none when empty. */
function consultaParaClave(key: RouteKey, consulta: Record<string, unknown>): unknown {
  const politica = politicaOffline(key);
  const fuera = politica.modo === 'cache' ? (politica.fueraDeClave ?? []) : [];
  const resto = Object.entries(consulta).filter(([k]) => !fuera.includes(k));
  return resto.length === 0 ? undefined : Object.fromEntries(resto);
}

/**
 * The cache key of a read, as the centre shell sees it: route key + stable JSON of its
 * path (which carries the params), query and JSON body.
 */
export function claveCache(
  key: RouteKey,
  ruta: string,
  consulta: Record<string, unknown>,
  cuerpo: unknown,
): string {
  const clave = `${key} ${jsonEstable({
    ruta,
    consulta: consultaParaClave(key, consulta),
    // Absent parts are left out of the text (jsonEstable drops undefined fields).
    cuerpo: cuerpo ?? undefined,
  })}`;
  if (clave.length <= LARGO_MAXIMO_CLAVE) return clave;
  return `${clave.slice(0, LARGO_MAXIMO_CLAVE - 10)}#${fnv1a(clave)}`;
}
