import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes } from '@shared/api';
import type { RouteDef } from '@shared/api';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';

describe('platform server HTTP surface', () => {
  let srv: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'cf-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(
      join(webDir, 'index.html'),
      '<!doctype html><title>cliente</title><div id="root"></div>',
    );
    await writeFile(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    srv = await startTestServer('sqlite', { webDir });
  });
  afterAll(async () => {
    await srv.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('GET /health answers once the database is migrated', async () => {
    const res = await srv.request('GET', '/health');
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('serves the web client at / with a strict CSP', async () => {
    const res = await fetch(`${srv.url}/`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>cliente</title>');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('falls back to index.html for client routes (history API)', async () => {
    for (const path of ['/cursos', '/cursos/curso/abc', '/login', '/no-existe']) {
      const res = await fetch(`${srv.url}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves the page to clients that do not say they accept HTML, but not for missing files', async () => {
    const page = await fetch(`${srv.url}/cursos`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const missing = await fetch(`${srv.url}/assets/no-existe.js`);
    expect(missing.status).toBe(404);
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await fetch(`${srv.url}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('answers unknown API paths with a JSON 404, never the page', async () => {
    for (const path of ['/api/nada', '/auth/nada', '/api']) {
      const res = await fetch(`${srv.url}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ ok: false, code: 'NO_ENCONTRADO' });
    }
  });

  it('publishes an OpenAPI document with every route of the table and its permission', async () => {
    const res = await srv.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    const doc = res.body as {
      openapi: string;
      paths: Record<string, Record<string, { 'x-permission': unknown }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const def of Object.values(routes) as RouteDef[]) {
      const path = def.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const op = doc.paths[path]?.[def.method.toLowerCase()];
      expect(op, `${def.method} ${def.path}`).toBeDefined();
      expect(op?.['x-permission']).toEqual(def.permission);
    }
  });

  it('shows the API documentation as a human-readable page', async () => {
    const res = await fetch(`${srv.url}/api/docs/ui/`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/swagger-ui/i);
  });

  it('refuses every non-public route of the table without a session (401, JSON)', async () => {
    for (const def of Object.values(routes) as RouteDef[]) {
      if (def.permission === 'public') continue;
      const path = buildPath(def.path, new Proxy({}, { get: () => 'x' }) as Record<string, string>);
      const res = await srv.request(def.method, path, {
        body: def.method === 'GET' ? undefined : {},
      });
      expect(res.status, `${def.method} ${def.path}`).toBe(401);
      expect(res.body).toMatchObject({ ok: false, code: 'NO_AUTENTICADO' });
    }
  });
});
