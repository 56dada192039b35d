import { afterEach, describe, expect, it } from 'vitest';
import {
  MENSAJES_VALIDACION as M,
  MENSAJE_INSTALACION_COMPLETA,
  MENSAJE_INSTALACION_NO_DISPONIBLE,
  MENSAJE_INSTALACION_SOLO_LOCAL,
} from '@shared/api';
import { InstalacionRepository } from '../../../../src/server/modules/usuarios/repositoryInstalacion';
import { crearUsuario } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { loginAs, startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

const RUTA_ESTADO = '/api/instalacion';
const RUTA_ALTA = '/api/instalacion/primer-admin';

function cuerpo(cambios: Record<string, unknown> = {}) {
  return {
    email: 'Directora@Centro.co',
    nombre: 'Marta',
    apellidos: 'Ruiz',
    password: 'clave-admin-local',
    confirmPassword: 'clave-admin-local',
    ...cambios,
  };
}

/** The desktop's embedded server: no ADMIN_* variables, the interactive option on. */
function servidorLocal(dialect: Parameters<typeof startTestServer>[0]) {
  return startTestServer(dialect, {
    adminEmail: null,
    adminPassword: null,
    primerAdminInteractivo: true,
  });
}

async function administradores(srv: TestServer): Promise<number> {
  const filas = await srv.server.services.db
    .selectFrom('usuarios')
    .innerJoin('roles', 'roles.id', 'usuarios.rol_id')
    .select('usuarios.id')
    .where('roles.nombre', '=', 'ADMINISTRADOR')
    .execute();
  return filas.length;
}

describe.each(testDialects())('first administrator chosen on first start (%s)', (dialect) => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  it('with the option, an empty database generates no admin and is pending', async () => {
    srv = await servidorLocal(dialect);
    expect(srv.server.initialAdmin).toBeNull();
    expect(await srv.server.services.usuarios.count()).toBe(0);
    const res = await srv.request('GET', RUTA_ESTADO);
    expect(res).toMatchObject({ status: 200, body: { ok: true, pendiente: true } });
  });

  it('without the option the server keeps its admin from the environment: never pending, POST 404', async () => {
    srv = await startTestServer(dialect);
    expect(await srv.request('GET', RUTA_ESTADO)).toMatchObject({
      status: 200,
      body: { ok: true, pendiente: false },
    });
    const res = await srv.request('POST', RUTA_ALTA, { body: cuerpo() });
    expect(res).toMatchObject({
      status: 404,
      body: { ok: false, code: 'NO_ENCONTRADO', error: MENSAJE_INSTALACION_NO_DISPONIBLE },
    });
    expect(await administradores(srv)).toBe(1);
  });

  it('without the option and without ADMIN_PASSWORD a password is still generated (standalone)', async () => {
    srv = await startTestServer(dialect, { adminEmail: null, adminPassword: null });
    expect(srv.server.initialAdmin).toMatchObject({ generated: true });
    expect((await srv.request('GET', RUTA_ESTADO)).body).toMatchObject({ pendiente: false });
  });

  it('with the option, an explicit ADMIN_PASSWORD still creates that admin (nothing generated)', async () => {
    srv = await startTestServer(dialect, { primerAdminInteractivo: true });
    expect(srv.server.initialAdmin).toMatchObject({ generated: false });
    expect((await srv.request('GET', RUTA_ESTADO)).body).toMatchObject({ pendiente: false });
    expect((await srv.request('POST', RUTA_ALTA, { body: cuerpo() })).status).toBe(409);
  });

  it('creates the ADMINISTRADOR and signs them in; afterwards it is no longer pending (409)', async () => {
    srv = await servidorLocal(dialect);
    const res = await srv.request('POST', RUTA_ALTA, { body: cuerpo() });
    expect(res.status).toBe(200);
    const sesion = res.body as { token: string; expira: string; user: Record<string, unknown> };
    expect(sesion.user).toMatchObject({
      email: 'Directora@Centro.co',
      nombre: 'Marta',
      apellidos: 'Ruiz',
      activo: true,
      emailVerified: true,
      rol: { nombre: 'ADMINISTRADOR' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password_hash|clave-admin-local/);
    // The returned token is a session like login's.
    const yo = await srv.request('POST', '/auth/token', { body: { token: sesion.token } });
    expect(yo).toMatchObject({ status: 200, body: { user: { email: 'Directora@Centro.co' } } });
    await loginAs(srv, 'directora@centro.co', 'clave-admin-local');

    expect((await srv.request('GET', RUTA_ESTADO)).body).toMatchObject({ pendiente: false });
    const otra = await srv.request('POST', RUTA_ALTA, {
      body: cuerpo({ email: 'intruso@centro.co' }),
    });
    expect(otra).toMatchObject({
      status: 409,
      body: { ok: false, code: 'CONFLICTO', error: MENSAJE_INSTALACION_COMPLETA },
    });
    expect(await srv.server.services.usuarios.count()).toBe(1);
  });

  it('concurrent calls create exactly one administrator; the others get 409', async () => {
    srv = await servidorLocal(dialect);
    const s = srv;
    const respuestas = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        s.request('POST', RUTA_ALTA, { body: cuerpo({ email: `admin${i}@centro.co` }) }),
      ),
    );
    const estados = respuestas.map((r) => r.status).sort();
    expect(estados).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of respuestas.filter((x) => x.status === 409)) {
      expect(r.body).toMatchObject({ error: MENSAJE_INSTALACION_COMPLETA });
    }
    expect(await administradores(srv)).toBe(1);
    expect(await srv.server.services.usuarios.count()).toBe(1);
  });

  it('the repository alone, called at once many times, inserts one administrator', async () => {
    // Without the password hash in between, the transactions really overlap (PostgreSQL's
    // pool runs them on separate connections): this is what the table lock is for.
    srv = await servidorLocal(dialect);
    const repo = new InstalacionRepository(srv.server.services.db, srv.server.services.dialecto);
    const resultados = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        repo.crearPrimerAdmin({
          email: `rapido${i}@centro.co`,
          nombre: 'Rápido',
          apellidos: '',
          passwordHash: 'x',
        }),
      ),
    );
    expect(resultados.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of resultados) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'CONFLICTO' });
    }
    expect(await administradores(srv)).toBe(1);
  });

  it('validates like the user forms, with the shared Spanish messages', async () => {
    srv = await servidorLocal(dialect);
    const vacio = await srv.request('POST', RUTA_ALTA, { body: {} });
    expect(vacio.status).toBe(400);
    expect((vacio.body as { fields: Record<string, string> }).fields).toMatchObject({
      email: M.requerido,
      nombre: M.requerido,
      password: M.requerido,
      confirmPassword: M.requerido,
    });
    // What the form sends when left blank: empty strings, with the forms' own messages.
    const blancos = await srv.request('POST', RUTA_ALTA, {
      body: cuerpo({ email: '', nombre: '  ', password: '', confirmPassword: '' }),
    });
    expect((blancos.body as { fields: Record<string, string> }).fields).toMatchObject({
      email: M.email,
      nombre: M.requerido,
      password: M.passwordCorta,
    });
    const malos = await srv.request('POST', RUTA_ALTA, {
      body: cuerpo({ email: 'no-es-email', password: 'corta', confirmPassword: 'corta' }),
    });
    expect((malos.body as { fields: Record<string, string> }).fields).toEqual({
      email: M.email,
      password: M.passwordCorta,
    });
    const distintas = await srv.request('POST', RUTA_ALTA, {
      body: cuerpo({ confirmPassword: 'otra-clave-larga' }),
    });
    expect(distintas).toMatchObject({
      status: 400,
      body: { error: M.passwordsNoCoinciden, fields: { confirmPassword: M.passwordsNoCoinciden } },
    });
    // Nothing was created by the refused attempts.
    expect(await srv.server.services.usuarios.count()).toBe(0);
    expect((await srv.request('GET', RUTA_ESTADO)).body).toMatchObject({ pendiente: true });
  });

  it('refuses a client that is not this machine (403) and tells it nothing is pending', async () => {
    srv = await servidorLocal(dialect);
    const remoto = { remoteAddress: '192.168.1.20' };
    const estado = await srv.server.app.inject({ method: 'GET', url: RUTA_ESTADO, ...remoto });
    expect(estado.json()).toMatchObject({ ok: true, pendiente: false });
    const alta = await srv.server.app.inject({
      method: 'POST',
      url: RUTA_ALTA,
      payload: cuerpo(),
      ...remoto,
    });
    expect(alta.statusCode).toBe(403);
    expect(alta.json()).toMatchObject({
      ok: false,
      code: 'ACCION_NO_PERMITIDA',
      error: MENSAJE_INSTALACION_SOLO_LOCAL,
    });
    // From this PC but addressed to another name (a page rebinding its domain to 127.0.0.1).
    const reenlazado = await srv.server.app.inject({
      method: 'POST',
      url: RUTA_ALTA,
      payload: cuerpo(),
      headers: { host: 'atacante.example:8080' },
    });
    expect(reenlazado.statusCode).toBe(403);
    expect(await srv.server.services.usuarios.count()).toBe(0);
    // IPv6 loopback is this machine too.
    const local = await srv.server.app.inject({
      method: 'POST',
      url: RUTA_ALTA,
      payload: cuerpo(),
      remoteAddress: '::1',
    });
    expect(local.statusCode).toBe(200);
  });

  it('a learner seeded before the form (the --demo start) keeps the installation pending', async () => {
    srv = await servidorLocal(dialect);
    await crearUsuario(srv, { email: 'aprendiz@demo.co' });
    expect((await srv.request('GET', RUTA_ESTADO)).body).toMatchObject({ pendiente: true });
    const repetido = await srv.request('POST', RUTA_ALTA, {
      body: cuerpo({ email: 'APRENDIZ@demo.co' }),
    });
    expect(repetido.status).toBe(409);
    expect((await srv.request('POST', RUTA_ALTA, { body: cuerpo() })).status).toBe(200);
    expect(await administradores(srv)).toBe(1);
  });
});
