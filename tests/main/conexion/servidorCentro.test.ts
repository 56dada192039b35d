import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import {
  SIN_CENTRO,
  iniciarServidorCentro,
  type ServidorCentro,
} from '../../../src/main/services/conexion/servidorCentro';
import { idAdmin } from '../../server/helpers/cuentas';
import { ADMIN, startTestServer, type TestServer } from '../../server/helpers/testServer';
import { BYTES, patron, subir } from '../../server/modules/multimedias/ayudas';
import { SILENCIO, servidorDePrueba } from './ayudas';

/**
 * The centre-mode shell in front of a REAL platform server (port 0, SQLite): what the
 * desktop window would load in centre mode, asked over real HTTP.
 */
const TAMANO = 256 * 1024 + 17;
const contenido = patron(TAMANO, BYTES.pdf.subarray(0, 9));
const INDEX = '<!doctype html><title>Contenido Formativo</title><div id="root"></div>';

let srv: TestServer;
let shell: ServidorCentro;
let webDir: string;
let token: string;

beforeAll(async () => {
  srv = await startTestServer('sqlite');
  webDir = await mkdtemp(join(tmpdir(), 'cf-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), INDEX);
  await writeFile(join(webDir, 'assets', 'app-1234.js'), 'console.log("hola")');
  shell = await iniciarServidorCentro({
    urlCentro: srv.url,
    webDir,
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
  });
}, 60_000);

afterAll(async () => {
  await shell.close();
  await srv.close();
  await rm(webDir, { recursive: true, force: true });
});

const json = (body: unknown, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...extra },
  body: JSON.stringify(body),
});

