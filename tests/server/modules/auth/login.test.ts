import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_ROL_ESTUDIANTE } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { hashPassword } from '../../../../src/server/security/passwords';
import { testDialects } from '../../helpers/databases';
import { ADMIN, loginAs, startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

describe.each(testDialects())('POST /auth/login (%s)', (dialect) => {
  let srv: TestServer;

  async function crearEstudiante(
    email: string,
    estado: { activo?: boolean; verificado?: boolean } = {},
  ) {
    const id = await srv.server.services.usuarios.create({
      email,
      nombre: 'Ana',
      apellidos: 'Pérez',
      passwordHash: await hashPassword('clave-estudiante'),
      rolId: ID_ROL_ESTUDIANTE,
      emailVerificado: estado.verificado ?? true,
      aceptaPoliticas: true,
    });
    if (estado.activo === false) {
      await srv.server.services.db
        .updateTable('usuarios')
        .set({ activo: 0 })
        .where('id', '=', id)
        .execute();
    }
    return id;
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    await crearEstudiante('ana@prueba.co');
    await crearEstudiante('inactiva@prueba.co', { activo: false });
    await crearEstudiante('sinverificar@prueba.co', { verificado: false });
  });
  afterAll(() => srv.close());

  it('signs in the first administrator with a token and the user (never the hash)', async () => {
    const res = await srv.request('POST', '/auth/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(res.status).toBe(200);
    const body = res.body as Record<string, unknown> & { user: Record<string, unknown> };
    expect(body.ok).toBe(true);
    expect(typeof body.token).toBe('string');
    expect(body.user.email).toBe(ADMIN.email);
    expect((body.user.rol as { nombre: string }).nombre).toBe('ADMINISTRADOR');
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password_hash|passwordHash/);
  });

  it('matches the email case-insensitively and ignores surrounding spaces', async () => {
    const token = await loginAs(srv, '  ANA@Prueba.CO ', 'clave-estudiante');
    expect(token.split('.')).toHaveLength(3);
  });

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const wrong = await srv.request('POST', '/auth/login', {
      body: { email: 'ana@prueba.co', password: 'otra-clave' },
    });
    const unknown = await srv.request('POST', '/auth/login', {
      body: { email: 'nadie@prueba.co', password: 'otra-clave' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ ok: false, code: 'CREDENCIALES_INVALIDAS' });
  });

  it('refuses an inactive user with a clear message, only after the password checks out', async () => {
    const ok = await srv.request('POST', '/auth/login', {
      body: { email: 'inactiva@prueba.co', password: 'clave-estudiante' },
    });
    expect(ok.status).toBe(403);
    expect(ok.body).toMatchObject({
      code: 'USUARIO_INACTIVO',
      error: expect.stringMatching(/inactivo/),
    });
    const wrong = await srv.request('POST', '/auth/login', {
      body: { email: 'inactiva@prueba.co', password: 'mala' },
    });
    expect(wrong.status).toBe(401);
  });

  it('tells an unverified user what the client needs for the "Falta poco!" alert', async () => {
    const res = await srv.request('POST', '/auth/login', {
      body: { email: 'sinverificar@prueba.co', password: 'clave-estudiante' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'EMAIL_NO_VERIFICADO',
      error: expect.stringMatching(/^Falta poco!/),
    });
  });

  it('validates the body with the spec messages and never answers 500', async () => {
    const empty = await srv.request('POST', '/auth/login', { body: { email: '', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      code: 'VALIDACION',
      fields: {
        email: 'Por favor, ingrese su nombre de usuario.',
        password: 'Por favor, ingrese su contraseña.',
      },
    });
    const wrongType = await srv.request('POST', '/auth/login', {
      body: { email: 5, password: [] },
    });
    expect(wrongType.status).toBe(400);
    const notJson = await srv.request('POST', '/auth/login', {
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(notJson.status).toBe(400);
    const res = await fetch(`${srv.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@b.co", "password": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, code: 'VALIDACION' });
  });
});
