import { pbkdf2 } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PoolHash } from '../../../src/server/security/hashMasivo';
import { poolDelProceso } from '../../../src/server/security/hilosHash';
import {
  hashParaUsuarioInexistente,
  hashPassword,
  verifyPassword,
} from '../../../src/server/security/passwords';

/**
 * Logins hash on the process's worker pool, not on libuv's thread pool, which the file I/O
 * of the lessons needs (docs/rendimiento-archivos.md).
 */
describe('the password hashing pool', () => {
  it('hashes and verifies while every libuv thread is busy (it does not queue behind them)', async () => {
    const orden: string[] = [];
    // Twice as many slow jobs as libuv has threads (4 unless UV_THREADPOOL_SIZE says more).
    const hilos = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const ocupados = Array.from(
      { length: 2 * hilos },
      () =>
        new Promise<void>((resolve) => {
          pbkdf2('x', 'sal', 1_000_000, 64, 'sha512', () => {
            orden.push('libuv');
            resolve();
          });
        }),
    );
    const hash = await hashPassword('clave-de-prueba');
    const valida = await verifyPassword('clave-de-prueba', hash);
    orden.push('hash');
    // A file read queued after the busy jobs also waits for them; the hashing did not.
    const lectura = readFile(import.meta.filename).then(() => orden.push('lectura'));
    await Promise.all([...ocupados, lectura]);
    expect(valida).toBe(true);
    expect(orden[0]).toBe('hash');
    // The pool was really full: the read waited for busy jobs.
    expect(orden.indexOf('lectura')).toBeGreaterThan(orden.indexOf('libuv'));
  }, 60_000);

  it('is one pool per process, shared with the import, and still there after an import closes', async () => {
    const pool = await poolDelProceso();
    expect(await poolDelProceso()).toBe(pool);
    const importacion = new PoolHash();
    const [hash] = await importacion.hashear(['de-la-importacion']);
    await importacion.cerrar();
    expect(await verifyPassword('de-la-importacion', hash as string)).toBe(true);
    expect(await poolDelProceso()).toBe(pool);
    expect(pool.threads.length).toBeGreaterThan(0);
  });

  it('keeps the decoy hash for unknown accounts in the stored format', async () => {
    const senuelo = await hashParaUsuarioInexistente();
    expect(senuelo).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('cualquiera', senuelo)).toBe(false);
  });
});
