import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../helpers/databases';
import { loginAs, startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearCurso, registrar } from '../auth/ayudas';

describe.each(testDialects())('POST /api/usuarios/perfil (%s)', (dialect) => {
  let srv: TestServer;
  let curso: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    curso = await crearCurso(srv);
  });
  afterAll(() => srv.close());

  const perfil = (token: string, body: Record<string, unknown>) =>
    srv.request('POST', '/api/usuarios/perfil', { token, body });

  it('saves name, surname and phone and keeps the rest of customData', async () => {
    const cuenta = await registrar(srv, curso);
    const res = await perfil(cuenta.token, {
      nombre: 'Lucía María',
      apellidos: 'Gómez Ruiz',
      telefono: '3119998877',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      token: null,
      expira: null,
      data: {
        nombre: 'Lucía María',
        apellidos: 'Gómez Ruiz',
        email: cuenta.email,
        customData: {
          telefono: '3119998877',
          municipio: { nombre: 'Achí' },
          institucion: { nombrePunto: 'Biblioteca Pública Municipal de Achí' },
          tipoRegistro: 'Estudiante',
        },
      },
    });
    // The session is untouched when no password changes.
    const yo = await srv.request('POST', '/auth/token', { body: { token: cuenta.token } });
    expect(yo.body).toMatchObject({ user: { nombre: 'Lucía María' } });
    const sinTelefono = await perfil(cuenta.token, { nombre: 'Lucía', telefono: '' });
    const data = (sinTelefono.body as { data: { apellidos: string; customData: object } }).data;
    expect(data.apellidos).toBe('Gómez Ruiz');
    expect(data.customData).not.toHaveProperty('telefono');
    expect(data.customData).toHaveProperty('municipio');
  });

  it('changes the password with the current one and answers a new token', async () => {
    const cuenta = await registrar(srv, curso);
    const otroPc = await loginAs(srv, cuenta.email, cuenta.password);
    const res = await perfil(cuenta.token, {
      nombre: 'Lucía',
      current: cuenta.password,
      password: 'clave-perfil-1',
      confirmPassword: 'clave-perfil-1',
    });
    expect(res.status).toBe(200);
    const { token, expira } = res.body as { token: string; expira: string };
    expect(typeof token).toBe('string');
    expect(Date.parse(expira)).toBeGreaterThan(Date.now());
    for (const viejo of [cuenta.token, otroPc]) {
      expect((await srv.request('POST', '/auth/token', { body: { token: viejo } })).status).toBe(
        401,
      );
    }
    expect((await srv.request('POST', '/auth/token', { body: { token } })).status).toBe(200);
    await loginAs(srv, cuenta.email, 'clave-perfil-1');
  });

  it('refuses a wrong current password and saves nothing', async () => {
    const cuenta = await registrar(srv, curso);
    const res = await perfil(cuenta.token, {
      nombre: 'Otro Nombre',
      current: 'equivocada',
      password: 'clave-perfil-1',
      confirmPassword: 'clave-perfil-1',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'CONTRASENA_ACTUAL_INVALIDA',
      error: 'Contraseña actual invalida',
    });
    const yo = await srv.request('POST', '/auth/token', { body: { token: cuenta.token } });
    expect(yo.body).toMatchObject({ user: { nombre: 'Lucía' } });
  });

  it('validates with the spec messages', async () => {
    const cuenta = await registrar(srv, curso);
    const distintas = await perfil(cuenta.token, {
      nombre: 'Lucía',
      current: cuenta.password,
      password: 'clave-perfil-1',
      confirmPassword: 'clave-perfil-2',
    });
    expect(distintas.status).toBe(400);
    expect(distintas.body).toMatchObject({
      fields: { confirmPassword: 'Los campos de nueva contraseña no coinciden' },
    });
    const sinActual = await perfil(cuenta.token, {
      nombre: 'Lucía',
      password: 'clave-perfil-1',
      confirmPassword: 'clave-perfil-1',
    });
    expect(sinActual.body).toMatchObject({ fields: { current: 'Este campo es requerido' } });
    const sinNombre = await perfil(cuenta.token, { nombre: '' });
    expect(sinNombre.body).toMatchObject({ fields: { nombre: 'Este campo es requerido' } });
    const telefono = await perfil(cuenta.token, { nombre: 'Lucía', telefono: '300-12' });
    expect(telefono.body).toMatchObject({ fields: { telefono: expect.any(String) } });
    expect((await srv.request('POST', '/api/usuarios/perfil', { body: {} })).status).toBe(401);
  });
});
