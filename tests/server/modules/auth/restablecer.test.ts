import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES } from '../../../../src/server/modules/auth/limites';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearCurso, postDesde, registrar } from './ayudas';

const FALLO = { ok: false, code: 'VALIDACION', error: 'Error al restablecer la contraseña' };

describe.each(testDialects())('POST /auth/changepass, reset (%s)', (dialect) => {
  let srv: TestServer;
  let curso: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    curso = await crearCurso(srv);
  });
  afterAll(() => srv.close());

  const restablecer = (body: Record<string, unknown>) =>
    srv.request('POST', '/auth/changepass', { body });

  it('sets the new password when email (any case) and identification match, and ends old sessions', async () => {
    const cuenta = await registrar(srv, curso, {
      email: 'olvido@prueba.co',
      identificacion: '7001',
    });
    const res = await restablecer({
      email: ' OLVIDO@prueba.co',
      identificacion: '7001',
      password: 'clave-nueva-99',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const vieja = await srv.request('POST', '/auth/login', {
      body: { email: cuenta.email, password: cuenta.password },
    });
    expect(vieja.status).toBe(401);
    const nueva = await srv.request('POST', '/auth/login', {
      body: { email: cuenta.email, password: 'clave-nueva-99' },
    });
    expect(nueva.status).toBe(200);
    const token = await srv.request('POST', '/auth/token', { body: { token: cuenta.token } });
    expect(token.status).toBe(401);

    const [ok] = await srv.server.services.auditoria.listar({ accion: 'restablecer.ok' });
    expect(ok).toMatchObject({ usuario_id: cuenta.user._id, ip: '127.0.0.1' });
    expect(JSON.parse(ok?.detalle ?? '')).toEqual({ email: 'olvido@prueba.co' });
  });

  it('answers a wrong identification and an unknown email with one generic 400', async () => {
    await registrar(srv, curso, { email: 'dos@prueba.co', identificacion: '7002' });
    const mala = await restablecer({
      email: 'dos@prueba.co',
      identificacion: '9999',
      password: 'clave-nueva-99',
    });
    const nadie = await restablecer({
      email: 'nadie@prueba.co',
      identificacion: '7002',
      password: 'clave-nueva-99',
    });
    expect(mala.status).toBe(400);
    expect(nadie.status).toBe(400);
    expect(mala.body).toEqual(FALLO);
    expect(nadie.body).toEqual(FALLO);
    const fallidos = await srv.server.services.auditoria.listar({ accion: 'restablecer.fallido' });
    const emails = fallidos.map((f) => JSON.parse(f.detalle) as { email: string });
    expect(emails).toEqual(
      expect.arrayContaining([{ email: 'dos@prueba.co' }, { email: 'nadie@prueba.co' }]),
    );
    // The audit never keeps the password that was sent.
    expect(JSON.stringify(fallidos)).not.toContain('clave-nueva-99');
  });

  it('asks for every field with the spec message', async () => {
    const res = await restablecer({ email: '', identificacion: '', password: 'clave-nueva-99' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      fields: {
        email: 'Todos los campos son obligatorios',
        identificacion: 'Todos los campos son obligatorios',
      },
    });
  });

  it(`limits an email to ${LIMITES.restablecerCuenta.limite} attempts, then 429 with Retry-After`, async () => {
    const cuenta = await registrar(srv, curso, { email: 'tres@prueba.co', identificacion: '7003' });
    for (let i = 0; i < LIMITES.restablecerCuenta.limite; i++) {
      const res = await restablecer({
        email: 'tres@prueba.co',
        identificacion: `1${i}`,
        password: 'clave-nueva-99',
      });
      expect(res.status).toBe(400);
    }
    // Even the right identification is refused now, from any address.
    const bloqueada = await postDesde(srv, '127.0.0.3', '/auth/changepass', {
      email: 'TRES@prueba.co',
      identificacion: '7003',
      password: 'clave-nueva-99',
    });
    expect(bloqueada.status).toBe(429);
    expect(bloqueada.body).toMatchObject({
      ok: false,
      code: 'DEMASIADAS_SOLICITUDES',
      error: expect.stringMatching(/vuelve a intentarlo en 15 minutos/),
    });
    expect(Number(bloqueada.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The account still has its old password.
    const login = await srv.request('POST', '/auth/login', {
      body: { email: cuenta.email, password: cuenta.password },
    });
    expect(login.status).toBe(200);
    const bloqueos = await srv.server.services.auditoria.listar({
      accion: 'restablecer.bloqueado',
    });
    expect(bloqueos[0]).toMatchObject({ ip: '127.0.0.3' });
  });

  it(`limits an address to ${LIMITES.restablecerIp.limite} attempts an hour, other addresses unaffected`, async () => {
    for (let i = 0; i < LIMITES.restablecerIp.limite; i++) {
      const res = await postDesde(srv, '127.0.0.4', '/auth/changepass', {
        email: `barrido${i}@prueba.co`,
        identificacion: '1',
        password: 'clave-nueva-99',
      });
      expect(res.status).toBe(400);
    }
    const bloqueada = await postDesde(srv, '127.0.0.4', '/auth/changepass', {
      email: 'otro@prueba.co',
      identificacion: '1',
      password: 'clave-nueva-99',
    });
    expect(bloqueada.status).toBe(429);
    expect(bloqueada.body).toMatchObject({ error: expect.stringMatching(/\d+ minutos?/) });
    const otraIp = await postDesde(srv, '127.0.0.6', '/auth/changepass', {
      email: 'otro@prueba.co',
      identificacion: '1',
      password: 'clave-nueva-99',
    });
    expect(otraIp.status).toBe(400);
  });
});
