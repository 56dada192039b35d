import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registrarMetricas } from '../../../src/server/http/metricas';

/** The job and pool figures come from callbacks: a bare app is enough to check them. */
describe('/metrics with a job system and a pool', () => {
  it('reports job counts by queue and state, and the pool, at every scrape', async () => {
    const app = Fastify();
    let pendientes = 3;
    registrarMetricas(app, {
      trabajos: async () => [
        { cola: 'desbloqueos', estado: 'pendiente', total: pendientes },
        { cola: 'notificaciones', estado: 'fallido', total: 1 },
      ],
      pool: () => ({ total: 4, idle: 3, waiting: 0 }),
    });
    const primera = await app.inject({ method: 'GET', url: '/metrics' });
    expect(primera.statusCode).toBe(200);
    expect(primera.body).toContain('jobs{queue="desbloqueos",state="pendiente"} 3');
    expect(primera.body).toContain('jobs{queue="notificaciones",state="fallido"} 1');
    expect(primera.body).toMatch(/^db_pool_connections 4$/m);
    expect(primera.body).toMatch(/^db_pool_idle_connections 3$/m);
    pendientes = 0;
    const segunda = await app.inject({ method: 'GET', url: '/metrics' });
    expect(segunda.body).toContain('jobs{queue="desbloqueos",state="pendiente"} 0');
    await app.close();
  });

  it('a failing job count leaves the rest of the scrape standing', async () => {
    const app = Fastify();
    registrarMetricas(app, {
      trabajos: () => Promise.reject(new Error('base caída')),
    });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).not.toMatch(/^jobs\{/m);
    await app.close();
  });

  it('answers another machine without the token with a 404', async () => {
    const app = Fastify();
    registrarMetricas(app, { token: 'x'.repeat(32) });
    const lejos = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '192.168.1.20',
    });
    expect(lejos.statusCode).toBe(404);
    const conToken = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '192.168.1.20',
      headers: { authorization: `Bearer ${'x'.repeat(32)}` },
    });
    expect(conToken.statusCode).toBe(200);
    await app.close();
  });

  it('keeps apps of one process apart (no global registry)', async () => {
    const [a, b] = [Fastify(), Fastify()];
    registrarMetricas(a, {});
    registrarMetricas(b, {});
    a.get('/hola', async () => 'hola');
    await a.inject({ method: 'GET', url: '/hola' });
    const deB = await b.inject({ method: 'GET', url: '/metrics' });
    expect(deB.body).not.toContain('route="/hola"');
    const deA = await a.inject({ method: 'GET', url: '/metrics' });
    expect(deA.body).toContain('route="/hola",status_code="200"} 1');
    // Without a job callback or a pool there is no job or pool metric at all.
    expect(deA.body).not.toMatch(/^(jobs|db_pool)/m);
    await Promise.all([a.close(), b.close()]);
  });
});
