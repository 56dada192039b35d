import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_ROL_ESTUDIANTE } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { crearCurso, crearRol, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { archivo, confirmar, fila, importar, validarOk } from './ayudas';

const UBICACION = {
  municipio: { nombre: 'Achí' },
  institucion: { nombrePunto: 'Biblioteca Pública Municipal de Achí' },
  tipoRegistro: 'Estudiante',
};

/** Confirm rules, modes, course assignments and undo, through a real server. */
describe.each(testDialects())('importación: confirmar y deshacer (%s)', (dialect) => {
  let srv: TestServer;
  let token: string;
  let inf01: string;
  let inf02: string;
  const db = () => srv.server.services.db;

  async function existente(email: string, documento: string, cursos: string[] = []) {
    const id = await srv.server.services.usuarios.create({
      email,
      nombre: 'Ana',
      apellidos: 'Pérez',
      passwordHash: 'x',
      rolId: ID_ROL_ESTUDIANTE,
      tipoIdentificacion: 'Cedula ciudadanía',
      identificacion: documento,
      emailVerificado: true,
      aceptaPoliticas: true,
      customData: UBICACION,
    });
    if (cursos.length > 0) await srv.server.services.asignaciones.asignar(id, cursos);
    return id;
  }
  const cursosDe = async (id: string) =>
    (
      await db()
        .selectFrom('usuario_cursos')
        .select('curso_id')
        .where('usuario_id', '=', id)
        .orderBy('curso_id')
        .execute()
    ).map((c) => c.curso_id);
  const apellidos = async (id: string) =>
    (await db().selectFrom('usuarios').select('apellidos').where('id', '=', id).executeTakeFirst())
      ?.apellidos;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    token = await tokenAdmin(srv);
    inf01 = await crearCurso(srv, { codigo: 'INF-01' });
    inf02 = await crearCurso(srv, { codigo: 'INF-02' });
  });
  afterAll(() => srv.close());

  it('soloNuevos creates the new rows and leaves actualizado rows untouched', async () => {
    const id = await existente('solo@correo.co', '9101');
    const lote = await validarOk(
      srv,
      token,
      archivo([
        fila('solo@correo.co', '9101', { apellidos: 'Otro' }),
        fila('nuevo1@correo.co', '9102'),
      ]),
    );
    expect(lote.conteo).toMatchObject({ nuevo: 1, actualizado: 1 });
    const fin = await importar(srv, token, lote.id, 'soloNuevos');
    expect(fin).toMatchObject({ estado: 'completado', creados: 1, actualizados: 0, aplicar: 1 });
    expect(await apellidos(id)).toBe('Pérez');
  });

  it('adds courses by default; replaces them only for that row and only when asked', async () => {
    const a = await existente('cursos.a@correo.co', '9201', [inf01]);
    const b = await existente('cursos.b@correo.co', '9202', [inf01]);
    const otro = await existente('otro@correo.co', '9203', [inf01, inf02]);

    const agregar = await validarOk(
      srv,
      token,
      archivo([fila('cursos.a@correo.co', '9201', { cursos: 'INF-02' })]),
    );
    await importar(srv, token, agregar.id);
    expect(await cursosDe(a)).toEqual([inf01, inf02].sort());

    const reemplazar = await validarOk(
      srv,
      token,
      archivo([fila('cursos.b@correo.co', '9202', { cursos: 'INF-02' })]),
      { reemplazarCursos: true },
    );
    expect(reemplazar.reemplazarCursos).toBe(true);
    await importar(srv, token, reemplazar.id);
    expect(await cursosDe(b)).toEqual([inf02]);
    expect(await cursosDe(otro)).toEqual([inf01, inf02].sort());
  });

  it('refuses with 409 when the database changed since the dry run; the lote stays validado', async () => {
    const lote = await validarOk(srv, token, archivo([fila('carrera@correo.co', '9301')]));
    await crearUsuario(srv, { email: 'Carrera@correo.co' });
    const r = await confirmar(srv, token, lote.id, 'nuevosYActualizar');
    expect(r).toMatchObject({ status: 409, body: { code: 'CONFLICTO' } });
    expect((r.body as { error: string }).error).toMatch(/^Los datos cambiaron/);
    const estado = await srv.request('GET', `/api/usuarios/importar/${lote.id}`, { token });
    expect(estado.body).toMatchObject({ data: { estado: 'validado' } });
  });

  it('updating needs usuarios/editar; creating with the same role works', async () => {
    const soloCrear = await crearRol(srv, 'Solo crear usuarios', [
      {
        vista: 'usuarios',
        op: { consultar: true, crear: true, editar: false, desactivar: false, eliminar: false },
      },
    ]);
    const creador = await tokenDe(
      srv,
      await crearUsuario(srv, { email: 'creador@correo.co', rolId: soloCrear }),
    );
    const id = await existente('editar@correo.co', '9401');
    const lote = await validarOk(
      srv,
      creador,
      archivo([
        fila('editar@correo.co', '9401', { apellidos: 'Nuevo' }),
        fila('nuevo4@correo.co', '9402'),
      ]),
    );
    expect(await confirmar(srv, creador, lote.id, 'nuevosYActualizar')).toMatchObject({
      status: 403,
      body: { code: 'SIN_PERMISO' },
    });
    expect(await apellidos(id)).toBe('Pérez');
    const fin = await importar(srv, creador, lote.id, 'soloNuevos');
    expect(fin).toMatchObject({ estado: 'completado', creados: 1 });
    // Confirmed once: a second confirm is refused.
    expect(await confirmar(srv, creador, lote.id, 'soloNuevos')).toMatchObject({ status: 409 });
  });

  it('undo deletes the created users who never logged in and keeps the others', async () => {
    const actualizado = await existente('deshacer.viejo@correo.co', '9501');
    const lote = await validarOk(
      srv,
      token,
      archivo([
        fila('deshacer.1@correo.co', '9502', { cursos: 'INF-01', password: 'clave-deshacer-1' }),
        fila('deshacer.2@correo.co', '9503', { cursos: 'INF-01' }),
        fila('deshacer.viejo@correo.co', '9501', { apellidos: 'Cambiado' }),
      ]),
    );
    await importar(srv, token, lote.id);
    const login = await srv.request('POST', '/auth/login', {
      body: { email: 'deshacer.1@correo.co', password: 'clave-deshacer-1', recordarme: false },
    });
    expect(login.status).toBe(200);
    const r = await srv.request('POST', `/api/usuarios/importar/${lote.id}/deshacer`, { token });
    expect(r).toMatchObject({
      status: 200,
      body: {
        eliminados: 1,
        conservados: [{ email: 'deshacer.1@correo.co', motivo: 'Ya inició sesión.' }],
        data: { estado: 'deshecho', deshechos: 1, credencialesPendientes: 0 },
      },
    });
    const quedan = await db()
      .selectFrom('usuarios')
      .select('email')
      .where('lote_id', '=', lote.id)
      .execute();
    expect(quedan).toEqual([{ email: 'deshacer.1@correo.co' }]);
    expect(await apellidos(actualizado)).toBe('Cambiado');
    const huerfanas = await db()
      .selectFrom('usuario_cursos')
      .leftJoin('usuarios', 'usuarios.id', 'usuario_cursos.usuario_id')
      .select('usuario_cursos.usuario_id')
      .where('usuarios.id', 'is', null)
      .execute();
    expect(huerfanas).toEqual([]);
    expect(
      await srv.request('POST', `/api/usuarios/importar/${lote.id}/deshacer`, { token }),
    ).toMatchObject({
      status: 409,
      body: { error: 'Solo se puede deshacer una importación completada.' },
    });
  });
});
