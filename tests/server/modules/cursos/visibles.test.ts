import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { testDialects } from '../../helpers/databases';
import { escribirDesdeFuera } from '../../helpers/desdeFuera';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearEnlace } from '../multimedias/ayudas';

/**
 * Issue 18: a learner's visible courses are kept in process while the 'contenido' version
 * holds. Each test first asks twice (the second answer comes from the cache), then changes
 * what the learner may see and checks the very next answer.
 */
describe.each(testDialects())('visible courses cache (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let aprendizId: string;
  let aprendiz: string;

  const db = () => srv.server.services.db;
  async function asignar(curso: string): Promise<void> {
    await db()
      .insertInto('usuario_cursos')
      .values({ usuario_id: aprendizId, curso_id: curso, asignado_en: new Date().toISOString() })
      .execute();
  }
  async function leccionesVistas(curso: string): Promise<string[]> {
    const res = await srv.request('GET', `/api/multimedias/filtrar?fin=100&cursos=${curso}`, {
      token: aprendiz,
    });
    expect(res.status).toBe(200);
    return (res.body as { data: Multimedia[] }).data.map((m) => m.nombre);
  }
  async function cursoConLeccion(codigo: string): Promise<string> {
    const curso = await crearCurso(srv, { codigo });
    await crearEnlace(srv, admin, { nombre: `Lección de ${codigo}`, curso });
    await asignar(curso);
    expect(await leccionesVistas(curso)).toEqual([`Lección de ${codigo}`]);
    expect(await leccionesVistas(curso)).toEqual([`Lección de ${codigo}`]);
    return curso;
  }
  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    aprendizId = await crearUsuario(srv, { email: 'visibles@prueba.co' });
    aprendiz = await tokenDe(srv, aprendizId);
  });
  afterAll(() => srv.close());

  it('a course taken away is hidden at the next request', async () => {
    const curso = await cursoConLeccion('VIS-QUITA');
    await db().deleteFrom('usuario_cursos').where('curso_id', '=', curso).execute();
    expect(await leccionesVistas(curso)).toEqual([]);
  });

  it('a course switched off is hidden, and shown again when switched on', async () => {
    const curso = await cursoConLeccion('VIS-APAGA');
    await db().updateTable('cursos').set({ estado: 0 }).where('id', '=', curso).execute();
    expect(await leccionesVistas(curso)).toEqual([]);
    await db().updateTable('cursos').set({ estado: 1 }).where('id', '=', curso).execute();
    expect(await leccionesVistas(curso)).toEqual(['Lección de VIS-APAGA']);
  });

  it('a new assignment is seen at once', async () => {
    const curso = await crearCurso(srv, { codigo: 'VIS-NUEVO' });
    await crearEnlace(srv, admin, { nombre: 'Lección de VIS-NUEVO', curso });
    expect(await leccionesVistas(curso)).toEqual([]);
    await asignar(curso);
    expect(await leccionesVistas(curso)).toEqual(['Lección de VIS-NUEVO']);
  });

  it('an assignment removed by another connection or instance is seen', async () => {
    const curso = await cursoConLeccion('VIS-FUERA');
    await escribirDesdeFuera(
      srv,
      'delete from usuario_cursos where usuario_id = ? and curso_id = ?',
      [aprendizId, curso],
    );
    // PostgreSQL: the other instance's commit arrives by NOTIFY, a few milliseconds later.
    await expect.poll(() => leccionesVistas(curso), { timeout: 5000 }).toEqual([]);
  });
});
