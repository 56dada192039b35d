import { fstatSync, openSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOQUE, escribirTramo } from '../../../src/server/storage/flujo';

/** escribirTramo over a real socket: bytes across several recycled blocks, fd closed after. */
describe('escribirTramo', () => {
  let dir: string;
  let ruta: string;
  let servidor: Server;
  let url: string;
  const fds: number[] = [];
  const cerrados: Promise<void>[] = [];
  // 2.5 blocks, every byte telling its position.
  const bytes = Buffer.alloc(Math.floor(BLOQUE * 2.5));
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7 + (i >> 8)) % 256;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cf-flujo-'));
    ruta = join(dir, 'leccion.bin');
    await writeFile(ruta, bytes);
    servidor = createServer((req, res) => {
      const [inicio, longitud] = (req.url ?? '').slice(1).split('/').map(Number);
      const fd = openSync(ruta, 'r');
      fds.push(fd);
      let alCerrar = () => {};
      cerrados.push(new Promise<void>((r) => (alCerrar = r)));
      res.writeHead(200, { 'content-length': String(longitud) });
      escribirTramo(res, fd, inicio ?? 0, longitud ?? 0, alCerrar);
    });
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(servidor.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => servidor.close(r));
    await rm(dir, { recursive: true, force: true });
  });

  const cerrado = (fd: number) => {
    try {
      fstatSync(fd);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EBADF';
    }
  };

  it.each([
    ['the whole file', 0, bytes.length],
    ['a range across two block boundaries', BLOQUE - 10, BLOQUE + 20],
    ['one byte at the end', bytes.length - 1, 1],
  ])('%s: exactly those bytes, then the fd is closed', async (_, inicio, longitud) => {
    const res = await fetch(`${url}/${inicio}/${longitud}`);
    const cuerpo = Buffer.from(await res.arrayBuffer());
    expect(cuerpo.equals(bytes.subarray(inicio, inicio + longitud))).toBe(true);
    await cerrados.at(-1);
    expect(cerrado(fds.at(-1) as number)).toBe(true);
  });

  it('a client that leaves mid-download stops the reads and the fd is closed', async () => {
    const control = new AbortController();
    const res = await fetch(`${url}/0/${bytes.length}`, { signal: control.signal });
    const lector = res.body?.getReader();
    await lector?.read();
    control.abort();
    await cerrados.at(-1);
    expect(cerrado(fds.at(-1) as number)).toBe(true);
  });
});
