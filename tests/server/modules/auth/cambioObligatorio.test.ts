import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes } from '@shared/api';
import type { RouteDef } from '@shared/api';
import { ID_ROL_ESTUDIANTE } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { hashPassword } from '../../../../src/server/security/passwords';
import { crearUsuario, tokenDe } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { loginAs, startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

/**
 * Issue 8: an imported account with a generated password signs in, but every signed-in
 * route except its own password change and logout answers 403 DEBE_CAMBIAR_PASSWORD
 * until the password is changed.
 */
const TEMPORAL = 'temporal-generada-1';
const DEBE_CAMBIAR = {
  ok: false,
  code: 'DEBE_CAMBIAR_PASSWORD',
  error: 'Debe cambiar su contraseña antes de continuar.',
};

const ENTRADAS = Object.entries(routes) as [string, RouteDef][];

describe.each(testDialects())('password change pending at first login (%s)', (dialect) => {
  let srv: TestServer;
  let hashTemporal: string;
  let contador = 0;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    hashTemporal = await hashPassword(TEMPORAL);
  });
  afterAll(() => srv.close());

  /** An account as the import makes it: generated password, flag set. */
  async function importado(): Promise<{ id: string; email: string }> {
    contador += 1;
    const email = `importado${contador}@prueba.co`;
    const id = await srv.server.services.usuarios.create({
      email,
      nombre: 'Iván',
      apellidos: 'Rojas',
      passwordHash: hashTemporal,
      rolId: ID_ROL_ESTUDIANTE,
      emailVerificado: true,
      aceptaPoliticas: true,
      debeCambiarPassword: true,
    });
    return { id, email };
  }

  const listarCursos = (token: string) =>
    srv.request('POST', '/api/cursos/listar', { token, body: {} });
  const usuarioDe = async (token: string) =>
    (await srv.request('POST', '/auth/token', { body: { token } })).body as {
      user: { debeCambiarPassword: boolean };
    };

  it('signs in, is refused elsewhere, and is let through once the password changed', async () => {
    const cuenta = await importado();
    const login = await srv.request('POST', '/auth/login', {
      body: { email: cuenta.email, password: TEMPORAL },
    });
    expect(login.status).toBe(200);
    const sesion = login.body as { token: string; user: { debeCambiarPassword: boolean } };
    expect(sesion.user.debeCambiarPassword).toBe(true);
    expect((await usuarioDe(sesion.token)).user.debeCambiarPassword).toBe(true);

    const bloqueada = await listarCursos(sesion.token);
    expect(bloqueada).toMatchObject({ status: 403, body: DEBE_CAMBIAR });
    const perfil = await srv.request('POST', '/api/usuarios/perfil', {
      token: sesion.token,
      body: {},
    });
    expect(perfil).toMatchObject({ status: 403, body: DEBE_CAMBIAR });

    const cambio = await srv.request('POST', '/auth/changePass', {
      token: sesion.token,
      body: { _id: cuenta.id, current: TEMPORAL, password: 'clave-propia-99' },
    });
    expect(cambio.status).toBe(200);
    const nueva = cambio.body as { token: string; user: { debeCambiarPassword: boolean } };
    expect(nueva.user.debeCambiarPassword).toBe(false);
    expect((await listarCursos(nueva.token)).status).toBe(200);
    expect((await usuarioDe(nueva.token)).user.debeCambiarPassword).toBe(false);
    await loginAs(srv, cuenta.email, 'clave-propia-99');
  });

  it('lets the account sign out', async () => {
    const cuenta = await importado();
    const token = await loginAs(srv, cuenta.email, TEMPORAL);
    const salida = await srv.request('POST', '/auth/logout', { token });
    expect(salida.status).toBe(200);
    expect((await srv.request('POST', '/auth/token', { body: { token } })).status).toBe(401);
  });

  it('still checks the current password while the change is pending', async () => {
    const cuenta = await importado();
    const token = await loginAs(srv, cuenta.email, TEMPORAL);
    const res = await srv.request('POST', '/auth/changePass', {
      token,
      body: { _id: cuenta.id, current: 'otra-cosa', password: 'clave-propia-99' },
    });
    expect(res).toMatchObject({ status: 400, body: { code: 'CONTRASENA_ACTUAL_INVALIDA' } });
    expect((await listarCursos(token)).status).toBe(403);
  });

  it('refuses a signed file URL of such an account', async () => {
    const cuenta = await importado();
    const normal = await crearUsuario(srv, { email: `normal${contador}@prueba.co` });
    const ruta = `/api/cursos/adjunto/${'a'.repeat(32)}.pdf`;
    const firmar = async (id: string) => {
      const row = await srv.server.services.usuarios.findRowById(id);
      if (!row) throw new Error('falta el usuario');
      const sesion = { sesion: 'prueba', sesionExpira: Math.floor(Date.now() / 1000) + 3600 };
      return srv.server.services.firmas.urlFirmada(
        { usuarioId: id, version: row.version_token, ...sesion },
        ruta,
      );
    };
    const pendiente = await srv.request('GET', await firmar(cuenta.id));
    expect(pendiente).toMatchObject({ status: 403, body: DEBE_CAMBIAR });
    // The same URL for an ordinary account passes the guard (the file just does not exist).
    const ordinaria = await srv.request('GET', await firmar(normal));
    expect(ordinaria.status).toBe(404);
  });

  it('takes effect on a session already open when the flag is set', async () => {
    const id = await crearUsuario(srv, { email: `abierta${contador}@prueba.co` });
    const token = await tokenDe(srv, id);
    expect((await listarCursos(token)).status).toBe(200);
    await srv.server.services.db
      .updateTable('usuarios')
      .set({ debe_cambiar_password: 1 })
      .where('id', '=', id)
      .execute();
    expect(await listarCursos(token)).toMatchObject({ status: 403, body: DEBE_CAMBIAR });
  });

  it('refuses every signed-in route of the table except the allowed ones', async () => {
    const cuenta = await importado();
    const token = await tokenDe(srv, cuenta.id);
    const permitidas: string[] = [];
    for (const [clave, def] of ENTRADAS) {
      if (def.permission === 'public') continue;
      if (def.permiteCambioPendiente) {
        permitidas.push(clave);
        continue;
      }
      const path = buildPath(def.path, new Proxy({}, { get: () => 'x' }) as Record<string, string>);
      const res = await srv.request(def.method, path, {
        token,
        body: def.method === 'GET' ? undefined : {},
      });
      expect(res, `${clave}: ${def.method} ${def.path}`).toMatchObject({
        status: 403,
        body: { code: 'DEBE_CAMBIAR_PASSWORD' },
      });
    }
    // Issue 16: the user's language and display apply to the forced-change screen too.
    expect(permitidas.sort()).toEqual([
      'auth.cambiarPassword',
      'auth.logout',
      'preferencias.guardar',
      'preferencias.leer',
    ]);
  });
});
