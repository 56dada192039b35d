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

  it('is in use only while the version can be trusted', () => {
    const { estado, versiones } = fuente();
    const cache = new CachePorVersion<string, number>(versiones, 'contenido', 10);
    expect(cache.enUso).toBe(true);
    estado.version = null;
    expect(cache.enUso).toBe(false);
  });
});
