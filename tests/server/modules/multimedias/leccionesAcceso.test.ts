import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../helpers/databases';
import { escribirDesdeFuera } from '../../helpers/desdeFuera';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearEnlace } from './ayudas';

/**
 * Issue 18: a progress report finds its lesson (course, file) and its course without a
 * query once warm (multimedias/leccionesAcceso.ts, cursos/catalogo.ts `existe`), kept per
 * 'contenido' version. Each test warms the report, changes the lesson or its course and
 * checks the very next report.
 */
describe.each(testDialects())('lesson and course lookups of a progress report (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let aprendizId: string;
  let aprendiz: string;
  const db = () => srv.server.services.db;

  async function reportar(leccionId: string): Promise<number> {
    const res = await srv.request('POST', '/api/usuarios/agregarprogreso', {
      token: aprendiz,
      body: {
        _id: aprendizId,
        progreso_multimedia: {
          id: leccionId,
          progreso: 'iniciado',
          porcentaje: 1,
          fecha: new Date().toISOString(),
        },
      },
    });
    return res.status;
  }
  async function leccionAsignada(codigo: string): Promise<{ curso: string; leccion: string }> {
    const curso = await crearCurso(srv, { codigo });
    await srv.server.services.asignaciones.agregar(aprendizId, curso, new Date().toISOString());
    const leccion = await crearEnlace(srv, admin, { nombre: '1.1 Enlace', curso });
    expect(await reportar(leccion._id)).toBe(200);
    expect(await reportar(leccion._id)).toBe(200);
    return { curso, leccion: leccion._id };
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    aprendizId = await crearUsuario(srv, { email: 'lecciones-acceso@prueba.co' });
    aprendiz = await tokenDe(srv, aprendizId);
  });
  afterAll(() => srv.close());

  it('a lesson moved to a course the learner lacks is refused at the next report', async () => {
    const { leccion } = await leccionAsignada('ACC-MOVIDA');
    const ajeno = await crearCurso(srv, { codigo: 'ACC-AJENO' });
    await db()
      .updateTable('multimedias')
      .set({ curso_id: ajeno })
      .where('id', '=', leccion)
      .execute();
    expect(await reportar(leccion)).toBe(403);
  });

  it('a deleted lesson, and a lesson of a deleted course, are not found at the next report', async () => {
    const { leccion } = await leccionAsignada('ACC-BORRADA');
    await db().deleteFrom('progresos').where('multimedia_id', '=', leccion).execute();
    await db().deleteFrom('multimedias').where('id', '=', leccion).execute();
    expect(await reportar(leccion)).toBe(404);

    const otra = await leccionAsignada('ACC-SIN-CURSO');
    await db().deleteFrom('usuario_cursos').where('curso_id', '=', otra.curso).execute();
    await db()
      .updateTable('multimedias')
      .set({ curso_id: null })
      .where('curso_id', '=', otra.curso)
      .execute();
    await db().deleteFrom('cursos').where('id', '=', otra.curso).execute();
    // Without a course, only content managers may see it: a learner is refused.
    expect(await reportar(otra.leccion)).toBe(403);
  });

  it('a lesson a learner never could report on is refused even after being asked before', async () => {
    const ajeno = await crearCurso(srv, { codigo: 'ACC-NUNCA' });
    const leccion = await crearEnlace(srv, admin, { nombre: '1.1 Ajena', curso: ajeno });
    expect(await reportar(leccion._id)).toBe(403);
    await srv.server.services.asignaciones.agregar(aprendizId, ajeno, new Date().toISOString());
    expect(await reportar(leccion._id)).toBe(200);
  });

  it('a lesson moved by another connection or instance is seen', async () => {
    const { leccion } = await leccionAsignada('ACC-FUERA');
    const ajeno = await crearCurso(srv, { codigo: 'ACC-FUERA-AJENO' });
    await escribirDesdeFuera(srv, 'update multimedias set curso_id = ? where id = ?', [
      ajeno,
      leccion,
    ]);
    // PostgreSQL: the other instance's commit arrives by NOTIFY, a few milliseconds later.
    await expect.poll(() => reportar(leccion), { timeout: 5000 }).toBe(403);
  });
});
