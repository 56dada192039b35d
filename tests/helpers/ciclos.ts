import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The import graph between domains (renderer features, server modules), read from the source
 * with a regular expression over import lines: enough to prove "no cycle between domains"
 * without a bundler. Shared by tests/renderer/fronteras.test.ts and the server's twin.
 */

/** `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`. */
const IMPORTACION =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface Importacion {
  /** The specifier as written. */
  especificador: string;
  /** Absolute path the specifier points to (relative specifiers and aliases), else null. */
  destino: string | null;
  /** `import type …` / `export type …`: erased at build time. */
  soloTipos: boolean;
}

/** Every .ts/.tsx file under `carpeta`, absolute paths, sorted. */
export function archivosFuente(carpeta: string): string[] {
  const salida: string[] = [];
  for (const entrada of readdirSync(carpeta, { withFileTypes: true })) {
    const ruta = join(carpeta, entrada.name);
    if (entrada.isDirectory()) salida.push(...archivosFuente(ruta));
    else if (/\.tsx?$/.test(entrada.name) && !entrada.name.endsWith('.d.ts')) salida.push(ruta);
  }
  return salida.sort();
}

/** The imports of one source text; `alias` maps a prefix like `@shared` to an absolute folder. */
export function importacionesDe(
  archivo: string,
  texto: string,
  alias: Record<string, string> = {},
): Importacion[] {
  const salida: Importacion[] = [];
  for (const m of texto.matchAll(IMPORTACION)) {
    const especificador = m[3] ?? m[4];
    if (!especificador) continue;
    salida.push({
      especificador,
      destino: resolverDestino(archivo, especificador, alias),
      soloTipos: Boolean(m[2]),
    });
  }
  return salida;
}

function resolverDestino(
  archivo: string,
  especificador: string,
  alias: Record<string, string>,
): string | null {
  if (especificador.startsWith('.')) return resolve(dirname(archivo), especificador);
  for (const [prefijo, carpeta] of Object.entries(alias)) {
    if (especificador === prefijo || especificador.startsWith(`${prefijo}/`)) {
      return join(carpeta, especificador.slice(prefijo.length));
    }
  }
  return null;
}

/** The domain of an absolute path under `raiz` (its first folder), or null outside it. */
export function dominioBajo(raiz: string, ruta: string): string | null {
  const rel = relative(raiz, ruta);
  if (rel.startsWith('..') || rel === '') return null;
  const [primero, ...resto] = rel.split(sep);
  return resto.length > 0 ? (primero ?? null) : null;
}

/** domain → imported domain → files (relative to `raiz`) that carry that edge. */
export type GrafoDominios = Map<string, Map<string, string[]>>;

export interface OpcionesGrafo {
  /** Folder whose first-level subfolders are the domains (e.g. src/renderer/features). */
  raiz: string;
  alias?: Record<string, string>;
  /** Count `import type` edges too (default true: a type is a dependency of the design). */
  incluirTipos?: boolean;
}

export function grafoDeDominios({
  raiz,
  alias = {},
  incluirTipos = true,
}: OpcionesGrafo): GrafoDominios {
  const grafo: GrafoDominios = new Map();
  for (const archivo of archivosFuente(raiz)) {
    const origen = dominioBajo(raiz, archivo);
    if (!origen) continue;
    const aristas = grafo.get(origen) ?? new Map<string, string[]>();
    grafo.set(origen, aristas);
    for (const imp of importacionesDe(archivo, readFileSync(archivo, 'utf8'), alias)) {
      if (!imp.destino || (imp.soloTipos && !incluirTipos)) continue;
      const destino = dominioBajo(raiz, imp.destino) ?? dominioDeCarpeta(raiz, imp.destino);
      if (!destino || destino === origen) continue;
      const archivos = aristas.get(destino) ?? [];
      archivos.push(relative(raiz, archivo));
      aristas.set(destino, archivos);
    }
  }
  return grafo;
}

/** `import … from '../progresos'` points at the folder itself (its index.ts). */
function dominioDeCarpeta(raiz: string, ruta: string): string | null {
  const rel = relative(raiz, ruta);
  return rel && !rel.startsWith('..') && !rel.includes(sep) ? rel : null;
}

/** Strongly connected components with more than one domain (Tarjan): each one is a cycle. */
export function ciclosEntreDominios(grafo: GrafoDominios): string[][] {
  let siguiente = 0;
  const indices = new Map<string, number>();
  const bajos = new Map<string, number>();
  const pila: string[] = [];
  const enPila = new Set<string>();
  const componentes: string[][] = [];
  const bajo = (v: string) => bajos.get(v) ?? Number.POSITIVE_INFINITY;

  const visitar = (v: string): void => {
    indices.set(v, siguiente);
    bajos.set(v, siguiente);
    siguiente += 1;
    pila.push(v);
    enPila.add(v);
    for (const w of grafo.get(v)?.keys() ?? []) {
      const indiceW = indices.get(w);
      if (indiceW === undefined) {
        visitar(w);
        bajos.set(v, Math.min(bajo(v), bajo(w)));
      } else if (enPila.has(w)) {
        bajos.set(v, Math.min(bajo(v), indiceW));
      }
    }
    if (bajo(v) !== indices.get(v)) return;
    const componente: string[] = [];
    for (let w = pila.pop(); w !== undefined; w = w === v ? undefined : pila.pop()) {
      enPila.delete(w);
      componente.push(w);
    }
    if (componente.length > 1) componentes.push(componente.sort());
  };

  for (const v of [...grafo.keys()].sort()) if (!indices.has(v)) visitar(v);
  return componentes.sort((a, b) => a.join().localeCompare(b.join()));
}

/** Readable evidence for a failing assertion: each edge inside each cycle, with its files. */
export function describirCiclos(grafo: GrafoDominios, ciclos: string[][]): string[] {
  return ciclos.flatMap((ciclo) =>
    ciclo.flatMap((origen) =>
      ciclo
        .filter((destino) => grafo.get(origen)?.has(destino))
        .map((destino) => `${origen} → ${destino}: ${grafo.get(origen)?.get(destino)?.join(', ')}`),
    ),
  );
}
