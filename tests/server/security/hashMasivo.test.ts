import { afterEach, describe, expect, it } from 'vitest';
import { HashCancelado, PoolHash } from '../../../src/server/security/hashMasivo';
import { verifyPassword } from '../../../src/server/security/passwords';

describe('PoolHash', () => {
  let pool: PoolHash | null = null;
  afterEach(async () => {
    await pool?.cerrar();
    pool = null;
  });

  it('hashes in input order with the stored format verifyPassword reads', async () => {
    pool = new PoolHash({ hilos: 2 });
    const passwords = ['primera-clave', 'segunda-clave', 'Añoranza-ñ', 'cuarta-clave'];
    const avances: number[] = [];
    const hashes = await pool.hashear(passwords, { onProgreso: (n) => avances.push(n) });
    expect(hashes).toHaveLength(4);
    expect(hashes[0]).toMatch(/^scrypt\$32768\$8\$1\$/);
    for (const [i, p] of passwords.entries()) {
      expect(await verifyPassword(p, hashes[i] as string)).toBe(true);
    }
    expect(await verifyPassword('primera-clave', hashes[1] as string)).toBe(false);
    // Same password, different salts.
    const [a, b] = await pool.hashear(['igual', 'igual']);
    expect(a).not.toBe(b);
    expect(avances.at(-1)).toBe(4);
  });

  it('stops when cancelled and reports HashCancelado', async () => {
    pool = new PoolHash({ hilos: 1, coste: { N: 2 ** 10, r: 8, p: 1 } });
    const control = new AbortController();
    const muchas = Array.from({ length: 500 }, (_, i) => `clave-${i}`);
    let hechas = 0;
    const promesa = pool.hashear(muchas, {
      signal: control.signal,
      onProgreso: (n) => {
        hechas = n;
        if (n === 5) control.abort();
      },
    });
    await expect(promesa).rejects.toBeInstanceOf(HashCancelado);
    expect(hechas).toBeLessThan(500);
  });

  it('refuses at once when the signal was already aborted', async () => {
    pool = new PoolHash({ hilos: 1 });
    await expect(pool.hashear(['x'], { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      HashCancelado,
    );
  });
});
