import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's modules as a graph: module A → module B when a file of A imports one of B
 * (read from the sources, type-only imports included: they couple the modules all the same).
 */
const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/server/modules');

function archivos(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const ruta = join(dir, e.name);
    if (e.isDirectory()) return archivos(ruta);
    return ruta.endsWith('.ts') ? [ruta] : [];
  });
}

function moduloDe(ruta: string): { modulo: string; resto: string[] } | null {
  const rel = relative(RAIZ, ruta);
  if (rel.startsWith('..')) return null;
  const [modulo = '', ...resto] = rel.split(sep);
  return { modulo: modulo.replace(/\.ts$/, ''), resto };
}

interface Arista {
  desde: string;
  hacia: string;
  archivo: string;
  fuente: string;
}

function aristas(): Arista[] {
  const salida: Arista[] = [];
  for (const archivo of archivos(RAIZ)) {
    const propio = moduloDe(archivo);
    if (!propio || propio.resto.length === 0) continue; // modules/handlers.ts joins them all
    const texto = readFileSync(archivo, 'utf8');
    for (const m of texto.matchAll(/\bfrom\s+'(\.[^']*)'|\bimport\(\s*'(\.[^']*)'/g)) {
      const fuente = m[1] ?? m[2] ?? '';
      const destino = moduloDe(resolve(dirname(archivo), fuente));
      if (!destino || destino.modulo === propio.modulo) continue;
      salida.push({ desde: propio.modulo, hacia: destino.modulo, archivo, fuente });
    }
  }
  return salida;
}

/** Every cycle's modules in order, found by depth-first search (empty: a DAG). */
function ciclos(grafo: Map<string, Set<string>>): string[][] {
  const encontrados: string[][] = [];
  const estado = new Map<string, 'abierto' | 'cerrado'>();
  const pila: string[] = [];
  const visitar = (n: string) => {
    estado.set(n, 'abierto');
    pila.push(n);
    for (const v of grafo.get(n) ?? []) {
      if (estado.get(v) === 'abierto') encontrados.push([...pila.slice(pila.indexOf(v)), v]);
      else if (!estado.has(v)) visitar(v);
    }
    pila.pop();
    estado.set(n, 'cerrado');
  };
  for (const n of grafo.keys()) if (!estado.has(n)) visitar(n);
  return encontrados;
}

describe('server modules (docs/architecture.md, «Server folder map»)', () => {
  const todas = aristas();

  it('import each other only through index.ts', () => {
    const profundas = todas
      .filter((a) => {
        const destino = moduloDe(resolve(dirname(a.archivo), a.fuente));
        return destino !== null && destino.resto.length > 0 && destino.resto.join('/') !== 'index';
      })
      .map((a) => `${relative(RAIZ, a.archivo)} → ${a.fuente}`);
    expect(profundas).toEqual([]);
  });

  it('form no import cycle', () => {
    const grafo = new Map<string, Set<string>>();
    for (const a of todas) grafo.set(a.desde, (grafo.get(a.desde) ?? new Set()).add(a.hacia));
    expect(grafo.size).toBeGreaterThan(5); // the walk did find the modules' imports
    expect(ciclos(grafo).map((c) => c.join(' → '))).toEqual([]);
  });

  it('the cycle finder sees a cycle when there is one', () => {
    const grafo = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(ciclos(grafo)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
