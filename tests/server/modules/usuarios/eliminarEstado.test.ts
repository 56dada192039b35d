import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrizPermisos } from '@shared/domain/permisos';
import { ID_ROL_ADMINISTRADOR } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import type { AuthContext } from '../../../../src/server/http/authenticate';
import { HttpError } from '../../../../src/server/errors';
import { usuariosHandlers } from '../../../../src/server/modules/usuarios/handlers';
import { testDialects } from '../../helpers/databases';
import { crearRol, crearUsuario, idAdmin, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

interface Respuesta {
  code?: string;
  error?: string;
  _id?: string;
  token?: string | null;
  data?: { activo?: boolean } | null;
}

describe.each(testDialects())('eliminar y updateEstado de usuarios (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let gestor: string;

  async function post(path: string, body: unknown, token = admin) {
    const res = await srv.request('POST', path, { body, token });
    return { status: res.status, body: res.body as Respuesta };
  }
  const eliminar = (id: string, token?: string) =>
    post('/api/usuarios/eliminar', { _id: id }, token);
  const estado = (id: string, activo: boolean, token?: string) =>
    post('/api/usuarios/updateEstado', { _id: id, activo }, token);

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    const rol = await crearRol(
      srv,
      'Gestor',
      matrizPermisos((vista) => vista === 'usuarios'),
    );
    gestor = await tokenDe(srv, await crearUsuario(srv, { email: 'gestor@prueba.co', rolId: rol }));
  });
  afterAll(() => srv.close());

  it('deletes a user', async () => {
    const id = await crearUsuario(srv, { email: 'borrar@prueba.co' });
    const res = await eliminar(id);
    expect(res).toMatchObject({
      status: 200,
      body: { ok: true, _id: id, token: null, data: null },
    });
    expect((await post(`/api/usuarios/buscar/${id}`, {})).status).toBe(404);
    expect((await eliminar(id)).status).toBe(404);
  });

  it('nobody deletes or deactivates themself', async () => {
    const adminId = await idAdmin(srv);
    expect(await eliminar(adminId)).toMatchObject({
      status: 403,
      body: { code: 'ACCION_NO_PERMITIDA', error: 'No puedes eliminar tu propio usuario.' },
    });
    expect(await estado(adminId, false)).toMatchObject({
      status: 403,
      body: { code: 'ACCION_NO_PERMITIDA', error: 'No puedes desactivar tu propio usuario.' },
    });
  });

  it('refuses to delete a user with issued certificates and suggests deactivating', async () => {
    const id = await crearUsuario(srv, { email: 'certificado@prueba.co' });
    await srv.server.services.db
      .insertInto('certificados')
      .values({
        id: 'cert-1',
        numero: 1,
        usuario_id: id,
        curso_id: 'curso',
        evaluacion_id: 'evaluacion',
        codigo_verificacion: 'ABC123',
        datos: '{}',
        sha256_pdf: null,
        emitido_en: new Date().toISOString(),
        revocado_en: null,
        motivo_revocacion: null,
      })
      .execute();
    const res = await eliminar(id);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/certificados/);
    expect(res.body.error).toMatch(/desactivarlo/);
    expect((await estado(id, false)).status).toBe(200);
  });

  it('deactivating ends the user’s sessions at once; reactivating lets them back in', async () => {
    const id = await crearUsuario(srv, { email: 'pausa@prueba.co' });
    const token = await tokenDe(srv, id);
    const res = await estado(id, false);
    expect(res).toMatchObject({
      status: 200,
      body: { _id: id, token: null, data: { activo: false } },
    });
    expect((await srv.request('POST', '/auth/token', { body: { token } })).status).toBe(401);
    const otra = await estado(id, true);
    expect(otra.body.data?.activo).toBe(true);
    const nuevo = await tokenDe(srv, id);
    expect((await srv.request('POST', '/auth/token', { body: { token: nuevo } })).status).toBe(200);
  });

  it('only an ADMINISTRADOR may delete or deactivate an ADMINISTRADOR', async () => {
    const adminId = await idAdmin(srv);
    const mensaje = 'Solo un ADMINISTRADOR puede modificar a otro ADMINISTRADOR.';
    expect(await eliminar(adminId, gestor)).toMatchObject({
      status: 403,
      body: { error: mensaje },
    });
    expect(await estado(adminId, false, gestor)).toMatchObject({
      status: 403,
      body: { error: mensaje },
    });
  });

  it('an ADMINISTRADOR may deactivate and delete another while one active remains', async () => {
    const otro = await crearUsuario(srv, {
      email: 'admin2@prueba.co',
      rolId: ID_ROL_ADMINISTRADOR,
    });
    expect((await estado(otro, false)).status).toBe(200);
    expect((await eliminar(otro)).status).toBe(200);
  });

  it('never deletes or deactivates the last active ADMINISTRADOR (checked below the self rule)', async () => {
    // Over HTTP the caller is itself an active ADMINISTRADOR, so another one always
    // remains; the rule still guards any other path, so it is exercised directly.
    const handlers = usuariosHandlers(srv.server.services);
    const rol = await srv.server.services.roles.findById(ID_ROL_ADMINISTRADOR);
    const auth = { row: { id: 'alguien-sin-fila' }, rol } as unknown as AuthContext;
    const adminId = await idAdmin(srv);
    const ctx = (body: unknown) => ({ body, auth }) as never;
    const intentos = [
      handlers['usuarios.eliminar'](ctx({ _id: adminId })),
      handlers['usuarios.updateEstado'](ctx({ _id: adminId, activo: false })),
    ];
    const errores = await Promise.all(intentos.map((p) => p.catch((e: unknown) => e)));
    expect(errores.map((e) => (e instanceof HttpError ? e.message : e))).toEqual([
      'No se puede eliminar el último ADMINISTRADOR activo.',
      'No se puede desactivar el último ADMINISTRADOR activo.',
    ]);
  });

  it('answers 404 for an unknown user and 400 for a missing id', async () => {
    expect((await eliminar('no-existe')).status).toBe(404);
    expect((await estado('no-existe', true)).status).toBe(404);
    expect((await post('/api/usuarios/updateEstado', { _id: 'x' })).status).toBe(400);
  });
});
