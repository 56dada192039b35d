import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

describe.each(testDialects())('POST /api/usuarios/:id/asignarCursos (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let cursos: string[];

  const asignar = (id: string, cursoIds: unknown) =>
    srv.request('POST', `/api/usuarios/${id}/asignarCursos`, { body: { cursoIds }, token: admin });

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    cursos = [
      await crearCurso(srv, { codigo: 'C1' }),
      await crearCurso(srv, { codigo: 'C2' }),
      await crearCurso(srv, { codigo: 'C3' }),
    ];
  });
  afterAll(() => srv.close());

  it('adds courses to those already assigned, never removes, ignores repeats', async () => {
    const id = await crearUsuario(srv, { email: 'asignar@prueba.co' });
    const [c1, c2, c3] = cursos as [string, string, string];
    const primera = await asignar(id, [c1, c2]);
    expect(primera.status).toBe(200);
    expect(primera.body).toMatchObject({ ok: true, success: true });
    expect(new Set((primera.body as { cursosAsignados: string[] }).cursosAsignados)).toEqual(
      new Set([c1, c2]),
    );
    const segunda = await asignar(id, [c3, c3, c1]);
    expect(new Set((segunda.body as { cursosAsignados: string[] }).cursosAsignados)).toEqual(
      new Set([c1, c2, c3]),
    );
    const usuario = await srv.request('POST', `/api/usuarios/buscar/${id}`, { token: admin });
    expect(
      new Set((usuario.body as { data: { cursosAsignados: string[] } }).data.cursosAsignados),
    ).toEqual(new Set([c1, c2, c3]));
  });

  it('refuses unknown courses with 404 and assigns none of the list', async () => {
    const id = await crearUsuario(srv, { email: 'desconocido@prueba.co' });
    const res = await asignar(id, [cursos[0], 'no-existe']);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ ok: false, error: 'Error Curso no encontrado' });
    const usuario = await srv.request('POST', `/api/usuarios/buscar/${id}`, { token: admin });
    expect((usuario.body as { data: { cursosAsignados: string[] } }).data.cursosAsignados).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown user and 400 for an empty list', async () => {
    expect((await asignar('no-existe', [cursos[0]])).status).toBe(404);
    const vacia = await asignar('no-existe', []);
    expect(vacia.status).toBe(400);
    expect(vacia.body).toMatchObject({ fields: { cursoIds: 'Seleccione al menos un curso' } });
  });
});
