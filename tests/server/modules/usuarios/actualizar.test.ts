import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrizPermisos } from '@shared/domain/permisos';
import {
  ID_ROL_ADMINISTRADOR,
  ID_ROL_ESTUDIANTE,
} from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { testDialects } from '../../helpers/databases';
import {
  UBICACION_VALIDA,
  crearRol,
  crearUsuario,
  idAdmin,
  tokenAdmin,
  tokenDe,
} from '../../helpers/cuentas';
import { ADMIN, loginAs, startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

interface Respuesta {
  ok: boolean;
  code?: string;
  error?: string;
  fields?: Record<string, string>;
  _id?: string;
  token?: string | null;
  data?: Record<string, unknown> | null;
}

describe.each(testDialects())('POST /api/usuarios/actualizar (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let rolGestor: string;

  const cuerpo = (id: string, extra: Record<string, unknown> = {}) => ({
    _id: id,
    email: `${id.slice(0, 8)}@prueba.co`,
    nombre: 'Nombre',
    apellidos: 'Apellido',
    rol: ID_ROL_ESTUDIANTE,
    tipoIdentificacion: 'Cedula ciudadanía',
    identificacion: `9${id.replace(/\D/g, '').slice(0, 8)}`,
    customData: { ...UBICACION_VALIDA, tipoRegistro: 'Estudiante' },
    ...extra,
  });

  async function actualizar(body: Record<string, unknown>, token = admin) {
    const res = await srv.request('POST', '/api/usuarios/actualizar', { body, token });
    return { status: res.status, body: res.body as Respuesta };
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    // May edit users but is no ADMINISTRADOR.
    rolGestor = await crearRol(
      srv,
      'Gestor',
      matrizPermisos((vista) => vista === 'usuarios'),
    );
  });
  afterAll(() => srv.close());

  it('updates the fields, keeps customData keys the form does not edit, token null', async () => {
    const id = await crearUsuario(srv, { email: 'editar@prueba.co' });
    await srv.server.services.db
      .updateTable('usuarios')
      .set({ custom_data: JSON.stringify({ numeroTelefono: '300' }) })
      .where('id', '=', id)
      .execute();
    const res = await actualizar(
      cuerpo(id, { email: 'Editada@Prueba.co', nombre: 'Editada', rol: rolGestor }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, _id: id, token: null });
    expect(res.body.data).toMatchObject({
      email: 'Editada@Prueba.co',
      nombre: 'Editada',
      rol: { _id: rolGestor, nombre: 'Gestor' },
      customData: { numeroTelefono: '300', municipio: { nombre: 'Achí' } },
    });
  });

  it('keeps the own email when only its case changes', async () => {
    const id = await crearUsuario(srv, { email: 'caso@prueba.co' });
    const res = await actualizar(cuerpo(id, { email: 'CASO@prueba.co' }));
    expect(res.status).toBe(200);
  });

  it('never gives ADMINISTRADOR, never changes an ADMINISTRADOR’s role', async () => {
    const id = await crearUsuario(srv, { email: 'ascender@prueba.co' });
    const ascender = await actualizar(cuerpo(id, { rol: ID_ROL_ADMINISTRADOR }));
    expect(ascender.status).toBe(403);
    expect(ascender.body.code).toBe('ACCION_NO_PERMITIDA');

    const adminId = await idAdmin(srv);
    const degradar = await actualizar(
      cuerpo(adminId, { email: ADMIN.email, rol: ID_ROL_ESTUDIANTE }),
    );
    expect(degradar.status).toBe(403);
    expect(degradar.body.error).toBe('El rol de un ADMINISTRADOR no se puede cambiar.');
    const mismo = await actualizar(
      cuerpo(adminId, { email: ADMIN.email, rol: ID_ROL_ADMINISTRADOR }),
    );
    expect(mismo.status).toBe(200);
  });

  it('refuses an unknown role, user, municipality; duplicate email or document', async () => {
    const id = await crearUsuario(srv, { email: 'choques@prueba.co' });
    await crearUsuario(srv, {
      email: 'otro@prueba.co',
      tipoIdentificacion: 'Pasaporte',
      identificacion: '4242',
    });
    expect((await actualizar(cuerpo(id, { rol: 'nada' }))).status).toBe(400);
    expect((await actualizar(cuerpo('no-existe'))).status).toBe(404);
    const municipio = await actualizar(
      cuerpo(id, {
        customData: { ...UBICACION_VALIDA, municipio: { nombre: 'Nada' }, tipoRegistro: 'Otro' },
      }),
    );
    expect(municipio.status).toBe(400);
    const email = await actualizar(cuerpo(id, { email: 'OTRO@prueba.co' }));
    expect(email).toMatchObject({
      status: 409,
      body: { error: 'Ya existe un usuario con ese email.' },
    });
    const documento = await actualizar(
      cuerpo(id, { tipoIdentificacion: 'Pasaporte', identificacion: '4242' }),
    );
    expect(documento).toMatchObject({
      status: 409,
      body: { error: 'Ya existe un usuario con ese documento.' },
    });
  });

  it('a new password for someone else ends their sessions; the answer has no token', async () => {
    const id = await crearUsuario(srv, { email: 'clave@prueba.co' });
    const suyo = await tokenDe(srv, id);
    const res = await actualizar(
      cuerpo(id, {
        email: 'clave@prueba.co',
        password: 'nueva-clave-1',
        confirmPassword: 'nueva-clave-1',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.token).toBeNull();
    expect((await srv.request('POST', '/auth/token', { body: { token: suyo } })).status).toBe(401);
    expect(await loginAs(srv, 'clave@prueba.co', 'nueva-clave-1')).toBeTruthy();
  });

  it('a new password for the caller returns a fresh token; the old one stops working', async () => {
    const id = await crearUsuario(srv, { email: 'propio@prueba.co', rolId: rolGestor });
    const viejo = await tokenDe(srv, id);
    const res = await actualizar(
      cuerpo(id, {
        email: 'propio@prueba.co',
        rol: rolGestor,
        password: 'mi-clave-nueva',
        confirmPassword: 'mi-clave-nueva',
      }),
      viejo,
    );
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    expect((await srv.request('POST', '/auth/token', { body: { token: viejo } })).status).toBe(401);
    const fresco = await srv.request('POST', '/auth/token', { body: { token: res.body.token } });
    expect(fresco.status).toBe(200);
    // Without a password change the caller's token stays as it is.
    const sinClave = await actualizar(
      cuerpo(id, { email: 'propio@prueba.co', rol: rolGestor }),
      res.body.token ?? '',
    );
    expect(sinClave.body.token).toBeNull();
  });

  it('only an ADMINISTRADOR may edit an ADMINISTRADOR (no takeover by usuarios/editar)', async () => {
    const gestor = await crearUsuario(srv, { email: 'gestor@prueba.co', rolId: rolGestor });
    const res = await actualizar(
      cuerpo(await idAdmin(srv), {
        email: ADMIN.email,
        rol: ID_ROL_ADMINISTRADOR,
        password: 'tomada-por-mi',
        confirmPassword: 'tomada-por-mi',
      }),
      await tokenDe(srv, gestor),
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Solo un ADMINISTRADOR puede modificar a otro ADMINISTRADOR.');
    expect(await loginAs(srv, ADMIN.email, ADMIN.password)).toBeTruthy();
  });

  it('no one changes their own role (no self-escalation to a stronger custom role)', async () => {
    const gestor = await crearUsuario(srv, { email: 'gestor2@prueba.co', rolId: rolGestor });
    const todoPoderoso = await crearRol(
      srv,
      'Poderoso',
      matrizPermisos(() => true),
    );
    const res = await actualizar(
      cuerpo(gestor, { email: 'gestor2@prueba.co', rol: todoPoderoso }),
      await tokenDe(srv, gestor),
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('No puedes cambiar tu propio rol.');
    const fila = await srv.server.services.usuarios.findRowById(gestor);
    expect(fila?.rol_id).toBe(rolGestor);
  });
});
