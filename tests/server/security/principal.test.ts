import { describe, expect, it } from 'vitest';
import type { ClaveVersion, Versiones } from '../../../src/server/cache/versiones';
import { CachePrincipal } from '../../../src/server/security/principal';

function versionesDePrueba() {
  let valor: number | null = 1;
  const v: Versiones & { poner(n: number | null): void } = {
    vigente: (_clave: ClaveVersion) => valor,
    invalidar: () => {
      valor = (valor ?? 0) + 1;
    },
    cerrar: () => Promise.resolve(),
    poner: (n) => {
      valor = n;
    },
  };
  return v;
}

describe('CachePrincipal', () => {
  const ahora = 1_000_000; // seconds
  const cargador = (valor: string, exp = ahora + 60) => {
    const llamadas = { n: 0 };
    const cargar = () => {
      llamadas.n += 1;
      return Promise.resolve({ valor, exp });
    };
    return { llamadas, cargar };
  };

  it('loads once, then answers from memory while the version holds', async () => {
    const v = versionesDePrueba();
    const cache = new CachePrincipal<string>(v, 10, () => ahora * 1000);
    const { llamadas, cargar } = cargador('ana');
    expect(await cache.obtener('t1', cargar)).toBe('ana');
    expect(await cache.obtener('t1', cargar)).toBe('ana');
    expect(llamadas.n).toBe(1);
    v.invalidar('principal');
    expect(await cache.obtener('t1', cargar)).toBe('ana');
    expect(llamadas.n).toBe(2);
  });

  it('an entry expires with its credential, as jose counts (exp <= now)', async () => {
    let ms = ahora * 1000;
    const cache = new CachePrincipal<string>(versionesDePrueba(), 10, () => ms);
    const { llamadas, cargar } = cargador('ana', ahora + 5);
    await cache.obtener('t1', cargar);
    ms = (ahora + 4) * 1000 + 999;
    await cache.obtener('t1', cargar);
    expect(llamadas.n).toBe(1);
    ms = (ahora + 5) * 1000;
    await cache.obtener('t1', cargar);
    expect(llamadas.n).toBe(2);
  });

  it('a change during the load is never cached as current (version read first)', async () => {
    const v = versionesDePrueba();
    const cache = new CachePrincipal<string>(v, 10, () => ahora * 1000);
    let n = 0;
    const cargar = () => {
      n += 1;
      // The rows were read, then someone changed them before the entry was stored.
      if (n === 1) v.invalidar('principal');
      return Promise.resolve({ valor: `lectura ${n}`, exp: ahora + 60 });
    };
    expect(await cache.obtener('t1', cargar)).toBe('lectura 1');
    expect(await cache.obtener('t1', cargar)).toBe('lectura 2');
    expect(await cache.obtener('t1', cargar)).toBe('lectura 2');
  });

  it('caches nothing while versions are unknown, nor a load that failed', async () => {
    const v = versionesDePrueba();
    const cache = new CachePrincipal<string>(v, 10, () => ahora * 1000);
    const { llamadas, cargar } = cargador('ana');
    v.poner(null);
    await cache.obtener('t1', cargar);
    await cache.obtener('t1', cargar);
    expect(llamadas.n).toBe(2);
    expect(cache.tamano).toBe(0);
    v.poner(3);
    const falla = () => Promise.reject(new Error('TOKEN_INVALIDO'));
    await expect(cache.obtener('t2', falla)).rejects.toThrow('TOKEN_INVALIDO');
    expect(cache.tamano).toBe(0);
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const cache = new CachePrincipal<string>(versionesDePrueba(), 2, () => ahora * 1000);
    const a = cargador('a');
    const b = cargador('b');
    const c = cargador('c');
    await cache.obtener('a', a.cargar);
    await cache.obtener('b', b.cargar);
    await cache.obtener('a', a.cargar); // a is now the most recent
    await cache.obtener('c', c.cargar); // drops b
    expect(cache.tamano).toBe(2);
    await cache.obtener('a', a.cargar);
    await cache.obtener('b', b.cargar);
    expect(a.llamadas.n).toBe(1);
    expect(b.llamadas.n).toBe(2);
  });
});
