import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { BYTES, crearLeccion } from './ayudas';

const VTT = 'WEBVTT\n\n00:00:00.500 --> 00:00:03.000\nBienvenidos al curso\n';
const VTT_EN = 'WEBVTT\n\n00:00:00.500 --> 00:00:03.000\nWelcome to the course\n';

describe.each(testDialects())('captions of video lessons (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let aprendiz: string;
  let ajeno: string;
  let uno: Multimedia;
  let dos: Multimedia;
  let pdf: Multimedia;

  const carpeta = () => join(srv.dataDir, 'uploads', 'subtitulos');
  const enDisco = async () => (existsSync(carpeta()) ? (await readdir(carpeta())).sort() : []);

  async function subir(
    token: string,
    id: string,
    idioma: string,
    contenido: string | Buffer,
    etiqueta?: string,
  ) {
    const form = new FormData();
    const bytes = typeof contenido === 'string' ? Buffer.from(contenido) : contenido;
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/vtt' }), 'subs.vtt');
    const q = etiqueta ? `?etiqueta=${encodeURIComponent(etiqueta)}` : '';
    const res = await fetch(`${srv.url}/api/multimedias/${id}/subtitulos/${idioma}${q}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const leccion = async (id: string, token = admin) =>
    ((await srv.request('GET', `/api/multimedias/${id}`, { token })).body as { data: Multimedia })
      .data;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    const curso = await crearCurso(srv, { codigo: 'SUB-01', nombre: 'Subtítulos' });
    uno = await crearLeccion(srv, admin, {
      nombre: '1.1 Uno',
      curso,
      bytes: BYTES.mp4,
      archivo: 'a.mp4',
    });
    dos = await crearLeccion(srv, admin, {
      nombre: '1.2 Dos',
      curso,
      bytes: BYTES.mp4,
      archivo: 'b.mp4',
    });
    pdf = await crearLeccion(srv, admin, { nombre: '1.3 Guía', curso });
    const id = await crearUsuario(srv, { email: 'aprendiz-sub@prueba.co' });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: id, curso_id: curso, asignado_en: new Date().toISOString() })
      .execute();
    aprendiz = await tokenDe(srv, id);
    ajeno = await tokenDe(srv, await crearUsuario(srv, { email: 'ajeno-sub@prueba.co' }));
  });
  afterAll(() => srv.close());

  it('stores a caption per language, lists it with the lesson and serves it as text/vtt', async () => {
    const es = await subir(admin, uno._id, 'es', VTT);
    expect(es.status).toBe(200);
    expect(es.body.data).toMatchObject({ idioma: 'es', etiqueta: 'Español', tamano: VTT.length });
    const en = await subir(admin, uno._id, 'EN', VTT_EN, 'English (CC)');
    expect(en.body.data).toMatchObject({ idioma: 'en', etiqueta: 'English (CC)' });
    const m = await leccion(uno._id, aprendiz);
    expect(m.subtitulos.map((s) => [s.idioma, s.etiqueta])).toEqual([
      ['en', 'English (CC)'],
      ['es', 'Español'],
    ]);
    const src = m.subtitulos.find((s) => s.idioma === 'es')?.src ?? '';
    expect(src).toMatch(new RegExp(`^/api/subtitulos/${uno._id}/es\\?firma=`));
    // The signed URL works without the header, as a <track> or fetch needs.
    const res = await fetch(`${srv.url}${src}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await res.text()).toBe(VTT);
    // Lessons without captions list none.
    expect((await leccion(pdf._id)).subtitulos).toEqual([]);
  });

  it('refuses invalid WebVTT in Spanish naming the line, non UTF-8, too big, non-video lessons', async () => {
    const srt = await subir(admin, uno._id, 'fr', '1\n00:00:01,000 --> 00:00:02,000\nHola\n');
    expect(srt).toMatchObject({
      status: 400,
      body: {
        ok: false,
        code: 'VALIDACION',
        error: 'Línea 1: un archivo WebVTT debe empezar por «WEBVTT».',
      },
    });
    const reves = await subir(admin, uno._id, 'fr', 'WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nX\n');
    expect(reves.body.error).toBe(
      'Línea 3: el final (00:00:02.000) debe ser posterior al inicio (00:00:05.000).',
    );
    const latin1 = Buffer.concat([
      Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\nLecci'),
      Buffer.from([0xf3, 0x6e]),
    ]);
    expect((await subir(admin, uno._id, 'fr', latin1)).body.error).toBe(
      'El archivo de subtítulos debe estar codificado en UTF-8.',
    );
    const grande = `WEBVTT\n\n00:01.000 --> 00:02.000\n${'a'.repeat(600 * 1024)}\n`;
    expect(await subir(admin, uno._id, 'fr', grande)).toMatchObject({
      status: 413,
      body: { error: 'El archivo de subtítulos supera el tamaño máximo de 512 KB.' },
    });
    expect(await subir(admin, pdf._id, 'es', VTT)).toMatchObject({
      status: 400,
      body: { error: 'Solo las lecciones de video pueden tener subtítulos.' },
    });
    expect((await subir(admin, uno._id, 'español', VTT)).status).toBe(400);
    // Nothing of the refused uploads stays: two files, two rows.
    expect(await enDisco()).toHaveLength(2);
    expect((await leccion(uno._id)).subtitulos).toHaveLength(2);
  });

  it('only users who may edit lessons upload or delete captions', async () => {
    expect((await subir(aprendiz, uno._id, 'pt', VTT)).status).toBe(403);
    const res = await srv.request('DELETE', `/api/multimedias/${uno._id}/subtitulos/es`, {
      token: aprendiz,
    });
    expect(res.status).toBe(403);
  });

  it('serves captions under the lesson access rules: course and sequential order', async () => {
    await subir(admin, dos._id, 'es', VTT);
    const m = await leccion(dos._id);
    const src = m.subtitulos[0]?.src ?? '';
    // The learner has not finished 1.1: 1.2's captions are locked like its video.
    const bloqueada = await fetch(`${srv.url}/api/subtitulos/${dos._id}/es`, {
      headers: { authorization: `Bearer ${aprendiz}` },
    });
    expect(bloqueada.status).toBe(403);
    expect(((await bloqueada.json()) as { code: string }).code).toBe('LECCION_BLOQUEADA');
    // Someone not assigned to the course gets nothing either.
    const fuera = await fetch(`${srv.url}/api/subtitulos/${uno._id}/es`, {
      headers: { authorization: `Bearer ${ajeno}` },
    });
    expect([403, 404]).toContain(fuera.status);
    // A URL signed for the admin is not the learner's, and no header no file.
    expect((await fetch(`${srv.url}/api/subtitulos/${dos._id}/es`)).status).toBe(401);
    expect((await fetch(`${srv.url}${src}`)).status).toBe(200);
    const sinIdioma = await fetch(`${srv.url}/api/subtitulos/${uno._id}/pt`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(sinIdioma.status).toBe(404);
  });

  it('replaces a language, deletes one, and a deleted lesson takes its files', async () => {
    const antes = await enDisco();
    await subir(admin, uno._id, 'es', VTT.replace('Bienvenidos', 'Hola'));
    const despues = await enDisco();
    expect(despues).toHaveLength(antes.length);
    expect(despues).not.toEqual(antes);
    const es = (await leccion(uno._id)).subtitulos.find((s) => s.idioma === 'es');
    expect(await (await fetch(`${srv.url}${es?.src ?? ''}`)).text()).toContain('Hola');

    const borrar = (idioma: string) =>
      srv.request('DELETE', `/api/multimedias/${uno._id}/subtitulos/${idioma}`, { token: admin });
    expect((await borrar('en')).status).toBe(200);
    expect((await borrar('en')).status).toBe(404);
    expect((await leccion(uno._id)).subtitulos.map((s) => s.idioma)).toEqual(['es']);
    expect(await enDisco()).toHaveLength(antes.length - 1);

    const res = await srv.request('DELETE', `/api/multimedias/borrar/${uno._id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(await enDisco()).toHaveLength(1);
    const filas = await srv.server.services.db
      .selectFrom('multimedia_subtitulos')
      .select('multimedia_id')
      .execute();
    expect(filas).toEqual([{ multimedia_id: dos._id }]);
  });
});
