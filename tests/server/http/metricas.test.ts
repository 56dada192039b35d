import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';

const TOKEN = 'token-de-metricas-de-prueba-0123456789';

describe.each(testDialects())('/metrics (%s)', (dialect) => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  it('answers on loopback in Prometheus format, counting earlier requests by route pattern', async () => {
    srv = await startTestServer(dialect);
    expect((await srv.request('GET', '/health')).status).toBe(200);
    // Two ids, one route: the label is the pattern, never the raw URL.
    await srv.request('GET', '/api/usuarios/importar/id-uno');
    await srv.request('GET', '/api/usuarios/importar/id-dos');
    await srv.request('GET', '/no-existe/abc123');
    const res = await fetch(`${srv.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const texto = await res.text();
    expect(texto).toContain(
      'http_requests_total{method="GET",route="/health",status_code="200"} 1',
    );
    expect(texto).toContain('route="/api/usuarios/importar/:lote",status_code="401"} 2');
    expect(texto).toContain(
      'http_requests_total{method="GET",route="no_encontrada",status_code="404"} 1',
    );
    expect(texto).not.toContain('id-uno');
    expect(texto).not.toContain('abc123');
    expect(texto).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/health"\}/,
    );
    expect(texto).toContain('process_cpu_user_seconds_total');
    expect(texto).toContain('nodejs_eventloop_lag_seconds');
    // The scrape itself is not platform traffic; the job queue reports through its callback.
    expect(texto).not.toContain('route="/metrics"');
    expect(texto).toContain('# TYPE jobs gauge');
    if (dialect === 'postgres') {
      expect(texto).toMatch(/^db_pool_connections \d+$/m);
      expect(texto).toMatch(/^db_pool_idle_connections \d+$/m);
      expect(texto).toMatch(/^db_pool_waiting_clients 0$/m);
    } else {
      expect(texto).not.toContain('db_pool');
    }
  });

  it('hides itself (the 404 of any unknown path) behind a proxy on this host, or without a token', async () => {
    srv = await startTestServer(dialect);
    const desconocida = await srv.request('GET', '/no-existe');
    const conProxy: Array<Record<string, string>> = [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
    ];
    for (const headers of conProxy) {
      const res = await srv.request('GET', '/metrics', { headers });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(desconocida.body);
    }
    // Not in the API documents either.
    const docs = (await srv.request('GET', '/api/docs')).body as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths).length).toBeGreaterThan(10);
    expect(docs.paths).not.toHaveProperty('/metrics');
  });

  it('opens to the right Bearer token from anywhere, and to no other', async () => {
    srv = await startTestServer(dialect, { metricsToken: TOKEN, trustProxy: ['127.0.0.1'] });
    const lejos = { 'x-forwarded-for': '203.0.113.7' };
    const conToken = await srv.request('GET', '/metrics', { headers: lejos, token: TOKEN });
    expect(conToken.status).toBe(200);
    expect(String(conToken.body)).toContain('# TYPE http_requests_total counter');
    for (const token of [`${TOKEN}x`, TOKEN.slice(0, -1), 'otro']) {
      expect((await srv.request('GET', '/metrics', { headers: lejos, token })).status).toBe(404);
    }
    const basic = await srv.request('GET', '/metrics', {
      headers: { ...lejos, authorization: `Basic ${TOKEN}` },
    });
    expect(basic.status).toBe(404);
  });
});
