import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerificacionesService } from '../../../../src/server/modules/registro';
import { testDialects } from '../../helpers/databases';
import { crearUsuario } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

describe.each(testDialects())('POST /auth/verifyEmail (%s)', (dialect) => {
  let srv: TestServer;

  async function sinVerificar(email: string): Promise<string> {
    const id = await crearUsuario(srv, { email });
    await srv.server.services.db
      .updateTable('usuarios')
      .set({ email_verificado: 0 })
      .where('id', '=', id)
      .execute();
    return id;
  }
  const partes = (ruta: string) => {
    const [, , id, token] = ruta.split('/');
    return { id: decodeURIComponent(id ?? ''), token: token ?? '' };
  };
  const verificar = (body: unknown) => srv.request('POST', '/auth/verifyEmail', { body });
  const verificado = async (id: string) =>
    (await srv.server.services.usuarios.findRowById(id))?.email_verificado;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
  });
  afterAll(() => srv.close());

  it('verifies the email once; a second use of the link is refused', async () => {
    const id = await sinVerificar('uno@prueba.co');
    const enlace = await srv.server.services.verificaciones.crear(id);
    const { token } = partes(enlace.ruta);
    expect(partes(enlace.ruta).id).toBe(id);
    const res = await verificar({ id, token });
    expect(res).toMatchObject({ status: 200, body: { ok: true, email: 'uno@prueba.co' } });
    expect(await verificado(id)).toBe(1);
    const otra = await verificar({ id, token });
    expect(otra).toMatchObject({ status: 400, body: { code: 'ENLACE_INVALIDO' } });
  });

  it('stores only the sha256 of the token', async () => {
    const id = await sinVerificar('hash@prueba.co');
    const { token } = partes((await srv.server.services.verificaciones.crear(id)).ruta);
    const filas = await srv.server.services.db
      .selectFrom('verificaciones_email')
      .select('token_hash')
      .where('usuario_id', '=', id)
      .execute();
    expect(filas).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    expect(JSON.stringify(filas)).not.toContain(token);
  });

  it('refuses a wrong token, another user’s id, and unknown ids, all alike', async () => {
    const id = await sinVerificar('dos@prueba.co');
    const otro = await sinVerificar('tres@prueba.co');
    const { token } = partes((await srv.server.services.verificaciones.crear(id)).ruta);
    for (const body of [
      { id, token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` },
      { id: otro, token },
      { id: 'no-existe', token },
    ]) {
      const res = await verificar(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'ENLACE_INVALIDO',
        error: 'El enlace de verificación no es válido o ya expiró.',
      });
    }
    expect(await verificado(id)).toBe(0);
    expect((await verificar({})).status).toBe(400);
  });

  it('refuses an expired link (72 h)', async () => {
    const id = await sinVerificar('vieja@prueba.co');
    const hace73h = new VerificacionesService(
      srv.server.services.db,
      () => new Date(Date.now() - 73 * 3600 * 1000),
    );
    const { token } = partes((await hace73h.crear(id)).ruta);
    expect((await verificar({ id, token })).body).toMatchObject({ code: 'ENLACE_INVALIDO' });
    const hace71h = new VerificacionesService(
      srv.server.services.db,
      () => new Date(Date.now() - 71 * 3600 * 1000),
    );
    const vigente = partes((await hace71h.crear(id)).ruta);
    expect((await verificar(vigente)).status).toBe(200);
  });

  it('a new link replaces the one handed out before', async () => {
    const id = await sinVerificar('reemplazo@prueba.co');
    const primero = partes((await srv.server.services.verificaciones.crear(id)).ruta);
    const segundo = partes((await srv.server.services.verificaciones.crear(id)).ruta);
    expect((await verificar(primero)).status).toBe(400);
    expect((await verificar(segundo)).status).toBe(200);
  });

  it('the link of an admin-created unverified account lets its owner sign in', async () => {
    const adminLogin = await srv.request('POST', '/auth/login', {
      body: { email: 'admin@prueba.co', password: 'clave-admin-segura' },
    });
    const admin = (adminLogin.body as { token: string }).token;
    const creado = await srv.request('POST', '/api/usuarios/nuevo', {
      token: admin,
      body: {
        email: 'invitada@prueba.co',
        nombre: 'Invitada',
        password: 'clave-invitada',
        confirmPassword: 'clave-invitada',
        rol: 'rol-estudiante',
        emailVerified: false,
      },
    });
    expect(creado.status).toBe(200);
    const { ruta } = (creado.body as { verificacion: { ruta: string } }).verificacion;
    expect((await verificar(partes(ruta))).status).toBe(200);
    const login = await srv.request('POST', '/auth/login', {
      body: { email: 'invitada@prueba.co', password: 'clave-invitada' },
    });
    expect(login.status).toBe(200);
  });
});
