import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrizPermisos } from '@shared/domain/permisos';
import {
  ID_ROL_ADMINISTRADOR,
  ID_ROL_ESTUDIANTE,
} from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { MENSAJES_MASIVO } from '../../../../src/server/modules/usuarios/repositoryMasivo';
import { MENSAJES_USUARIOS as M } from '../../../../src/server/modules/usuarios/reglas';
import { testDialects } from '../../helpers/databases';
import {
  crearCurso,
  crearRol,
  crearUsuario,
  idAdmin,
  tokenAdmin,
  tokenDe,
} from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { cursosDe, filaDe, postar } from './masivoAyuda';

describe.each(testDialects())('acciones masivas: rol y cursos (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let adminId: string;
  let tutor: string;

  const rol = (seleccion: unknown, rolId: string, token = admin) =>
    postar(srv, '/api/usuarios/masivo/rol', { seleccion, rol: rolId }, token);
  const cursos = (seleccion: unknown, cursoIds: string[], token = admin) =>
    postar(srv, '/api/usuarios/masivo/cursos', { seleccion, cursoIds }, token);

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    adminId = await idAdmin(srv);
    tutor = await crearRol(srv, 'Monitor masivo');
  });
  afterAll(() => srv.close());

  it('changes the role of many; never an ADMINISTRADOR’s nor the caller’s; same role is sinCambios', async () => {
    const a = await crearUsuario(srv, { email: 'a@rol.co' });
    const b = await crearUsuario(srv, { email: 'b@rol.co' });
    const yaTutor = await crearUsuario(srv, { email: 'tutor@rol.co', rolId: tutor });
    const otroAdmin = await crearUsuario(srv, {
      email: 'admin2@rol.co',
      rolId: ID_ROL_ADMINISTRADOR,
    });
    const res = await rol({ ids: [a, b, yaTutor, otroAdmin, adminId] }, tutor);
    expect(res).toMatchObject({
      status: 200,
      body: { aplicados: 2, sinCambios: 1, totalRechazados: 2 },
    });
    expect(res.body.rechazados).toEqual([
      expect.objectContaining({ _id: otroAdmin, motivo: M.cambiarRolAdministrador }),
      expect.objectContaining({ _id: adminId, motivo: M.cambiarRolAdministrador }),
    ]);
    expect((await filaDe(srv, a))?.rol_id).toBe(tutor);
    expect((await filaDe(srv, otroAdmin))?.rol_id).toBe(ID_ROL_ADMINISTRADOR);
  });

  it('a caller with only usuarios/editar changes roles, never its own nor an ADMINISTRADOR’s', async () => {
    const editorRol = await crearRol(
      srv,
      'Editor',
      matrizPermisos(
        (vista, op) => vista === 'usuarios' && (op === 'editar' || op === 'consultar'),
      ),
    );
    const editorId = await crearUsuario(srv, { email: 'editor@rol.co', rolId: editorRol });
    const editor = await tokenDe(srv, editorId);
    const c = await crearUsuario(srv, { email: 'c@rol.co' });
    const res = await rol({ ids: [editorId, adminId, c] }, tutor, editor);
    expect(res.body).toMatchObject({ aplicados: 1, totalRechazados: 2 });
    expect(res.body.rechazados.map((r) => r.motivo)).toEqual([
      M.cambiarRolPropio,
      M.soloAdministrador,
    ]);
    expect((await filaDe(srv, editorId))?.rol_id).toBe(editorRol);
    expect(
      (await postar(srv, '/api/usuarios/masivo/eliminar', { seleccion: { ids: [c] } }, editor))
        .status,
    ).toBe(403);
  });

  it('never gives ADMINISTRADOR and refuses an unknown role, as the single edit does', async () => {
    const d = await crearUsuario(srv, { email: 'd@rol.co' });
    expect(await rol({ ids: [d] }, ID_ROL_ADMINISTRADOR)).toMatchObject({
      status: 403,
      body: { code: 'ACCION_NO_PERMITIDA', error: M.asignarAdministrador },
    });
    expect(await rol({ ids: [d] }, 'rol-que-no-existe')).toMatchObject({
      status: 400,
      body: { code: 'VALIDACION', error: M.rolInexistente },
    });
    expect((await filaDe(srv, d))?.rol_id).toBe(ID_ROL_ESTUDIANTE);
  });

  it('adds courses, keeps held assignments and their dates, leaves other users untouched', async () => {
    const c1 = await crearCurso(srv, { codigo: 'MAS-1' });
    const c2 = await crearCurso(srv, { codigo: 'MAS-2' });
    const c3 = await crearCurso(srv, { codigo: 'MAS-3' });
    const a = await crearUsuario(srv, { email: 'a@cursos.co' });
    const b = await crearUsuario(srv, { email: 'b@cursos.co' });
    const completo = await crearUsuario(srv, { email: 'completo@cursos.co' });
    const ajeno = await crearUsuario(srv, { email: 'ajeno@cursos.co' });
    await srv.server.services.asignaciones.asignar(a, [c1, c3]);
    await srv.server.services.asignaciones.asignar(completo, [c1, c2]);
    await srv.server.services.asignaciones.asignar(ajeno, [c3]);
    const antes = await cursosDe(srv, a);

    const res = await cursos({ ids: [a, b, completo, adminId] }, [c1, c2, c1]);
    expect(res.body).toMatchObject({ aplicados: 2, sinCambios: 1, totalRechazados: 1 });
    expect(res.body.rechazados[0]).toMatchObject({ _id: adminId, motivo: MENSAJES_MASIVO.propio });
    const despues = await cursosDe(srv, a);
    expect(despues.map((x) => x.curso_id).sort()).toEqual([c1, c2, c3].sort());
    expect(despues.find((x) => x.curso_id === c1)?.asignado_en).toBe(
      antes.find((x) => x.curso_id === c1)?.asignado_en,
    );
    expect((await cursosDe(srv, b)).map((x) => x.curso_id).sort()).toEqual([c1, c2].sort());
    expect((await cursosDe(srv, ajeno)).map((x) => x.curso_id)).toEqual([c3]);
    expect(await cursosDe(srv, adminId)).toEqual([]);
  });

  it('refuses the whole action when a course does not exist', async () => {
    const c = await crearCurso(srv, { codigo: 'MAS-4' });
    const e = await crearUsuario(srv, { email: 'e@cursos.co' });
    expect(await cursos({ ids: [e] }, [c, 'curso-inexistente'])).toMatchObject({
      status: 404,
      body: { code: 'NO_ENCONTRADO' },
    });
    expect(await cursosDe(srv, e)).toEqual([]);
  });

  it('validates the body: an empty selection or no course is a 400', async () => {
    expect((await cursos({ ids: [] }, ['x'])).status).toBe(400);
    expect((await cursos({ ids: ['x'] }, [])).status).toBe(400);
    expect((await rol({ filtro: {}, excluir: [] }, tutor)).status).toBe(400);
  });
});
