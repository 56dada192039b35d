import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Curso } from '@shared/api/cursos';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { asignar, listar, pdf, subirAdjunto } from './ayudas';

interface Listado {
  data: Curso[];
  total: number;
  pagina: number;
  porPagina: number;
  abiertos: number;
}

/** Course list paging and search (issue 18). */
describe.each(testDialects())('cursos.listar: pages and search (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let aprendiz: string;
  let aprendizId: string;
  const ids: string[] = [];

  async function pedir(body: unknown, token = admin): Promise<Listado> {
    const res = await srv.request('POST', '/api/cursos/listar', { body, token });
    expect(res.status).toBe(200);
    return (res.body as { data: Listado }).data;
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    const nombres = ['Educación vial', 'Cocina básica', 'EDUCACION FINANCIERA', 'Inglés I'];
    // 30 courses: the four named ones first, then filler; every fifth one inactive.
    for (let i = 0; i < 30; i++) {
      const nombre = nombres[i] ?? `Relleno ${String(i).padStart(2, '0')}`;
      ids.push(await crearCurso(srv, { codigo: `PAG-${i}`, nombre, estado: i % 5 === 4 ? 0 : 1 }));
      // Distinct creation times keep the expected order independent of the id tie-break.
      await new Promise((r) => setTimeout(r, 2));
    }
    aprendizId = await crearUsuario(srv, { email: 'pagina@prueba.co' });
    aprendiz = await tokenDe(srv, aprendizId);
    await asignar(srv, aprendizId, ids[1] ?? '');
    await asignar(srv, aprendizId, ids[4] ?? ''); // inactive: does not count as open
  });
  afterAll(() => srv.close());

  it('without paging answers every course, as before, with the total', async () => {
    const todo = await pedir(undefined);
    expect(todo.data.map((c) => c._id)).toEqual(ids);
    expect(todo).toMatchObject({ total: 30, pagina: 1, porPagina: 30, abiertos: 30 });
    expect((await listar(srv, admin)).map((c) => c._id)).toEqual(ids);
  });

  it('pages follow the full order, never overlap, and the last one is short', async () => {
    const vistos: string[] = [];
    for (let pagina = 1; pagina <= 4; pagina++) {
      const p = await pedir({ pagina, porPagina: 8 });
      expect(p).toMatchObject({ total: 30, pagina, porPagina: 8 });
      vistos.push(...p.data.map((c) => c._id));
    }
    expect(vistos).toEqual(ids);
    expect((await pedir({ pagina: 5, porPagina: 8 })).data).toEqual([]);
    // A page size alone means the first page.
    expect((await pedir({ porPagina: 3 })).data.map((c) => c._id)).toEqual(ids.slice(0, 3));
  });

  it('a learner pages through the active courses, the ones they may open first', async () => {
    const activos = ids.filter((_, i) => i % 5 !== 4);
    const p1 = await pedir({ pagina: 1, porPagina: 20 }, aprendiz);
    const p2 = await pedir({ pagina: 2, porPagina: 20 }, aprendiz);
    // Their assigned active course leads; the inactive assigned one is not listed at all.
    expect([...p1.data, ...p2.data].map((c) => c._id)).toEqual([
      ids[1],
      ...activos.filter((id) => id !== ids[1]),
    ]);
    expect(p1.total).toBe(24);
    expect(p1.abiertos).toBe(1);
    expect(p1.data.filter((c) => c.asignado).map((c) => c._id)).toEqual([ids[1]]);
    // Searched, the same order among the matches.
    const cocina = await pedir({ buscar: 'a', pagina: 1, porPagina: 2 }, aprendiz);
    expect(cocina.data[0]?._id).toBe(ids[1]);
    // Unpaged, the list is as it always was: oldest first.
    expect((await pedir(undefined, aprendiz)).data.map((c) => c._id)).toEqual(activos);
  });

  it('search ignores case and accents, in code or name, and pages its matches', async () => {
    const r = await pedir({ buscar: '  educacion ', pagina: 1, porPagina: 24 });
    expect(r.data.map((c) => c.nombre)).toEqual(['Educación vial', 'EDUCACION FINANCIERA']);
    expect(r.total).toBe(2);
    expect(r.abiertos).toBe(30); // the search does not change what the caller may open
    expect((await pedir({ buscar: 'INGLÉS' })).data.map((c) => c.nombre)).toEqual(['Inglés I']);
    expect((await pedir({ buscar: 'pag-2' })).total).toBe(11); // PAG-2 and PAG-20…29
    const segunda = await pedir({ buscar: 'relleno', pagina: 2, porPagina: 10 });
    expect(segunda.total).toBe(26);
    expect(segunda.data.map((c) => c._id)).toEqual(ids.slice(14, 24));
    expect((await pedir({ buscar: 'no existe' })).data).toEqual([]);
  });

  it('signs attachment URLs for the answered page only', async () => {
    for (const id of [ids[0], ids[10]]) {
      const subida = await subirAdjunto(
        srv,
        admin,
        { _id: id ?? '', descripcionAdjunto: 'Guía' },
        { bytes: pdf(), nombre: 'guia.pdf', mime: 'application/pdf' },
      );
      expect(subida.status).toBe(200);
    }
    const firmar = vi.spyOn(srv.server.services.firmas, 'urlFirmada');
    try {
      const p = await pedir({ pagina: 1, porPagina: 5 });
      expect(p.data[0]?.adjuntos[0]?.url).toContain('firma=');
      expect(firmar).toHaveBeenCalledTimes(1);
    } finally {
      firmar.mockRestore();
    }
  });

  it('refuses bad paging with a Spanish 400', async () => {
    for (const body of [{ pagina: 0 }, { porPagina: 500 }, { pagina: 'uno' }, { buscar: 7 }]) {
      const res = await srv.request('POST', '/api/cursos/listar', { body, token: admin });
      expect(res.status).toBe(400);
      expect((res.body as { ok: boolean; error: string }).ok).toBe(false);
    }
  });
});
