import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precomprimir } from '../../../scripts/precomprimir.mjs';
import { testDialects } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/testServer';

interface Respuesta {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  cuerpo: Buffer;
}

/** A raw GET (Node's fetch would negotiate and decompress by itself). */
function get(url: string, headers: Record<string, string>): Promise<Respuesta> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (p: Buffer) => partes.push(p));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          cuerpo: Buffer.concat(partes),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

// Repetitive, as minified code is: compresses well and is above the 1 KB threshold.
const JS = `export const datos = [${Array.from({ length: 400 }, (_, i) => `"fila ${i}"`).join(',')}];\n`;
const HTML = `<!doctype html><title>cliente</title><div id="root"></div>${'<!-- relleno -->'.repeat(100)}`;

describe.each(testDialects())('web client served pre-compressed (%s)', (dialect) => {
  let srv: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'cf-web-comprimido-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), HTML);
    await writeFile(join(webDir, 'assets', 'app-abc123.js'), JS);
    await writeFile(join(webDir, 'assets', 'chico-abc123.js'), 'console.log(1)');
    await precomprimir(webDir);
    srv = await startTestServer(dialect, { webDir });
  });
  afterAll(async () => {
    await srv.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const asset = () => `${srv.url}/assets/app-abc123.js`;

  it('sends brotli to a browser that accepts it, saying so and varying on Accept-Encoding', async () => {
    const res = await get(asset(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.cuerpo.length).toBeLessThan(JS.length / 3);
    expect(brotliDecompressSync(res.cuerpo).toString()).toBe(JS);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const res = await get(asset(), { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(gunzipSync(res.cuerpo).toString()).toBe(JS);
  });

  it('sends the plain file without Accept-Encoding, or for a file too small to compress', async () => {
    const plano = await get(asset(), {});
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.cuerpo.toString()).toBe(JS);
    const chico = await get(`${srv.url}/assets/chico-abc123.js`, { 'accept-encoding': 'br' });
    expect(chico.status).toBe(200);
    expect(chico.headers['content-encoding']).toBeUndefined();
    expect(chico.cuerpo.toString()).toBe('console.log(1)');
  });

  it('sends the client routes’ page (history fallback) compressed and never cached', async () => {
    for (const ruta of ['/login', '/cursos', '/cursos/curso/5']) {
      const res = await get(`${srv.url}${ruta}`, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(res.status, ruta).toBe(200);
      expect(res.headers['content-encoding'], ruta).toBe('br');
      expect(res.headers['content-type'], ruta).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], ruta).toBe('no-cache');
      expect(brotliDecompressSync(res.cuerpo).toString(), ruta).toBe(HTML);
    }
    const plano = await get(`${srv.url}/login`, { accept: 'text/html' });
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.cuerpo.toString()).toBe(HTML);
  });

  it('still answers a missing asset and an unknown API path with a JSON 404', async () => {
    const falta = await get(`${srv.url}/assets/no-existe-1.js`, { 'accept-encoding': 'br' });
    expect(falta.status).toBe(404);
    expect(JSON.parse(falta.cuerpo.toString())).toMatchObject({ code: 'NO_ENCONTRADO' });
    const api = await get(`${srv.url}/api/no-existe`, { 'accept-encoding': 'br' });
    expect(api.status).toBe(404);
  });
});
