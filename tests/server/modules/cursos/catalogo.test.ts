import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curso } from '@shared/api/cursos';
import { testDialects } from '../../helpers/databases';
import { escribirDesdeFuera } from '../../helpers/desdeFuera';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { asignar } from './ayudas';
import { CatalogoCursos } from '../../../../src/server/modules/cursos/catalogo';
import { CursosRepository } from '../../../../src/server/modules/cursos/repository';

interface Listado {
  data: Curso[];
  abiertos: number;
}

/**
 * Issue 18: the whole course list is kept in process while the 'contenido' version holds
 * (catalogo.ts), and a learner's open courses come from the visible-courses cache. Each
 * test warms both lists (the second answer comes from the caches), changes a course or an
 * assignment and checks the very next answer.
 */
describe.each(testDialects())('course list cache (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let aprendizId: string;
  let aprendiz: string;

  async function lista(token: string): Promise<Listado> {
    const res = await srv.request('POST', '/api/cursos/listar', { token });
    expect(res.status).toBe(200);
    return (res.body as { data: Listado }).data;
  }
  async function calentar(): Promise<void> {
    for (const token of [aprendiz, admin, aprendiz, admin]) await lista(token);
  }
  const delCurso = (l: Listado, id: string) => l.data.find((c) => c._id === id);
  const db = () => srv.server.services.db;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    aprendizId = await crearUsuario(srv, { email: 'catalogo@prueba.co' });
    aprendiz = await tokenDe(srv, aprendizId);
  });
  afterAll(() => srv.close());

  it('a new course is listed at the next request, to learners and admins', async () => {
    await calentar();
    const id = await crearCurso(srv, { codigo: 'CAT-NUEVO' });
    expect(delCurso(await lista(aprendiz), id)?.asignado).toBe(false);
    expect(delCurso(await lista(admin), id)?.asignado).toBe(true);
  });

  it('a renamed course shows its new name at once', async () => {
    const id = await crearCurso(srv, { codigo: 'CAT-NOMBRE', nombre: 'Antes' });
    await calentar();
    await db().updateTable('cursos').set({ nombre: 'Después' }).where('id', '=', id).execute();
    expect(delCurso(await lista(aprendiz), id)?.nombre).toBe('Después');
    expect(delCurso(await lista(admin), id)?.nombre).toBe('Después');
  });

  it('a course switched off leaves the learner list and the open count', async () => {
    const id = await crearCurso(srv, { codigo: 'CAT-APAGADO' });
    await asignar(srv, aprendizId, id);
    await calentar();
    const antes = await lista(aprendiz);
    expect(delCurso(antes, id)?.asignado).toBe(true);
    await db().updateTable('cursos').set({ estado: 0 }).where('id', '=', id).execute();
    const despues = await lista(aprendiz);
    expect(delCurso(despues, id)).toBeUndefined();
    expect(despues.abiertos).toBe(antes.abiertos - 1);
    expect(delCurso(await lista(admin), id)?.estado).toBe(false);
  });

  it('an assignment opens the course and counts at the next request', async () => {
    const id = await crearCurso(srv, { codigo: 'CAT-ASIGNADO' });
    await calentar();
    const antes = await lista(aprendiz);
    expect(delCurso(antes, id)?.asignado).toBe(false);
    await asignar(srv, aprendizId, id);
    const despues = await lista(aprendiz);
    expect(delCurso(despues, id)?.asignado).toBe(true);
    expect(despues.abiertos).toBe(antes.abiertos + 1);
  });

  it('a course changed by another connection or instance is seen', async () => {
    const id = await crearCurso(srv, { codigo: 'CAT-FUERA', nombre: 'Sin tocar' });
    await calentar();
    await escribirDesdeFuera(srv, 'update cursos set nombre = ? where id = ?', ['Tocado', id]);
    // PostgreSQL: the other instance's commit arrives by NOTIFY, a few milliseconds later.
    await expect
      .poll(async () => delCurso(await lista(aprendiz), id)?.nombre, { timeout: 5000 })
      .toBe('Tocado');
    expect(delCurso(await lista(admin), id)?.nombre).toBe('Tocado');
  });

  it('an attachment added, changed or removed shows in the next list', async () => {
    const id = await crearCurso(srv, { codigo: 'CAT-ADJUNTO' });
    await asignar(srv, aprendizId, id);
    await calentar();
    const adjunto = {
      id: randomUUID(),
      curso_id: id,
      filename: 'guia.pdf',
      server_filename: `${randomUUID()}.pdf`,
      descripcion: 'Guía',
      creado_en: new Date().toISOString(),
    };
    await db().insertInto('curso_adjuntos').values(adjunto).execute();
    const nombres = async (token: string) =>
      delCurso(await lista(token), id)?.adjuntos.map((a) => a.descripcion);
    expect(await nombres(aprendiz)).toEqual(['Guía']);
    expect(await nombres(admin)).toEqual(['Guía']);
    await db()
      .updateTable('curso_adjuntos')
      .set({ descripcion: 'Guía 2' })
      .where('id', '=', adjunto.id)
      .execute();
    expect(await nombres(aprendiz)).toEqual(['Guía 2']);
    await escribirDesdeFuera(srv, 'delete from curso_adjuntos where id = ?', [adjunto.id]);
    await expect.poll(() => nombres(aprendiz), { timeout: 5000 }).toEqual([]);
  });

  it('reads just the courses asked for while the versions cannot be trusted', async () => {
    const id = await crearCurso(srv, { codigo: 'CAT-SIN-VERSION' });
    const otro = await crearCurso(srv, { codigo: 'CAT-SIN-VERSION-2' });
    const adjunto = (curso: string) => ({
      id: randomUUID(),
      curso_id: curso,
      filename: 'a.pdf',
      server_filename: `${randomUUID()}.pdf`,
      descripcion: curso,
      creado_en: new Date().toISOString(),
    });
    await db()
      .insertInto('curso_adjuntos')
      .values([adjunto(id), adjunto(otro)])
      .execute();
    const catalogo = new CatalogoCursos(new CursosRepository(db()), { vigente: () => null });
    expect(await catalogo.existe(id)).toBe(true);
    expect(await catalogo.existe(randomUUID())).toBe(false);
    const porCurso = await catalogo.adjuntosPorCurso([id]);
    expect([...porCurso.keys()]).toEqual([id]);
    expect(porCurso.get(id)?.map((a) => a.descripcion)).toEqual([id]);
  });
});
