import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearLeccion } from './ayudas';

describe.each(testDialects())('PATCH /api/multimedias/:id: views and ratings (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let leccion: Multimedia;
  let aprendizId: string;
  let curso: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso = await crearCurso(srv, { codigo: 'V-01' });
    leccion = await crearLeccion(srv, admin, { nombre: '1.1 Vista', curso });
    aprendizId = await crearUsuario(srv, { email: 'v@prueba.co' });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: aprendizId, curso_id: curso, asignado_en: new Date().toISOString() })
      .execute();
  });
  afterAll(() => srv.close());

  const patch = async (token: string, campos: Record<string, unknown>, id = leccion._id) => {
    const res = await srv.request('PATCH', `/api/multimedias/${id}`, {
      token,
      body: { _id: id, multimediaFields: campos },
    });
    return { status: res.status, data: (res.body as { data: Multimedia }).data, body: res.body };
  };

  it('counts a view once per user and session; another login counts again', async () => {
    const sesion1 = await tokenDe(srv, aprendizId);
    expect((await patch(sesion1, { visto: true })).data.numVisto).toBe(1);
    expect((await patch(sesion1, { visto: true })).data.numVisto).toBe(1);
    // Parallel repeats of the same session still count once.
    await Promise.all([1, 2, 3].map(() => patch(sesion1, { visto: true })));
    const sesion2 = await tokenDe(srv, aprendizId);
    expect((await patch(sesion2, { visto: true })).data.numVisto).toBe(2);
    expect((await patch(admin, { visto: true })).data.numVisto).toBe(3);
    expect((await patch(admin, {})).data.numVisto).toBe(3);
  });

  it('keeps one rating per user: a new one replaces it, null removes it', async () => {
    const token = await tokenDe(srv, aprendizId);
    expect((await patch(token, { calificacion: 'like' })).data.calificaciones).toEqual({
      likes: 1,
      noLikes: 0,
      mia: 'like',
    });
    expect((await patch(token, { calificacion: 'nolike' })).data.calificaciones).toEqual({
      likes: 0,
      noLikes: 1,
      mia: 'nolike',
    });
    expect((await patch(admin, { calificacion: 'like' })).data.calificaciones).toEqual({
      likes: 1,
      noLikes: 1,
      mia: 'like',
    });
    expect((await patch(token, { calificacion: null })).data.calificaciones).toEqual({
      likes: 1,
      noLikes: 0,
      mia: null,
    });
  });

  it('refuses bad values, unknown lessons and lessons of other courses', async () => {
    const token = await tokenDe(srv, aprendizId);
    expect((await patch(token, { calificacion: 'meh' })).status).toBe(400);
    expect((await patch(token, { visto: 'si' })).status).toBe(400);
    expect((await patch(token, { visto: true }, 'no-existe')).status).toBe(404);
    const otroCurso = await crearCurso(srv, { codigo: 'V-02' });
    const ajena = await crearLeccion(srv, admin, { nombre: '1.1 Ajena', curso: otroCurso });
    const res = await patch(token, { visto: true }, ajena._id);
    expect(res.status).toBe(403);
    const fila = await srv.server.services.db
      .selectFrom('multimedias')
      .select('num_visto')
      .where('id', '=', ajena._id)
      .executeTakeFirstOrThrow();
    expect(fila.num_visto).toBe(0);
  });
});
