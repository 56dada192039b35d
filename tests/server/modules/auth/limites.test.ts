import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES } from '../../../../src/server/modules/auth/limites';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearCurso, postDesde, registrar } from './ayudas';

const N = LIMITES.loginCuentaIp.limite;

describe.each(testDialects())('login limits (%s)', (dialect) => {
  let srv: TestServer;
  let curso: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    curso = await crearCurso(srv);
  });
  afterAll(() => srv.close());

  const login = (email: string, password: string, desde = '127.0.0.1') =>
    postDesde(srv, desde, '/auth/login', { email, password });

  it(`after ${N} failures from one address only that address waits; the owner elsewhere signs in`, async () => {
    const ana = await registrar(srv, curso, { email: 'ana@prueba.co' });
    const otra = await registrar(srv, curso, { email: 'otra@prueba.co' });
    for (let i = 0; i < N; i++) {
      expect((await login('ana@prueba.co', 'mala-clave', '127.0.0.2')).status).toBe(401);
    }
    const bloqueada = await login('ANA@prueba.co', ana.password, '127.0.0.2');
    expect(bloqueada.status).toBe(429);
    expect(bloqueada.body).toMatchObject({
      ok: false,
      code: 'DEMASIADAS_SOLICITUDES',
      error: 'Demasiados intentos. Por seguridad, vuelve a intentarlo en 15 minutos.',
    });
    expect(Number(bloqueada.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The owner on another PC is not locked out; another account from that address neither.
    expect((await login(ana.email, ana.password, '127.0.0.3')).status).toBe(200);
    expect((await login(otra.email, otra.password, '127.0.0.2')).status).toBe(200);

    const fallidos = await srv.server.services.auditoria.listar({ accion: 'login.fallido' });
    expect(fallidos.filter((f) => f.usuario_id === ana.user._id)).toHaveLength(N);
    const [bloqueo] = await srv.server.services.auditoria.listar({ accion: 'login.bloqueado' });
    expect(bloqueo).toMatchObject({ ip: '127.0.0.2', usuario_id: ana.user._id });
    expect(JSON.stringify(fallidos)).not.toContain('mala-clave');
  });

  it(`brakes guessing spread over addresses after ${LIMITES.loginCuenta.limite} failures, sparing the owner's known address`, async () => {
    const eli = await registrar(srv, curso, { email: 'eli@prueba.co' });
    // The owner signed in from her centre's address before the attack.
    expect((await login(eli.email, eli.password, '127.0.0.30')).status).toBe(200);
    const direcciones = LIMITES.loginCuenta.limite / N;
    for (let d = 0; d < direcciones; d++) {
      for (let i = 0; i < N; i++) {
        expect((await login(eli.email, 'adivina', `127.0.1.${d + 1}`)).status).toBe(401);
      }
    }
    // A fresh address now waits, whatever the password: guessing stops.
    const nueva = await login(eli.email, eli.password, '127.0.0.31');
    expect(nueva.status).toBe(429);
    expect(Number(nueva.headers['retry-after'])).toBeGreaterThan(50 * 60);
    expect(nueva.body).toMatchObject({ code: 'DEMASIADAS_SOLICITUDES' });
    // The owner's known address is not held by the attack.
    expect((await login(eli.email, eli.password, '127.0.0.30')).status).toBe(200);
    // Her success does not give the attacker a fresh budget.
    expect((await login(eli.email, 'adivina', '127.0.0.32')).status).toBe(429);
  });

  it('answers an unknown account exactly like a known one', async () => {
    await registrar(srv, curso, { email: 'conocida@prueba.co' });
    for (let i = 0; i < N; i++) {
      expect((await login('conocida@prueba.co', 'mala-clave')).status).toBe(401);
      expect((await login('desconocida@prueba.co', 'mala-clave')).status).toBe(401);
    }
    const conocida = await login('conocida@prueba.co', 'mala-clave');
    const desconocida = await login('desconocida@prueba.co', 'mala-clave');
    expect(conocida.status).toBe(429);
    expect(desconocida.status).toBe(429);
    expect(desconocida.body).toEqual(conocida.body);
  });

  it('forgets the failures of an account once its password is right', async () => {
    const eva = await registrar(srv, curso, { email: 'eva@prueba.co' });
    for (let i = 0; i < N - 1; i++) expect((await login(eva.email, 'mala')).status).toBe(401);
    expect((await login(eva.email, eva.password)).status).toBe(200);
    for (let i = 0; i < N - 1; i++) expect((await login(eva.email, 'mala')).status).toBe(401);
    expect((await login(eva.email, eva.password)).status).toBe(200);
  });

  it('lets no more than the limit through when failures arrive all at once', async () => {
    await registrar(srv, curso, { email: 'rafaga@prueba.co' });
    const respuestas = await Promise.all(
      Array.from({ length: 4 * N }, () => login('rafaga@prueba.co', 'mala', '127.0.0.9')),
    );
    const noBloqueadas = respuestas.filter((r) => r.status === 401).length;
    expect(noBloqueadas).toBeLessThanOrEqual(N);
    expect(respuestas.every((r) => r.status === 401 || r.status === 429)).toBe(true);
  });

  it(`refuses an address after ${LIMITES.loginIp.limite} failures; other addresses go on`, async () => {
    const luis = await registrar(srv, curso, { email: 'luis@prueba.co' });
    for (let i = 0; i < LIMITES.loginIp.limite; i++) {
      expect((await login(`barrido${i}@prueba.co`, 'mala', '127.0.0.8')).status).toBe(401);
    }
    const desdeEsa = await login(luis.email, luis.password, '127.0.0.8');
    expect(desdeEsa.status).toBe(429);
    expect((await login(luis.email, luis.password, '127.0.0.10')).status).toBe(200);
  });
});
