import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { BYTES, archivosEnDisco, crearEnlace, crearLeccion, filasArchivos, subir } from './ayudas';

describe.each(testDialects())('lessons: create, read, edit, delete (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let curso: string;
  let otroCurso: string;
  let aprendiz: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso = await crearCurso(srv, { codigo: 'L-01', nombre: 'Ofimática' });
    otroCurso = await crearCurso(srv, { codigo: 'L-02', nombre: 'Redes' });
    const id = await crearUsuario(srv, { email: 'aprendiz@prueba.co' });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: id, curso_id: curso, asignado_en: new Date().toISOString() })
      .execute();
    aprendiz = await tokenDe(srv, id);
  });
  afterAll(() => srv.close());

  it('creates a file lesson whose type and format come from the stored file', async () => {
    const subida = await subir(srv, admin, BYTES.mp4, 'clase.pdf');
    expect(subida.body).toMatchObject({ tipoMedia: 'Video', tamano: BYTES.mp4.length });
    const res = await srv.request('POST', '/api/multimedias', {
      token: admin,
      body: {
        nombre: '1.1 Bienvenida',
        descripcion: 'Primer video',
        curso,
        tipoMedia: 'Documento',
        file: subida.body.newFile,
        tags: ['intro'],
      },
    });
    expect(res.status).toBe(200);
    const m = (res.body as { data: Multimedia }).data;
    expect(m).toMatchObject({
      nombre: '1.1 Bienvenida',
      tipoMedia: 'Video',
      formato: 'mp4',
      curso: { _id: curso, nombre: 'Ofimática' },
      user: { nombre: expect.any(String) as string },
      tags: ['intro'],
      file: subida.body.newFile,
      tipoArchivo: 'video/mp4',
      tamano: BYTES.mp4.length,
      numVisto: 0,
      calificaciones: { likes: 0, noLikes: 0, mia: null },
      progreso: 'no-iniciado',
      progress: 0,
      isCompleted: false,
      link: null,
    });
    expect(m.sources.src).toMatch(new RegExp(`^/api/plyr/${m._id}\\?firma=`));
    expect(m.sources.srcType).toBe('video/mp4');
  });

  it('creates a link lesson and refuses an invalid or non-http link', async () => {
    const m = await crearEnlace(srv, admin, { nombre: '2.3 Portal', curso });
    expect(m).toMatchObject({
      tipoMedia: 'link',
      formato: null,
      file: null,
      tamano: null,
      sources: { src: null, link: 'https://example.org/recurso' },
      link: { link: 'https://example.org/recurso' },
    });
    for (const link of ['no es un enlace', 'javascript:alert(1)', 'ftp://x.org/a']) {
      const res = await srv.request('POST', '/api/multimedias', {
        token: admin,
        body: { nombre: 'Mal', curso, tipoMedia: 'link', link },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Introduce un enlace válido');
    }
  });

  it('refuses an unknown file, an unknown course and a missing name', async () => {
    const sinArchivo = await srv.request('POST', '/api/multimedias', {
      token: admin,
      body: { nombre: 'X', curso, file: `${'a'.repeat(32)}.pdf` },
    });
    expect(sinArchivo).toMatchObject({ status: 400, body: { code: 'VALIDACION' } });
    const malNombre = await srv.request('POST', '/api/multimedias', {
      token: admin,
      body: { nombre: 'X', curso, file: '../../jwt-secret' },
    });
    expect(malNombre.status).toBe(400);
    const subida = await subir(srv, admin, BYTES.pdf, 'a.pdf');
    const sinCurso = await srv.request('POST', '/api/multimedias', {
      token: admin,
      body: { nombre: 'X', curso: 'no-existe', file: subida.body.newFile },
    });
    expect(sinCurso).toMatchObject({ status: 404, body: { error: 'Error Curso no encontrado' } });
    const sinNombre = await srv.request('POST', '/api/multimedias', {
      token: admin,
      body: { nombre: ' ', curso, file: subida.body.newFile },
    });
    expect(sinNombre.status).toBe(400);
  });

  it('obtener: 404 for unknown ids, 403 for a course that is not the learner’s', async () => {
    // First in the course's order, so sequential access (secuencia.test.ts) does not lock it.
    const propia = await crearLeccion(srv, admin, { nombre: '0.1 Propia', curso });
    const ajena = await crearLeccion(srv, admin, { nombre: '1.1 Ajena', curso: otroCurso });
    const ok = await srv.request('GET', `/api/multimedias/${propia._id}`, { token: aprendiz });
    expect(ok.status).toBe(200);
    const no = await srv.request('GET', `/api/multimedias/${ajena._id}`, { token: aprendiz });
    expect(no).toMatchObject({ status: 403, body: { error: 'No tienes acceso a este curso' } });
    const nada = await srv.request('GET', '/api/multimedias/no-existe', { token: admin });
    expect(nada.status).toBe(404);
  });

  it('editing with another file deletes the old file and row when nobody uses it', async () => {
    const m = await crearLeccion(srv, admin, { nombre: '1.3 Cambio', curso, bytes: BYTES.pdf });
    const viejo = m.file ?? '';
    expect(await archivosEnDisco(srv)).toContain(viejo);
    const nuevo = await subir(srv, admin, BYTES.mp3, 'audio.mp3');
    const res = await srv.request('PUT', `/api/multimedias/${m._id}`, {
      token: admin,
      body: {
        _id: m._id,
        multimedia: { nombre: '1.3 Cambio', curso: otroCurso, file: nuevo.body.newFile },
      },
    });
    expect(res.status).toBe(200);
    expect((res.body as { data: Multimedia }).data).toMatchObject({
      tipoMedia: 'Audio',
      formato: 'mp3',
      curso: { _id: otroCurso },
    });
    expect(await archivosEnDisco(srv)).not.toContain(viejo);
    expect(await filasArchivos(srv)).not.toContain(viejo);
  });

  it('a file shared by two lessons stays until the last one goes', async () => {
    const subida = await subir(srv, admin, BYTES.png, 'mapa.png');
    const file = subida.body.newFile as string;
    const crear = (nombre: string) =>
      srv.request('POST', '/api/multimedias', { token: admin, body: { nombre, curso, file } });
    const a = ((await crear('2.2 A')).body as { data: Multimedia }).data;
    const b = ((await crear('2.2 B')).body as { data: Multimedia }).data;
    expect(a.tipoMedia).toBe('Imagen');
    const borrarA = await srv.request('DELETE', `/api/multimedias/borrar/${a._id}`, {
      token: admin,
    });
    expect(borrarA.status).toBe(200);
    expect(await archivosEnDisco(srv)).toContain(file);
    await srv.request('DELETE', `/api/multimedias/borrar/${b._id}`, { token: admin });
    expect(await archivosEnDisco(srv)).not.toContain(file);
    expect(await filasArchivos(srv)).not.toContain(file);
  });

  it('delete removes the lesson, its ratings, progress and file', async () => {
    const m = await crearLeccion(srv, admin, { nombre: '1.4 Borrar', curso });
    const db = srv.server.services.db;
    const ahora = new Date().toISOString();
    const adminId = (await db.selectFrom('usuarios').select('id').executeTakeFirstOrThrow()).id;
    await db
      .insertInto('progresos')
      .values({
        usuario_id: adminId,
        multimedia_id: m._id,
        progreso: 'iniciado',
        porcentaje: 50,
        fecha: ahora,
        actualizado_en: ahora,
      })
      .execute();
    await srv.request('PATCH', `/api/multimedias/${m._id}`, {
      token: admin,
      body: { multimediaFields: { calificacion: 'like', visto: true } },
    });
    const res = await srv.request('DELETE', `/api/multimedias/borrar/${m._id}`, { token: admin });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await archivosEnDisco(srv)).not.toContain(m.file);
    const quedan = await Promise.all([
      db.selectFrom('progresos').selectAll().where('multimedia_id', '=', m._id).execute(),
      db
        .selectFrom('multimedia_calificaciones')
        .selectAll()
        .where('multimedia_id', '=', m._id)
        .execute(),
      db.selectFrom('multimedia_vistas').selectAll().where('multimedia_id', '=', m._id).execute(),
    ]);
    expect(quedan.flat()).toEqual([]);
    const otra = await srv.request('DELETE', `/api/multimedias/borrar/${m._id}`, { token: admin });
    expect(otra.status).toBe(404);
  });

  it('a learner cannot create, edit or delete lessons', async () => {
    const res = await srv.request('POST', '/api/multimedias', {
      token: aprendiz,
      body: { nombre: 'X', curso, tipoMedia: 'link', link: 'https://example.org' },
    });
    expect(res.status).toBe(403);
    expect((await subir(srv, aprendiz, BYTES.pdf, 'a.pdf')).status).toBe(403);
  });
});
