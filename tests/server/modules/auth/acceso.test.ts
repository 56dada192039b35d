import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES } from '../../../../src/server/modules/auth/limites';
import { MENSAJES_ACCESO } from '../../../../src/server/modules/auth/accesoHandlers';
import { crearRol, crearUsuario, idAdmin, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { ADMIN, startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearCurso, postDesde, registrar } from './ayudas';

const EDITAR_USUARIOS = [
  {
    vista: 'usuarios' as const,
    op: { consultar: true, crear: false, editar: true, desactivar: false, eliminar: false },
  },
];

describe.each(testDialects())('users screen: reset code and unlock (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let curso: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso = await crearCurso(srv);
  });
  afterAll(() => srv.close());

  const generar = (token: string, _id: string) =>
    srv.request('POST', '/api/usuarios/codigoRestablecimiento', { token, body: { _id } });
  const desbloquear = (token: string, _id: string) =>
    srv.request('POST', '/api/usuarios/desbloquearAcceso', { token, body: { _id } });

  it('a tutor generates a one-time code that resets a learner without email, audited', async () => {
    const tutorRol = await crearRol(srv, 'Tutor de prueba', EDITAR_USUARIOS);
    const tutorId = await crearUsuario(srv, { email: 'tutor@prueba.co', rolId: tutorRol });
    const tutor = await tokenDe(srv, tutorId);
    const aprendiz = await registrar(srv, curso, {
      email: 'sincorreo@prueba.co',
      identificacion: '8001',
    });

    const res = await generar(tutor, aprendiz.user._id);
    expect(res.status).toBe(200);
    const { codigo, expira } = res.body as { codigo: string; expira: string };
    expect(codigo).toMatch(/^\d{6}$/);
    expect(Date.parse(expira) - Date.now()).toBeGreaterThan(14 * 60 * 1000);

    const cambio = await srv.request('POST', '/auth/changepass', {
      body: {
        email: aprendiz.email,
        identificacion: '8001',
        codigo,
        password: 'clave-del-tutor-1',
      },
    });
    expect(cambio.status).toBe(200);
    const login = await srv.request('POST', '/auth/login', {
      body: { email: aprendiz.email, password: 'clave-del-tutor-1' },
    });
    expect(login.status).toBe(200);

    const [gen] = await srv.server.services.auditoria.listar({
      accion: 'restablecer.codigo_generado',
    });
    expect(gen).toMatchObject({ usuario_id: aprendiz.user._id });
    expect(JSON.parse(gen?.detalle ?? '{}')).toEqual({ por: tutorId });
    expect(gen?.detalle).not.toContain(codigo);
  });

  it('refuses without the permission, for oneself, and a non-admin for an admin', async () => {
    const aprendiz = await registrar(srv, curso);
    const otro = await registrar(srv, curso);
    expect((await generar(aprendiz.token, otro.user._id)).status).toBe(403);
    expect((await desbloquear(aprendiz.token, otro.user._id)).status).toBe(403);
    const propio = await generar(admin, await idAdmin(srv));
    expect(propio.status).toBe(403);
    expect(propio.body).toMatchObject({ error: MENSAJES_ACCESO.codigoPropio });
    const rol = await crearRol(srv, 'Tutor dos', EDITAR_USUARIOS);
    const tutor = await tokenDe(
      srv,
      await crearUsuario(srv, { email: 't2@prueba.co', rolId: rol }),
    );
    expect((await generar(tutor, await idAdmin(srv))).status).toBe(403);
    expect((await generar(admin, 'no-existe')).status).toBe(404);
  });

  it('an admin unlocks an account held by failures from every address, audited', async () => {
    const login = (desde: string, password: string) =>
      postDesde(srv, desde, '/auth/login', { email: ADMIN.email, password });
    for (let i = 0; i < LIMITES.loginCuentaIp.limite; i++) {
      expect((await login('127.0.0.40', 'mala')).status).toBe(401);
    }
    expect((await login('127.0.0.40', ADMIN.password)).status).toBe(429);
    const res = await desbloquear(admin, await idAdmin(srv));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await login('127.0.0.40', ADMIN.password)).status).toBe(200);
    const [entrada] = await srv.server.services.auditoria.listar({ accion: 'acceso.desbloqueado' });
    expect(entrada).toMatchObject({ usuario_id: await idAdmin(srv) });
  });

  it('the unlock also lifts the per-account brake', async () => {
    const cuenta = await registrar(srv, curso, { email: 'freno@prueba.co' });
    const n = LIMITES.loginCuentaIp.limite;
    for (let d = 0; d < LIMITES.loginCuenta.limite / n; d++) {
      for (let i = 0; i < n; i++) {
        await postDesde(srv, `127.0.2.${d + 1}`, '/auth/login', {
          email: cuenta.email,
          password: 'x',
        });
      }
    }
    const antes = await postDesde(srv, '127.0.2.99', '/auth/login', {
      email: cuenta.email,
      password: cuenta.password,
    });
    expect(antes.status).toBe(429);
    expect((await desbloquear(admin, cuenta.user._id)).status).toBe(200);
    const despues = await postDesde(srv, '127.0.2.99', '/auth/login', {
      email: cuenta.email,
      password: cuenta.password,
    });
    expect(despues.status).toBe(200);
  });
});
