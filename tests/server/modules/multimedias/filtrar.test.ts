import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { matrizPermisos } from '@shared/domain/permisos';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearRol, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { BYTES, crearEnlace, crearLeccion } from './ayudas';

interface Grupo {
  curso: { _id: string; nombre: string } | null;
  multimedias: Multimedia[];
  total: number;
}

describe.each(testDialects())('lesson filter and library (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let cursoA: string;
  let cursoB: string;
  let aprendiz: string;
  let editor: string;

  const filtrar = async (token: string, query = '') => {
    const res = await srv.request('GET', `/api/multimedias/filtrar${query}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { data: Multimedia[]; total: number };
  };
  const nombres = (data: Multimedia[]) => data.map((m) => m.nombre);

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    cursoA = await crearCurso(srv, { codigo: 'F-A', nombre: 'Zeta Ofimática' });
    cursoB = await crearCurso(srv, { codigo: 'F-B', nombre: 'Alfa Redes' });
    // Created one after another: creation order is the expected newest-first order reversed.
    await crearLeccion(srv, admin, { nombre: '1.1 Video A', curso: cursoA, bytes: BYTES.mp4 });
    await crearLeccion(srv, admin, {
      nombre: '1.2 Audio A',
      curso: cursoA,
      bytes: BYTES.mp3,
      tags: ['Seguridad', 'red'],
    });
    await crearLeccion(srv, admin, { nombre: '2.1 Guía A', curso: cursoA, tags: ['redes'] });
    await crearEnlace(srv, admin, { nombre: '2.3 Portal A', curso: cursoA });
    await crearLeccion(srv, admin, { nombre: '1.1 Mapa B', curso: cursoB, bytes: BYTES.png });
    await crearLeccion(srv, admin, { nombre: 'Suelta', curso: null });

    const id = await crearUsuario(srv, { email: 'aprendiz@prueba.co' });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: id, curso_id: cursoA, asignado_en: new Date().toISOString() })
      .execute();
    aprendiz = await tokenDe(srv, id);
    // Edits lessons (sees those without course) but is assigned no course.
    const rol = await crearRol(
      srv,
      'Editor lecciones',
      matrizPermisos((v, o) => v === 'multimedias' && ['consultar', 'editar'].includes(o)),
    );
    editor = await tokenDe(srv, await crearUsuario(srv, { email: 'ed@prueba.co', rolId: rol }));
  });
  afterAll(() => srv.close());

  it('by default: every visible lesson, newest first, with the total', async () => {
    const { data, total } = await filtrar(admin);
    expect(total).toBe(6);
    expect(nombres(data)).toEqual([
      'Suelta',
      '1.1 Mapa B',
      '2.3 Portal A',
      '2.1 Guía A',
      '1.2 Audio A',
      '1.1 Video A',
    ]);
  });

  it('a learner sees only lessons of their courses, never another course or none', async () => {
    const { data, total } = await filtrar(aprendiz);
    expect(total).toBe(4);
    expect(data.every((m) => m.curso?._id === cursoA)).toBe(true);
    // Asking for another course explicitly changes nothing.
    expect((await filtrar(aprendiz, `?cursos=${cursoB}`)).total).toBe(0);
    expect((await filtrar(aprendiz, '?sinCurso=true')).total).toBe(0);
    const grupos = await srv.request('GET', '/api/multimedias/filtrarCompleto', {
      token: aprendiz,
    });
    const lista = (grupos.body as { data: Grupo[] }).data;
    expect(lista.map((g) => g.curso?._id)).toEqual([cursoA]);
  });

  it('content editors see lessons without a course but not unassigned courses', async () => {
    const { data } = await filtrar(editor);
    expect(nombres(data)).toEqual(['Suelta']);
  });

  it('pages with inicio/fin while total counts every match', async () => {
    const p1 = await filtrar(admin, '?inicio=0&fin=2');
    const p2 = await filtrar(admin, '?inicio=2&fin=4');
    const p3 = await filtrar(admin, '?inicio=4&fin=100&resultados=-10');
    expect([p1.total, p2.total, p3.total]).toEqual([6, 6, 6]);
    expect(nombres([...p1.data, ...p2.data, ...p3.data])).toEqual(
      nombres((await filtrar(admin)).data),
    );
    expect(p3.data).toHaveLength(2);
    // The total comes with the page's rows; without rows it is counted on its own.
    const vacia = await filtrar(admin, '?inicio=3&fin=3');
    expect([vacia.data, vacia.total]).toEqual([[], 6]);
    const pasada = await filtrar(admin, '?inicio=50&fin=60');
    expect([pasada.data, pasada.total]).toEqual([[], 6]);
    const nada = await filtrar(admin, '?nombre=ninguna-coincide');
    expect([nada.data, nada.total]).toEqual([[], 0]);
  });

  it('filters by type, course, name (contains, any case) and tags (any of, whole tag)', async () => {
    expect(nombres((await filtrar(admin, '?tipoMedia=Video,Audio')).data)).toEqual([
      '1.2 Audio A',
      '1.1 Video A',
    ]);
    expect((await filtrar(admin, `?cursos=${cursoB},${cursoA}`)).total).toBe(5);
    expect(nombres((await filtrar(admin, `?cursos=${cursoB}`)).data)).toEqual(['1.1 Mapa B']);
    expect(nombres((await filtrar(admin, '?nombre=gUÍa')).data)).toEqual(['2.1 Guía A']);
    expect(nombres((await filtrar(admin, '?nombre=portal%20a')).data)).toEqual(['2.3 Portal A']);
    expect((await filtrar(admin, '?nombre=%25')).total).toBe(0);
    expect(nombres((await filtrar(admin, '?tags=seguridad')).data)).toEqual(['1.2 Audio A']);
    expect(nombres((await filtrar(admin, '?tags=red')).data)).toEqual(['1.2 Audio A']);
    expect(nombres((await filtrar(admin, '?tags=redes,red')).data)).toEqual([
      '2.1 Guía A',
      '1.2 Audio A',
    ]);
    expect(nombres((await filtrar(admin, '?sinCurso=true')).data)).toEqual(['Suelta']);
    expect((await filtrar(admin, '?sinCurso=false')).total).toBe(5);
  });

  it('filters by date range; the default ends 40 minutes ahead', async () => {
    const futuro = new Date(Date.now() + 3600_000).toISOString();
    expect((await filtrar(admin, `?fechaIni=${encodeURIComponent(futuro)}`)).total).toBe(0);
    const pasado = new Date(Date.now() - 3600_000).toISOString();
    expect((await filtrar(admin, `?fechaFin=${encodeURIComponent(pasado)}`)).total).toBe(0);
    const conZona = encodeURIComponent('2000-01-01T00:00:00-05:00');
    expect((await filtrar(admin, `?fechaIni=${conZona}`)).total).toBe(6);
    // A lesson dated 30 minutes ahead (clock skew) is in; one 2 hours ahead is not.
    const db = srv.server.services.db;
    const m = await crearEnlace(srv, admin, { nombre: 'Futura', curso: cursoB });
    await db
      .updateTable('multimedias')
      .set({ creado_en: new Date(Date.now() + 30 * 60_000).toISOString() })
      .where('id', '=', m._id)
      .execute();
    expect((await filtrar(admin)).total).toBe(7);
    await db
      .updateTable('multimedias')
      .set({ creado_en: new Date(Date.now() + 120 * 60_000).toISOString() })
      .where('id', '=', m._id)
      .execute();
    expect((await filtrar(admin)).total).toBe(6);
    await db.deleteFrom('multimedias').where('id', '=', m._id).execute();
  });

  it('refuses bad parameters with 400, never a 500', async () => {
    for (const q of ['?inicio=-1', '?fin=0', '?fechaIni=ayer', '?fin=abc', '?sinCurso=quizas']) {
      const res = await srv.request('GET', `/api/multimedias/filtrar${q}`, { token: admin });
      expect(res.status, q).toBe(400);
    }
  });

  it('filtrarCompleto groups per course by name, lessons without course last', async () => {
    const res = await srv.request('GET', '/api/multimedias/filtrarCompleto', { token: admin });
    expect(res.status).toBe(200);
    const grupos = (res.body as { data: Grupo[] }).data;
    expect(grupos.map((g) => [g.curso?.nombre ?? null, g.total])).toEqual([
      ['Alfa Redes', 1],
      ['Zeta Ofimática', 4],
      [null, 1],
    ]);
    expect(nombres(grupos[1]?.multimedias ?? [])).toEqual([
      '2.3 Portal A',
      '2.1 Guía A',
      '1.2 Audio A',
      '1.1 Video A',
    ]);
    const pagina = await srv.request(
      'GET',
      '/api/multimedias/filtrarCompleto?fin=2&tipoMedia=Video,Audio,Documento,Imagen',
      {
        token: admin,
      },
    );
    const g = (pagina.body as { data: Grupo[] }).data;
    expect(g.map((x) => [x.curso?.nombre ?? null, x.total, x.multimedias.length])).toEqual([
      ['Alfa Redes', 1, 1],
      ['Zeta Ofimática', 3, 2],
      [null, 1, 1],
    ]);
  });

  it('each lesson carries the caller’s own progress and rating', async () => {
    const { data } = await filtrar(aprendiz, '?nombre=Video A');
    const m = data[0];
    if (!m) throw new Error('falta la lección');
    const db = srv.server.services.db;
    const usuario = await db
      .selectFrom('usuarios')
      .select('id')
      .where('email_normalizado', '=', 'aprendiz@prueba.co')
      .executeTakeFirstOrThrow();
    const ahora = new Date().toISOString();
    await db
      .insertInto('progresos')
      .values({
        usuario_id: usuario.id,
        multimedia_id: m._id,
        progreso: 'iniciado',
        porcentaje: 40,
        fecha: ahora,
        actualizado_en: ahora,
      })
      .execute();
    // The first lesson of the course: a locked one could not be rated (secuencia.test.ts).
    const calificada = await srv.request('PATCH', `/api/multimedias/${m._id}`, {
      token: aprendiz,
      body: { multimediaFields: { calificacion: 'nolike' } },
    });
    expect(calificada.status).toBe(200);
    const suya = (await filtrar(aprendiz, '?nombre=Video A')).data[0];
    expect(suya).toMatchObject({
      progreso: 'iniciado',
      progress: 40,
      isCompleted: false,
      calificaciones: { likes: 0, noLikes: 1, mia: 'nolike' },
    });
    const delAdmin = (await filtrar(admin, '?nombre=Video A')).data[0];
    expect(delAdmin).toMatchObject({
      progreso: 'no-iniciado',
      progress: 0,
      calificaciones: { likes: 0, noLikes: 1, mia: null },
    });
  });
});
