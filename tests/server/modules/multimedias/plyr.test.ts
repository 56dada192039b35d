import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { BYTES, crearEnlace, crearLeccion, patron } from './ayudas';

const TAMANO = 5000;

describe.each(testDialects())('GET /api/plyr/:id streaming with Range (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let aprendiz: string;
  let otro: string;
  let video: Multimedia;
  let pdf: Multimedia;
  let ajena: Multimedia;
  const contenidoVideo = patron(TAMANO, BYTES.mp4.subarray(0, 16));
  const contenidoPdf = patron(TAMANO, BYTES.pdf.subarray(0, 9));

  const pedir = (ruta: string, headers: Record<string, string> = {}, token?: string) =>
    fetch(`${srv.url}${ruta}`, {
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    const curso = await crearCurso(srv, { codigo: 'P-01' });
    const cursoAjeno = await crearCurso(srv, { codigo: 'P-02' });
    video = await crearLeccion(srv, admin, {
      nombre: '1.1 Video',
      curso,
      bytes: contenidoVideo,
      archivo: 'Clase 1 – introducción.mp4',
    });
    pdf = await crearLeccion(srv, admin, {
      nombre: '1.2 Guía',
      curso,
      bytes: contenidoPdf,
      archivo: 'guía.pdf',
    });
    ajena = await crearLeccion(srv, admin, { nombre: '1.1 Otra', curso: cursoAjeno });
    const id = await crearUsuario(srv, { email: 'a@prueba.co' });
    const idOtro = await crearUsuario(srv, { email: 'b@prueba.co' });
    for (const [u, c] of [
      [id, curso],
      [idOtro, cursoAjeno],
    ] as const) {
      await srv.server.services.db
        .insertInto('usuario_cursos')
        .values({ usuario_id: u, curso_id: c, asignado_en: new Date().toISOString() })
        .execute();
    }
    aprendiz = await tokenDe(srv, id);
    otro = await tokenDe(srv, idOtro);
    // The learner finished '1.1 Video', so '1.2 Guía' is open (sequential access is tested
    // in secuencia.test.ts; here only the streaming matters).
    const ahora = new Date().toISOString();
    await srv.server.services.db
      .insertInto('progresos')
      .values({
        usuario_id: id,
        multimedia_id: video._id,
        progreso: 'completado',
        porcentaje: 100,
        fecha: ahora,
        actualizado_en: ahora,
      })
      .execute();
  });
  afterAll(() => srv.close());

  async function srcDe(token: string, id: string): Promise<string> {
    const res = await srv.request('GET', `/api/multimedias/${id}`, { token });
    return (res.body as { data: Multimedia }).data.sources.src ?? '';
  }

  it('without Range: 200, whole file, type, x-filename and Accept-Ranges', async () => {
    const res = await pedir(`/api/plyr/${pdf._id}`, {}, aprendiz);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(TAMANO));
    expect(decodeURIComponent(res.headers.get('x-filename') ?? '')).toBe('guía.pdf');
    expect(res.headers.get('access-control-expose-headers')).toContain('x-filename');
    expect(res.headers.get('content-disposition')).toMatch(/^inline/);
    expect(Buffer.from(await res.arrayBuffer()).equals(contenidoPdf)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=-100', TAMANO - 100, TAMANO - 1],
    ['bytes=100-', 100, TAMANO - 1],
    ['bytes=4990-999999', 4990, TAMANO - 1],
    ['bytes=-999999', 0, TAMANO - 1],
  ])('%s → 206 with the right bytes', async (rango, inicio, fin) => {
    const res = await pedir(`/api/plyr/${video._id}`, { range: rango }, aprendiz);
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${inicio}-${fin}/${TAMANO}`);
    expect(res.headers.get('content-length')).toBe(String(fin - inicio + 1));
    expect(res.headers.get('content-type')).toBe('video/mp4');
    const cuerpo = Buffer.from(await res.arrayBuffer());
    expect(cuerpo.equals(contenidoVideo.subarray(inicio, fin + 1))).toBe(true);
  });

  it.each([
    'bytes=999999-',
    `bytes=${TAMANO}-`,
    'bytes=50-10',
    'bytes=abc',
    'bytes=-0',
    'bytes=',
    'garbage',
    'bytes=1-2,x',
  ])('%s → 416 with bytes */size', async (rango) => {
    const res = await pedir(`/api/plyr/${video._id}`, { range: rango }, aprendiz);
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${TAMANO}`);
  });

  it('HEAD answers the headers of the range without a body', async () => {
    const res = await fetch(`${srv.url}/api/plyr/${video._id}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${aprendiz}`, range: 'bytes=10-19' },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 10-19/${TAMANO}`);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('several ranges or another unit: the whole file (200)', async () => {
    for (const rango of ['bytes=0-9,20-29', 'items=0-5']) {
      const res = await pedir(`/api/plyr/${video._id}`, { range: rango }, aprendiz);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBe(TAMANO);
    }
  });

  it('videos stream but are never downloaded; other files are', async () => {
    const descarga = await pedir(`/api/plyr/${video._id}?descargar=1`, {}, aprendiz);
    expect(descarga.status).toBe(403);
    expect(await descarga.json()).toMatchObject({ error: 'No se puede descargar el video.' });
    const doc = await pedir(`/api/plyr/${pdf._id}?descargar=1`, {}, aprendiz);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-disposition')).toMatch(
      /^attachment;.*filename\*=UTF-8''gu%C3%ADa\.pdf/,
    );
  });

  it('accepts the signed URL of sources.src instead of the token', async () => {
    const src = await srcDe(aprendiz, video._id);
    const res = await pedir(src, { range: 'bytes=0-15' });
    expect(res.status).toBe(206);
    const forjada = await pedir(`/api/plyr/${video._id}?firma=xyz`);
    expect(forjada.status).toBe(401);
    // A signature is bound to its path: one lesson's cannot open another.
    const firma = src.split('?')[1] ?? '';
    expect((await pedir(`/api/plyr/${pdf._id}?${firma}`)).status).toBe(401);
  });

  it('refuses anonymous callers and other courses’ learners, even with a valid signature', async () => {
    expect((await pedir(`/api/plyr/${video._id}`)).status).toBe(401);
    expect((await pedir(`/api/plyr/${video._id}`, {}, otro)).status).toBe(403);
    // The other learner's own signature for this lesson (made as if leaked) still fails.
    const idOtro = await srv.server.services.db
      .selectFrom('usuarios')
      .select(['id', 'version_token'])
      .where('email_normalizado', '=', 'b@prueba.co')
      .executeTakeFirstOrThrow();
    const firmada = await srv.server.services.firmas.urlFirmada(
      {
        usuarioId: idOtro.id,
        version: idOtro.version_token,
        sesion: 'prueba',
        sesionExpira: Math.floor(Date.now() / 1000) + 3600,
      },
      `/api/plyr/${video._id}`,
    );
    expect((await pedir(firmada)).status).toBe(403);
    expect((await pedir(`/api/plyr/${ajena._id}`, {}, aprendiz)).status).toBe(403);
  });

  it('link lessons and unknown ids have no file (404)', async () => {
    const enlace = await crearEnlace(srv, admin, {
      nombre: '2.3 Enlace',
      curso: video.curso?._id ?? null,
    });
    expect((await pedir(`/api/plyr/${enlace._id}`, {}, admin)).status).toBe(404);
    expect((await pedir('/api/plyr/no-existe', {}, admin)).status).toBe(404);
  });
});
