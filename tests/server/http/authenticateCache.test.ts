import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ID_ROL_ESTUDIANTE } from '../../../src/server/db/migrations/0007_roles_iniciales';
import { matrizPermisos } from '@shared/domain/permisos';
import { DURACION_SESION, TokenService } from '../../../src/server/security/tokens';
import { loadJwtSecret } from '../../../src/server/security/secret';
import { testDialects } from '../helpers/databases';
import { crearRol, crearUsuario, tokenDe } from '../helpers/cuentas';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';

/**
 * Issue 18: the principal cache (docs/rendimiento-sesion.md) answers a warm token without
 * the lookups, yet every change that refuses or narrows a session today still does so on
 * the very next request. Each case: a request that warms the cache, the change, the request.
 */
const verRoles = matrizPermisos((vista, op) => vista === 'roles' && op === 'consultar');

describe.each(testDialects())('principal cache (%s)', (dialect) => {
  let srv: TestServer;
  let contador = 0;
  beforeAll(async () => {
    srv = await startTestServer(dialect);
  });
  afterAll(() => srv.close());

  const token = async (t: string) => srv.request('POST', '/auth/token', { body: { token: t } });
  /** A route that needs roles/consultar: says what the role allows right now. */
  const verRol = (t: string, rolId: string) =>
    srv.request('POST', `/api/roles/buscar/${rolId}`, { token: t, body: {} });

  async function cuenta(rolId?: string) {
    contador += 1;
    const id = await crearUsuario(srv, { email: `cache${contador}@prueba.co`, rolId });
    const t = await tokenDe(srv, id);
    expect((await token(t)).status).toBe(200); // warm
    return { id, t };
  }

  it('a warm token skips the signature check and the lookups', async () => {
    const { t } = await cuenta();
    const services = srv.server.services;
    const verify = vi.spyOn(services.tokens, 'verify');
    const fila = vi.spyOn(services.usuarios, 'findRowById');
    const revocado = vi.spyOn(services.sesiones, 'estaRevocado');
    try {
      const res = await token(t);
      expect(res.status).toBe(200);
      expect(verify).not.toHaveBeenCalled();
      expect(fila).not.toHaveBeenCalled();
      expect(revocado).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('logout refuses the next request', async () => {
    const { t } = await cuenta();
    expect((await srv.request('POST', '/auth/logout', { token: t })).status).toBe(200);
    const res = await token(t);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ok: false, code: 'TOKEN_INVALIDO' });
  });

  it('a password change (version_token) refuses the older tokens', async () => {
    const { id, t } = await cuenta();
    await srv.server.services.db
      .updateTable('usuarios')
      .set((eb) => ({ version_token: eb('version_token', '+', 1) }))
      .where('id', '=', id)
      .execute();
    expect(await token(t)).toMatchObject({ status: 401, body: { code: 'TOKEN_INVALIDO' } });
  });

  it('an inactive user is refused, and let in again once active', async () => {
    const { id, t } = await cuenta();
    const activo = (valor: 0 | 1) =>
      srv.server.services.db
        .updateTable('usuarios')
        .set({ activo: valor })
        .where('id', '=', id)
        .execute();
    await activo(0);
    expect(await token(t)).toMatchObject({ status: 403, body: { code: 'USUARIO_INACTIVO' } });
    await activo(1);
    expect((await token(t)).status).toBe(200);
    // Deactivation from the users screen also ends the sessions (version_token).
    await srv.server.services.usuarios.cambiarEstado(id, false);
    expect(await token(t)).toMatchObject({ status: 401, body: { code: 'TOKEN_INVALIDO' } });
  });

  it('a deleted user is refused', async () => {
    const { id, t } = await cuenta();
    await srv.server.services.usuarios.eliminar(id);
    expect(await token(t)).toMatchObject({ status: 401, body: { code: 'TOKEN_INVALIDO' } });
  });

  it("a role change and a change of the role's permissions apply at once", async () => {
    const rolId = await crearRol(srv, `Consulta roles ${dialect}`, verRoles);
    const { id, t } = await cuenta(rolId);
    expect((await verRol(t, rolId)).status).toBe(200);

    // POST /auth/token answers the role authentication resolved: it must move along.
    const rolDeToken = async () =>
      ((await token(t)).body as { user: { rol: { _id: string; permisos: unknown[] } } }).user.rol;
    const permisos = (await rolDeToken()).permisos;
    expect(JSON.stringify(permisos)).toContain('true');

    await srv.server.services.roles.actualizar(rolId, `Consulta roles ${dialect}`, []);
    expect((await verRol(t, rolId)).status).toBe(403);
    expect(JSON.stringify((await rolDeToken()).permisos)).not.toContain('true');
    await srv.server.services.roles.actualizar(rolId, `Consulta roles ${dialect}`, verRoles);
    expect((await verRol(t, rolId)).status).toBe(200);
    expect((await rolDeToken()).permisos).toEqual(permisos);

    await srv.server.services.db
      .updateTable('usuarios')
      .set({ rol_id: ID_ROL_ESTUDIANTE })
      .where('id', '=', id)
      .execute();
    expect((await verRol(t, rolId)).status).toBe(403);
    expect((await rolDeToken())._id).toBe(ID_ROL_ESTUDIANTE);
  });

  it("a profile change shows in the warm token's answer; a login does not empty the cache", async () => {
    const { id, t } = await cuenta();
    await srv.server.services.db
      .updateTable('usuarios')
      .set({ nombre: 'Nombre nuevo' })
      .where('id', '=', id)
      .execute();
    expect(await token(t)).toMatchObject({
      status: 200,
      body: { user: { nombre: 'Nombre nuevo' } },
    });
    const antes = srv.server.services.versiones.vigente('principal');
    await srv.server.services.usuarios.marcarIngreso(id);
    expect(srv.server.services.versiones.vigente('principal')).toBe(antes);
  });

  it('an expired token is refused even when cached', async () => {
    const { id } = await cuenta();
    const row = await srv.server.services.usuarios.findRowById(id);
    if (!row) throw new Error('falta el usuario');
    // Signed so that it expires two seconds from now.
    const casiVencido = new TokenService(
      loadJwtSecret(srv.dataDir, null),
      () => Date.now() - (DURACION_SESION.normal - 2) * 1000,
    );
    const { token: t } = await casiVencido.sign(id, row.version_token, false);
    expect((await token(t)).status).toBe(200);
    await expect
      .poll(async () => (await token(t)).status, { timeout: 6000, interval: 200 })
      .toBe(401);
    expect(await token(t)).toMatchObject({ body: { code: 'TOKEN_INVALIDO' } });
  });
});

describe.runIf(testDialects().includes('postgres'))(
  'principal cache: two instances on one PostgreSQL',
  () => {
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      a = await startTestServer('postgres');
      // Same data folder: the same JWT secret, as instances behind one proxy share it.
      b = await startTestServer('postgres', { dataDir: a.dataDir, databaseUrl: a.databaseUrl });
    });
    afterAll(async () => {
      await b.close();
      await a.close();
    });

    const estado = async (srv: TestServer, t: string) =>
      (await srv.request('POST', '/auth/token', { body: { token: t } })).status;

    it("a change through instance A is refused by B's warm cache at the next request", async () => {
      const id = await crearUsuario(a, { email: 'dos@prueba.co' });
      const cambios: [string, (t: string) => Promise<unknown>, number][] = [
        ['logout', (t) => a.request('POST', '/auth/logout', { token: t }), 401],
        ['desactivar', () => a.server.services.usuarios.cambiarEstado(id, false), 401],
      ];
      for (const [nombre, cambiar, esperado] of cambios) {
        await a.server.services.usuarios.cambiarEstado(id, true);
        const t = await tokenDe(a, id);
        expect(await estado(b, t), nombre).toBe(200);
        expect(await estado(b, t), nombre).toBe(200); // now from B's cache
        await cambiar(t);
        await expect.poll(() => estado(b, t), { message: nombre }).toBe(esperado);
      }
    });

    it('a password change through A refuses the old token on B', async () => {
      const email = 'clave@prueba.co';
      const id = await crearUsuario(a, { email });
      const t = await tokenDe(a, id);
      expect(await estado(b, t)).toBe(200);
      await a.server.services.db
        .updateTable('usuarios')
        .set((eb) => ({ version_token: eb('version_token', '+', 1) }))
        .where('id', '=', id)
        .execute();
      await expect.poll(() => estado(b, t)).toBe(401);
    });
  },
);
