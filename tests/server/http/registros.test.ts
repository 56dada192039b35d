import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  LogDePeticiones,
  lineaLegible,
  opcionesDelLogger,
} from '../../../src/server/http/registros';

/** A Fastify app with our request logging, writing its JSON lines into an array. */
function appConLineas(nivel: string) {
  const lineas: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, listo) {
      lineas.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      listo();
    },
  });
  const app = Fastify({ logger: { level: nivel, stream }, logController: new LogDePeticiones() });
  app.get('/api/cosas/:id', async () => ({ ok: true }));
  app.get('/roto', async () => {
    throw new Error('fallo interno');
  });
  return { app, lineas };
}

describe('request logs', () => {
  it('at info, an answered request writes nothing', async () => {
    const { app, lineas } = appConLineas('info');
    await app.inject({ method: 'GET', url: '/api/cosas/42?q=secreto' });
    await app.close();
    expect(lineas.filter((l) => l.msg !== 'Server listening at')).toEqual([]);
  });

  it('at debug, one line per request with method, route, path, status, time and client', async () => {
    const { app, lineas } = appConLineas('debug');
    await app.inject({ method: 'GET', url: '/api/cosas/42?q=secreto', remoteAddress: '10.1.2.3' });
    await app.close();
    const respuestas = lineas.filter((l) => l.msg === 'respuesta');
    expect(respuestas).toHaveLength(1);
    expect(respuestas[0]).toMatchObject({
      level: 20,
      method: 'GET',
      route: '/api/cosas/:id',
      url: '/api/cosas/42',
      statusCode: 200,
      ip: '10.1.2.3',
    });
    expect(typeof respuestas[0]?.responseTime).toBe('number');
    expect(JSON.stringify(lineas)).not.toContain('secreto');
    expect(lineas.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('a 5xx answer is logged at error even at the default level', async () => {
    const { app, lineas } = appConLineas('info');
    const res = await app.inject({ method: 'GET', url: '/roto' });
    await app.close();
    expect(res.statusCode).toBe(500);
    const errores = lineas.filter((l) => l.level === 50);
    expect(errores.some((l) => l.msg === 'respuesta con error del servidor')).toBe(true);
    expect(errores.find((l) => l.msg === 'respuesta con error del servidor')).toMatchObject({
      route: '/roto',
      statusCode: 500,
    });
  });

  it('JSON for machines; pino-pretty as a stream for a person', async () => {
    expect(await opcionesDelLogger('info', 'json')).toEqual({ level: 'info' });
    const pretty = await opcionesDelLogger('warn', 'pretty');
    expect(pretty).toMatchObject({ level: 'warn' });
    expect((pretty as { stream?: unknown }).stream).toBeInstanceOf(Object);
  });

  it('prints a request as one readable line on a terminal', () => {
    const peticion = {
      msg: 'respuesta',
      reqId: 'req-4',
      method: 'GET',
      url: '/api/cursos',
      statusCode: 200,
      responseTime: 12.5,
      ip: '10.0.0.7',
    };
    expect(lineaLegible(peticion, 'msg')).toBe('GET /api/cursos 200 12.5 ms · 10.0.0.7 (req-4)');
    expect(
      lineaLegible(
        { ...peticion, msg: 'respuesta con error del servidor', statusCode: 500 },
        'msg',
      ),
    ).toBe('respuesta con error del servidor: GET /api/cursos 500 12.5 ms · 10.0.0.7 (req-4)');
    expect(lineaLegible({ msg: 'error no controlado', reqId: 'req-9' }, 'msg')).toBe(
      'error no controlado (req-9)',
    );
    expect(lineaLegible({ msg: 'Server listening at http://127.0.0.1:8080' }, 'msg')).toBe(
      'Server listening at http://127.0.0.1:8080',
    );
  });
});
