import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES } from '../../../../src/server/modules/auth/limites';
import { testDialects } from '../../helpers/databases';
import { loginAs, startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearCurso, registrar } from './ayudas';

describe.each(testDialects())('POST /auth/changePass (%s)', (dialect) => {
  let srv: TestServer;
  let curso: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    curso = await crearCurso(srv);
  });
  afterAll(() => srv.close());

  const cambiar = (token: string, body: Record<string, unknown>) =>
    srv.request('POST', '/auth/changePass', { token, body });
  const vale = async (token: string) =>
    (await srv.request('POST', '/auth/token', { body: { token } })).status;

  it('changes the password, ends every other session and returns a working one', async () => {
    const cuenta = await registrar(srv, curso, { email: 'cambio@prueba.co' });
    const otroPc = await loginAs(srv, cuenta.email, cuenta.password);
    const res = await cambiar(cuenta.token, {
      _id: cuenta.user._id,
      current: cuenta.password,
      password: 'clave-nueva-77',
    });
    expect(res.status).toBe(200);
    const sesion = res.body as { token: string; expira: string; user: { _id: string } };
    expect(sesion.user._id).toBe(cuenta.user._id);
    expect(await vale(sesion.token)).toBe(200);
    expect(await vale(cuenta.token)).toBe(401);
    expect(await vale(otroPc)).toBe(401);
    const vieja = await srv.request('POST', '/auth/login', {
      body: { email: cuenta.email, password: cuenta.password },
    });
    expect(vieja.status).toBe(401);
    await loginAs(srv, cuenta.email, 'clave-nueva-77');
    const [auditada] = await srv.server.services.auditoria.listar({ accion: 'password.cambiada' });
    expect(auditada).toMatchObject({ usuario_id: cuenta.user._id });
  });

  it('keeps a remembered session remembered', async () => {
    const cuenta = await registrar(srv, curso);
    const token = await loginAs(srv, cuenta.email, cuenta.password, true);
    const res = await cambiar(token, {
      _id: cuenta.user._id,
      current: cuenta.password,
      password: 'clave-nueva-77',
    });
    const expira = Date.parse((res.body as { expira: string }).expira);
    expect(expira - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const cuenta = await registrar(srv, curso);
    const res = await cambiar(cuenta.token, {
      _id: cuenta.user._id,
      current: 'no-es-la-clave',
      password: 'clave-nueva-77',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'CONTRASENA_ACTUAL_INVALIDA',
      error: 'Contraseña actual invalida',
    });
    expect(await vale(cuenta.token)).toBe(200);
    await loginAs(srv, cuenta.email, cuenta.password);
  });

  it("refuses another user's id, the same password again, and no session", async () => {
    const a = await registrar(srv, curso);
    const b = await registrar(srv, curso);
    const ajena = await cambiar(a.token, {
      _id: b.user._id,
      current: a.password,
      password: 'clave-nueva-77',
    });
    expect(ajena.status).toBe(403);
    expect(ajena.body).toMatchObject({ code: 'ACCION_NO_PERMITIDA' });
    const igual = await cambiar(a.token, {
      _id: a.user._id,
      current: a.password,
      password: a.password,
    });
    expect(igual.status).toBe(400);
    expect(igual.body).toMatchObject({
      fields: { password: 'La nueva contraseña debe ser diferente de la actual' },
    });
    const sinSesion = await srv.request('POST', '/auth/changePass', {
      body: { _id: a.user._id, current: a.password, password: 'clave-nueva-77' },
    });
    expect(sinSesion.status).toBe(401);
  });

  it('counts wrong current passwords like failed logins (a stolen token guesses nothing)', async () => {
    const cuenta = await registrar(srv, curso);
    const intento = () =>
      cambiar(cuenta.token, { _id: cuenta.user._id, current: 'adivina', password: 'clave-x-123' });
    for (let i = 0; i < LIMITES.loginCuentaIp.limite; i++)
      expect((await intento()).status).toBe(400);
    const bloqueada = await intento();
    expect(bloqueada.status).toBe(429);
    expect(bloqueada.headers.get('retry-after')).toMatch(/^\d+$/);
    const login = await srv.request('POST', '/auth/login', {
      body: { email: cuenta.email, password: cuenta.password },
    });
    expect(login.status).toBe(429);
  });
});
