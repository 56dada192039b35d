import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISTAS, matrizPermisos } from '@shared/domain/permisos';
import type { Permiso } from '@shared/domain/permisos';
import {
  ID_ROL_ADMINISTRADOR,
  ID_ROL_ESTUDIANTE,
} from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { testDialects } from '../../helpers/databases';
import { crearRol, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

interface RolRespuesta {
  _id: string;
  nombre: string;
  permisos: Permiso[];
  sistema?: boolean;
  usuarios?: number;
}
interface Respuesta {
  ok: boolean;
  code?: string;
  error?: string;
  fields?: Record<string, string>;
  data: RolRespuesta;
}

const todoEn = (vista: string) => ({
  vista,
  op: { consultar: true, crear: true, editar: true, desactivar: true, eliminar: true },
});

describe.each(testDialects())('roles (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;

  async function llamar(method: string, path: string, body?: unknown, token = admin) {
    const res = await srv.request(method, path, { body, token });
    return { status: res.status, body: res.body as Respuesta };
  }
  const nuevo = (body: unknown) => llamar('POST', '/api/roles/nuevo', body);
  const actualizar = (id: string, rol: unknown) =>
    llamar('PUT', `/api/roles/actualizar/${id}`, { _id: id, rol });
  const eliminar = (id: string) => llamar('POST', `/api/roles/eliminar/${id}`, { _id: id });

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  it('creates a role storing the full matrix: views left out are all false', async () => {
    // 'Tutor' is a system role since 0012: another name here.
    const res = await nuevo({ nombre: 'Monitor', permisos: [todoEn('cursos')] });
    expect(res.status).toBe(200);
    expect(res.body.data.nombre).toBe('Monitor');
    expect(res.body.data.permisos.map((p) => p.vista)).toEqual([...VISTAS]);
    expect(res.body.data.permisos[0]).toEqual(todoEn('cursos'));
    expect(res.body.data.permisos.slice(1).every((p) => Object.values(p.op).every((v) => !v))).toBe(
      true,
    );
    const filas = await srv.server.services.db
      .selectFrom('rol_permisos')
      .select('vista')
      .where('rol_id', '=', res.body.data._id)
      .execute();
    expect(filas).toHaveLength(VISTAS.length);
    const buscado = await llamar('POST', `/api/roles/buscar/${res.body.data._id}`);
    expect(buscado.body.data).toEqual(res.body.data);
  });

  it('without permisos creates a role that may do nothing', async () => {
    const res = await nuevo({ nombre: 'Invitado' });
    expect(res.status).toBe(200);
    expect(res.body.data.permisos.every((p) => Object.values(p.op).every((v) => !v))).toBe(true);
  });

  it('never stores crear on comentarios', async () => {
    const res = await nuevo({ nombre: 'Moderador', permisos: [todoEn('comentarios')] });
    const comentarios = res.body.data.permisos.find((p) => p.vista === 'comentarios');
    expect(comentarios?.op).toEqual({
      consultar: true,
      crear: false,
      editar: true,
      desactivar: true,
      eliminar: true,
    });
  });

  it('refuses a name already used, whatever its case (409), and one too long (400)', async () => {
    await nuevo({ nombre: 'Coordinador' });
    for (const nombre of ['coordinador', ' COORDINADOR ', 'administrador', 'estudiante']) {
      const res = await nuevo({ nombre });
      expect(res.status, nombre).toBe(409);
      expect(res.body.error).toBe('Ya existe un rol con ese nombre.');
    }
    const largo = await nuevo({ nombre: 'x'.repeat(20) });
    expect(largo.status).toBe(400);
    expect(largo.body.fields?.nombre).toBe('El nombre debe tener menos de 20 caracteres');
    expect((await nuevo({ nombre: '   ' })).body.fields?.nombre).toBe('Este campo es requerido');
  });

  it('updates name and matrix; the name stays unique', async () => {
    const id = await crearRol(srv, 'Editable');
    await crearRol(srv, 'Ocupado');
    const res = await actualizar(id, { nombre: 'Editado', permisos: [todoEn('usuarios')] });
    expect(res.status).toBe(200);
    expect(res.body.data.nombre).toBe('Editado');
    expect(res.body.data.permisos.find((p) => p.vista === 'usuarios')).toEqual(todoEn('usuarios'));
    expect(res.body.data.permisos).toHaveLength(VISTAS.length);
    const mismo = await actualizar(id, { nombre: 'EDITADO', permisos: [] });
    expect(mismo.status).toBe(200);
    const choque = await actualizar(id, { nombre: 'ocupado', permisos: [] });
    expect(choque.status).toBe(409);
    expect((await actualizar('no-existe', { nombre: 'X', permisos: [] })).status).toBe(404);
  });

  it('ADMINISTRADOR can be neither edited nor deleted', async () => {
    const mensaje = 'El rol ADMINISTRADOR no se puede modificar.';
    const editar = await actualizar(ID_ROL_ADMINISTRADOR, {
      nombre: 'ADMINISTRADOR',
      permisos: [],
    });
    expect(editar).toMatchObject({
      status: 403,
      body: { code: 'ACCION_NO_PERMITIDA', error: mensaje },
    });
    const borrar = await eliminar(ID_ROL_ADMINISTRADOR);
    expect(borrar).toMatchObject({
      status: 403,
      body: { code: 'ACCION_NO_PERMITIDA', error: mensaje },
    });
  });

  it('Estudiante keeps its name and cannot be deleted; its matrix can change', async () => {
    const renombrar = await actualizar(ID_ROL_ESTUDIANTE, { nombre: 'Aprendiz', permisos: [] });
    expect(renombrar.status).toBe(403);
    const matriz = await actualizar(ID_ROL_ESTUDIANTE, {
      nombre: 'Estudiante',
      permisos: matrizPermisos((vista, op) => op === 'consultar' && vista !== 'usuarios'),
    });
    expect(matriz.status).toBe(200);
    const borrar = await eliminar(ID_ROL_ESTUDIANTE);
    expect(borrar).toMatchObject({ status: 403, body: { code: 'ACCION_NO_PERMITIDA' } });
  });

  it('deletes a role nobody holds; refuses one held by users (409)', async () => {
    const libre = await crearRol(srv, 'Temporal');
    expect((await eliminar(libre)).status).toBe(200);
    expect((await llamar('POST', `/api/roles/buscar/${libre}`)).status).toBe(404);
    const tomado = await crearRol(srv, 'Tomado');
    await crearUsuario(srv, { email: 'tomado@prueba.co', rolId: tomado });
    const res = await eliminar(tomado);
    expect(res).toMatchObject({
      status: 409,
      body: { error: 'No se puede eliminar un rol asignado a usuarios.' },
    });
    expect((await eliminar('no-existe')).status).toBe(404);
  });

  it('lists every role with sistema and its user count, for any signed-in user', async () => {
    const rol = await crearRol(srv, 'Contado');
    await crearUsuario(srv, { email: 'c1@prueba.co', rolId: rol });
    await crearUsuario(srv, { email: 'c2@prueba.co', rolId: rol });
    const estudiante = await tokenDe(srv, await crearUsuario(srv, { email: 'e@prueba.co' }));
    const res = await srv.request('POST', '/api/roles/listar', { token: estudiante });
    expect(res.status).toBe(200);
    const roles = (res.body as { data: RolRespuesta[] }).data;
    expect(roles.find((r) => r._id === rol)).toMatchObject({ sistema: false, usuarios: 2 });
    expect(roles.find((r) => r._id === ID_ROL_ADMINISTRADOR)).toMatchObject({
      nombre: 'ADMINISTRADOR',
      sistema: true,
      usuarios: 1,
    });
    expect(roles.find((r) => r._id === ID_ROL_ESTUDIANTE)?.sistema).toBe(true);
    expect(roles.every((r) => r.permisos.length === VISTAS.length)).toBe(true);
  });
});
