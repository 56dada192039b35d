import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, open, readFile, readdir, rm } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PoolHash } from '../../../src/server/security/hashMasivo';
import { PRIORIDAD_HASH } from '../../../src/server/security/hashWorker';
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
  it('hashes and verifies while every libuv thread is blocked (it does not queue behind them)', async () => {
    // Opening a FIFO for reading blocks a libuv thread until a writer comes: more opens than
    // libuv has threads (4 unless UV_THREADPOOL_SIZE says more) block every one of them.
    // Workers start on first use, loading their file through libuv: started beforehand, as
    // on a server that has served one login.
    await hashPassword('primera');
    const dir = await mkdtemp(join(tmpdir(), 'cf-hilos-'));
    const fifo = join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const hilos = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const bloqueados = Array.from({ length: hilos + 2 }, () => open(fifo, 'r'));
    let leido = false;
    const lectura = readFile(import.meta.filename).then(() => (leido = true));
    let plazo: NodeJS.Timeout | undefined;
    try {
      const hash = hashPassword('clave-de-prueba').then((h) =>
        verifyPassword('clave-de-prueba', h),
      );
      // On libuv's pool the hashing would wait forever; fail instead of hanging the file.
      const atascado = new Promise<'atascado'>((r) => (plazo = setTimeout(r, 30_000, 'atascado')));
      expect(await Promise.race([hash, atascado])).toBe(true);
      // The pool really was full: the file read queued meanwhile is still waiting.
      expect(leido).toBe(false);
    } finally {
      clearTimeout(plazo);
      // A writer releases every blocked open (kept open until the queued ones got theirs).
      const escritor = openSync(fifo, 'w');
      for (const manejador of await Promise.all(bloqueados)) await manejador.close();
      closeSync(escritor);
      await lectura;
      await rm(dir, { recursive: true, force: true });
    }
  }, 40_000);

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

  it('lowers the priority of the hashing threads only, never of the server’s own thread', async () => {
    const antes = getPriority();
    await hashPassword('otra-clave');
    // On Linux the nice value is per thread: the workers' does not reach this thread.
    expect(getPriority()).toBe(antes);
    if (process.platform === 'linux') {
      // /proc/self/task/<tid>/stat: field 19 is the thread's nice value.
      const tareas = await readdir('/proc/self/task');
      const nices = await Promise.all(
        tareas.map(async (t) => {
          const stat = await readFile(`/proc/self/task/${t}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        }),
      );
      expect(nices).toContain(antes + PRIORIDAD_HASH);
    }
  });

  it('keeps the decoy hash for unknown accounts in the stored format', async () => {
    const senuelo = await hashParaUsuarioInexistente();
    expect(senuelo).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('cualquiera', senuelo)).toBe(false);
  });
});
