import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  archivosFuente,
  ciclosEntreDominios,
  describirCiclos,
  dominioBajo,
  grafoDeDominios,
  importacionesDe,
} from '../helpers/ciclos';

/**
 * The server's modules as a graph (the same reader as the renderer's features,
 * tests/helpers/ciclos.ts): module A → module B when a file of A imports one of B, type-only
 * imports included (they couple the modules all the same). modules/handlers.ts, which joins
 * every module, belongs to none.
 */
const RAIZ = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/server/modules');

describe('server modules (docs/architecture.md, «Server folder map»)', () => {
  it('import each other only through index.ts', () => {
    const profundas: string[] = [];
    for (const archivo of archivosFuente(RAIZ)) {
      const propio = dominioBajo(RAIZ, archivo);
      if (!propio) continue;
      for (const imp of importacionesDe(archivo, readFileSync(archivo, 'utf8'))) {
        if (!imp.destino) continue;
        const destino = dominioBajo(RAIZ, imp.destino);
        // A path inside another module (other than its index) is a deep import; the module's
        // folder itself has no domain below it (dominioBajo is null) and is the front door.
        if (!destino || destino === propio) continue;
        if (relative(join(RAIZ, destino), imp.destino) !== 'index') {
          profundas.push(`${relative(RAIZ, archivo)} → ${imp.especificador}`);
        }
      }
    }
    expect(profundas).toEqual([]);
  });

  it('form no import cycle', () => {
    const grafo = grafoDeDominios({ raiz: RAIZ });
    expect(grafo.size).toBeGreaterThan(5); // the walk did find the modules' imports
    expect(grafo.get('evaluaciones')?.has('calificaciones')).toBe(true);
    expect(describirCiclos(grafo, ciclosEntreDominios(grafo))).toEqual([]);
  });

  it('the cycle finder sees a cycle when there is one', () => {
    const grafo = new Map([
      ['a', new Map([['b', ['a/x.ts']]])],
      ['b', new Map([['c', ['b/x.ts']]])],
      ['c', new Map([['a', ['c/x.ts']]])],
    ]);
    expect(ciclosEntreDominios(grafo)).toEqual([['a', 'b', 'c']]);
  });
});