describe('the centre shell against a real platform server', { timeout: 30_000 }, () => {
  it('serves on 127.0.0.1 only', () => {
    expect(new URL(shell.url).hostname).toBe('127.0.0.1');
    expect(new URL(shell.url).origin).not.toBe(new URL(srv.url).origin);
  });

  it('forwards /health', async () => {
    const res = await fetch(`${shell.url}/health`);
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toEqual({ ok: true });
  });

  it('forwards login and an authenticated API call, errors included', async () => {
    const login = await fetch(
      `${shell.url}/auth/login`,
      json({ email: ADMIN.email, password: ADMIN.password, recordarme: false }),
    );
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;

    const id = await idAdmin(srv);
    const ruta = `${shell.url}/api/usuarios/buscar/${id}`;
    const conToken = await fetch(ruta, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(conToken.status).toBe(200);
    expect(((await conToken.json()) as { data: { email: string } }).data.email).toBe(ADMIN.email);

    const sinToken = await fetch(ruta, { method: 'POST' });
    expect(sinToken.status).toBe(401);
    await expect(sinToken.json()).resolves.toMatchObject({ ok: false, code: expect.any(String) });
  });

  it('streams an upload in and a Range of the lesson out, byte for byte', async () => {
    // The multipart upload goes through the shell as a stream, as the renderer's would.
    const subida = await subir({ ...srv, url: shell.url }, token, contenido, 'guía.pdf');
    expect(subida.status).toBe(200);
    const creada = await fetch(
      `${shell.url}/api/multimedias`,
      json(
        { nombre: '1.1 Guía', curso: null, file: subida.body.newFile, tags: [] },
        { authorization: `Bearer ${token}` },
      ),
    );
    expect(creada.status).toBe(200);
    const leccion = ((await creada.json()) as { data: Multimedia }).data;
    const src = leccion.sources.src;
    if (!src) throw new Error('la lección no tiene URL firmada');

    const parcial = await fetch(`${shell.url}${src}`, { headers: { range: 'bytes=1000-70999' } });
    expect(parcial.status).toBe(206);
    expect(parcial.headers.get('content-range')).toBe(`bytes 1000-70999/${TAMANO}`);
    expect(parcial.headers.get('accept-ranges')).toBe('bytes');
    expect(parcial.headers.get('content-type')).toContain('application/pdf');
    expect(parcial.headers.get('x-filename')).toBeTruthy();
    expect(Buffer.from(await parcial.arrayBuffer()).equals(contenido.subarray(1000, 71000))).toBe(
      true,
    );

    const completo = await fetch(`${shell.url}${src}`);
    expect(completo.status).toBe(200);
    expect(Buffer.from(await completo.arrayBuffer()).equals(contenido)).toBe(true);
  });

  it('serves the web client with the platform CSP and the history fallback', async () => {
    const pagina = await fetch(`${shell.url}/cursos/curso/1`, { headers: { accept: 'text/html' } });
    expect(pagina.status).toBe(200);
    expect(await pagina.text()).toBe(INDEX);
    const csp = pagina.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");

    const recurso = await fetch(`${shell.url}/assets/app-1234.js`);
    expect(recurso.status).toBe(200);
    expect(recurso.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${shell.url}/assets/falta.js`)).status).toBe(404);
  });

  it('answers 503 NO_DISPONIBLE when the centre does not answer in time', async () => {
    const mudo = await servidorDePrueba(SILENCIO);
    const otro = await iniciarServidorCentro({
      urlCentro: mudo.url,
      webDir: null,
      timeoutMs: 200,
      logLevel: 'silent',
    });
    try {
      const res = await fetch(`${otro.url}/api/cursos`, json({}));
      expect(res.status).toBe(503);
      await expect(res.json()).resolves.toEqual({
        ok: false,
        code: 'NO_DISPONIBLE',
        error: SIN_CENTRO,
      });
    } finally {
      await otro.close();
      await mudo.cerrar();
    }
  });

  it('sends a GET again when the centre had dropped the kept-alive socket', async () => {
    // A centre that drops every connection at its second request, as a restarted one would.
    const usadas = new WeakSet<object>();
    const centro = await servidorDePrueba((req, res) => {
      if (usadas.has(req.socket)) return void req.socket.destroy();
      usadas.add(req.socket);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    const otro = await iniciarServidorCentro({
      urlCentro: centro.url,
      webDir: null,
      logLevel: 'silent',
    });
    try {
      expect((await fetch(`${otro.url}/health`)).status).toBe(200);
      expect((await fetch(`${otro.url}/health`)).status).toBe(200);
      expect(centro.estado.pedidas).toEqual(['GET /health', 'GET /health', 'GET /health']);
      // A POST is not repeated (its body is gone): it reports the centre unavailable.
      expect((await fetch(`${otro.url}/api/x`, json({}))).status).toBe(503);
    } finally {
      await otro.close();
      await centro.cerrar();
    }
  });

  it('lets go of the centre when the page abandons a download midway', async () => {
    let cerradaSinTerminar: () => void = () => undefined;
    const cerrada = new Promise<void>((r) => (cerradaSinTerminar = r));
    // A centre that sends one chunk of a large file, then waits.
    const centro = await servidorDePrueba((_req, res) => {
      res.on('close', () => {
        if (!res.writableFinished) cerradaSinTerminar();
      });
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '1000000' });
      res.write(Buffer.alloc(1000));
    });
    const otro = await iniciarServidorCentro({
      urlCentro: centro.url,
      webDir: null,
      logLevel: 'silent',
    });
    try {
      const corte = new AbortController();
      const res = await fetch(`${otro.url}/api/plyr/x`, { signal: corte.signal });
      expect(res.headers.get('content-length')).toBe('1000000');
      await res.body?.getReader().read();
      corte.abort();
      // Before any close(): the abort alone released the centre's response.
      await cerrada;
    } finally {
      await otro.close();
      await centro.cerrar();
    }
  });

  // Last: it stops the platform server.
  it('answers 503 NO_DISPONIBLE in the platform error shape when the centre is down', async () => {
    await srv.stop();
    for (const ruta of ['/api/usuarios/listar', '/health', '/auth/login']) {
      const res = await fetch(`${shell.url}${ruta}`, json({}));
      expect(res.status, ruta).toBe(503);
      expect(res.headers.get('content-type')).toContain('application/json');
      await expect(res.json()).resolves.toEqual({
        ok: false,
        code: 'NO_DISPONIBLE',
        error: 'No hay conexión con el servidor del centro.',
      });
    }
    // The page itself still loads, so the app can open offline and say so.
    expect((await fetch(`${shell.url}/login`)).status).toBe(200);
  });
});
