import { describe, expect, it } from 'vitest';
import { CachePorVersion } from '../../../src/server/cache/porVersion';
import type { ClaveVersion } from '../../../src/server/cache/versiones';

/** A version source the test moves by hand (the real one is tested in versiones.test.ts). */
function fuente() {
  const estado = { version: 1 as number | null, lecturas: 0 };
  return {
    estado,
    versiones: {
      vigente: (clave: ClaveVersion) => {
        expect(clave).toBe('contenido');
        estado.lecturas += 1;
        return estado.version;
      },
    },
  };
}

describe('CachePorVersion', () => {
  it('answers the kept value while the version holds, and reads again once it moved', async () => {
    const { estado, versiones } = fuente();
    const cache = new CachePorVersion<string, number>(versiones, 'contenido', 10);
    let leidas = 0;
    const leer = () => Promise.resolve(++leidas);
    expect(await cache.obtener('a', leer)).toBe(1);
    expect(await cache.obtener('a', leer)).toBe(1);
    expect(await cache.obtener('b', leer)).toBe(2);
    estado.version = 2;
    expect(await cache.obtener('a', leer)).toBe(3);
    expect(await cache.obtener('b', leer)).toBe(4);
    expect(await cache.obtener('a', leer)).toBe(3);
  });

  it('does not keep a value read while the version moved', async () => {
    const { estado, versiones } = fuente();
    const cache = new CachePorVersion<string, string>(versiones, 'contenido', 10);
    // A write lands during the read: the answer is given but not kept as current.
    expect(
      await cache.obtener('a', () => {
        estado.version = 2;
        return Promise.resolve('antes');
      }),
    ).toBe('antes');
    expect(await cache.obtener('a', () => Promise.resolve('después'))).toBe('después');
    expect(await cache.obtener('a', () => Promise.resolve('otra'))).toBe('después');
  });

  it('reads every time while the versions cannot be trusted (null)', async () => {
    const { estado, versiones } = fuente();
    estado.version = null;
    const cache = new CachePorVersion<string, number>(versiones, 'contenido', 10);
    let leidas = 0;
    const leer = () => Promise.resolve(++leidas);
    expect(await cache.obtener('a', leer)).toBe(1);
    expect(await cache.obtener('a', leer)).toBe(2);
    estado.version = 5;
    expect(await cache.obtener('a', leer)).toBe(3);
    expect(await cache.obtener('a', leer)).toBe(3);
  });

  it('starts afresh past its bound instead of growing', async () => {
    const { versiones } = fuente();
    const cache = new CachePorVersion<number, number>(versiones, 'contenido', 3);
    let leidas = 0;
    const leer = () => Promise.resolve(++leidas);
    for (const llave of [1, 2, 3]) await cache.obtener(llave, leer);
    expect(leidas).toBe(3);
    await cache.obtener(4, leer); // the fourth empties it, then is kept
    expect(await cache.obtener(4, leer)).toBe(4);
    expect(await cache.obtener(1, leer)).toBe(5);
  });

  it('bounds what its values weigh together, and never keeps one heavier than the bound', async () => {
    const { versiones } = fuente();
    const cache = new CachePorVersion<string, number[]>(versiones, 'contenido', 5, (v) => v.length);
    let leidas = 0;
    const leer = (n: number) => () => {
      leidas += 1;
      return Promise.resolve(Array<number>(n).fill(leidas));
    };
    await cache.obtener('a', leer(3));
    await cache.obtener('b', leer(2));
    expect(await cache.obtener('a', leer(3))).toEqual([1, 1, 1]);
    expect(await cache.obtener('b', leer(2))).toEqual([2, 2]);
    expect(leidas).toBe(2);
    // One more row would pass 5: the cache starts afresh with the new value alone.
    await cache.obtener('c', leer(1));
    expect(await cache.obtener('c', leer(1))).toEqual([3]);
    expect(await cache.obtener('a', leer(3))).toEqual([4, 4, 4]);
    expect(leidas).toBe(4);
    // Heavier than the whole bound: answered, not kept, and the rest stays.
    expect(await cache.obtener('d', leer(6))).toHaveLength(6);
    expect(await cache.obtener('d', leer(6))).toEqual(Array(6).fill(6));
    expect(await cache.obtener('a', leer(3))).toEqual([4, 4, 4]);
  });

  it('counts a key kept twice (two requests that missed at once) once', async () => {
    const { versiones } = fuente();
    const cache = new CachePorVersion<string, number[]>(versiones, 'contenido', 4, (v) => v.length);
    let soltar: () => void = () => undefined;
    const espera = new Promise<void>((r) => (soltar = r));
    const lenta = () => espera.then(() => [1, 1]);
    const ambas = Promise.all([cache.obtener('a', lenta), cache.obtener('a', lenta)]);
    soltar();
    await ambas;
    // 'a' weighs 2 once, not 4: 'b' (2 more) fits beside it.
    await cache.obtener('b', () => Promise.resolve([2, 2]));
    let otra = 0;
    await cache.obtener('a', () => Promise.resolve([++otra]));
    expect(otra).toBe(0);
  });

  it('is in use only while the version can be trusted', () => {
    const { estado, versiones } = fuente();
    const cache = new CachePorVersion<string, number>(versiones, 'contenido', 10);
    expect(cache.enUso).toBe(true);
    estado.version = null;
    expect(cache.enUso).toBe(false);
  });
});
