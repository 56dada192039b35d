import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { archivoDemo, mp3, mp4, pdf } from '../progresos/medios';
import { BYTES, crearLeccion, subir } from './ayudas';

interface Medida {
  duracion_ms: number | null;
  paginas: number | null;
  medido_en: string | null;
}

/**
 * Lesson files are measured by the server from their own headers (issue 13): a media
 * file's duration at upload with music-metadata, a PDF's pages with pdf.js; files stored
 * before (or by the demo seed) are measured on first need and the result is kept.
 */
describe.each(testDialects())('lesson file lengths (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;

  async function medidaDe(nombreServidor: string): Promise<Medida> {
    const fila = await srv.server.services.db
      .selectFrom('archivos')
      .select(['duracion_ms', 'paginas', 'medido_en'])
      .where('nombre_servidor', '=', nombreServidor)
      .executeTakeFirstOrThrow();
    return {
      duracion_ms: fila.duracion_ms === null ? null : Number(fila.duracion_ms),
      paginas: fila.paginas === null ? null : Number(fila.paginas),
      medido_en: fila.medido_en,
    };
  }

  async function subida(bytes: Buffer, nombre: string): Promise<Medida> {
    const r = await subir(srv, admin, bytes, nombre);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return medidaDe(String(r.body.newFile));
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  it('reads the duration of an MP4 and an MP3 and the pages of a PDF at upload', async () => {
    const video = await subida(await archivoDemo('video-demo.mp4'), 'video-demo.mp4');
    expect(video.duracion_ms).toBeGreaterThan(9_900);
    expect(video.duracion_ms).toBeLessThan(10_200);
    expect(video.medido_en).not.toBeNull();
    const audio = await subida(await archivoDemo('audio-demo.mp3'), 'audio-demo.mp3');
    expect(audio.duracion_ms).toBeGreaterThan(9_900);
    expect(audio.duracion_ms).toBeLessThan(10_200);
    // A video without sound: its length comes from the movie header.
    const mudo = await subida(await mp4(60), 'mudo.mp4');
    expect(mudo.duracion_ms).toBe(60_000);
    const largo = await subida(await mp3(60), 'largo.mp3');
    expect(Math.round((largo.duracion_ms ?? 0) / 1000)).toBe(60);
    expect((await subida(await archivoDemo('documento-demo.pdf'), 'doc.pdf')).paginas).toBe(3);
    expect((await subida(pdf(12), 'libro.pdf')).paginas).toBe(12);
    // An image has no length; measured all the same, so it is never read again.
    expect(await subida(BYTES.png, 'img.png')).toMatchObject({
      duracion_ms: null,
      paginas: null,
    });
  });

  it('a file whose length cannot be read is recorded as unmeasured, not refused', async () => {
    // Right magic bytes, no media inside.
    const video = await subida(BYTES.mp4, 'roto.mp4');
    expect(video).toMatchObject({ duracion_ms: null, paginas: null });
    expect(video.medido_en).not.toBeNull();
    expect(await subida(BYTES.pdf, 'roto.pdf')).toMatchObject({ paginas: null });
  });

  it('measures a file stored before 0017 on the first report and keeps the result', async () => {
    const c = await crearCurso(srv, { codigo: `MD-${randomUUID().slice(0, 8)}` });
    const usuario = await crearUsuario(srv, { email: 'medido@prueba.co' });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: usuario, curso_id: c, asignado_en: new Date().toISOString() })
      .execute();
    const leccion = await crearLeccion(srv, admin, {
      nombre: '1.1 Antigua',
      curso: c,
      bytes: await archivoDemo('video-demo.mp4'),
      archivo: 'video-demo.mp4',
    });
    const nombre = String(leccion.file);
    // As a file uploaded before the server measured uploads (or copied by the demo seed).
    await srv.server.services.db
      .updateTable('archivos')
      .set({ duracion_ms: null, paginas: null, medido_en: null })
      .where('nombre_servidor', '=', nombre)
      .execute();
    const res = await srv.request('POST', '/api/usuarios/agregarprogreso', {
      token: await tokenDe(srv, usuario),
      body: {
        _id: usuario,
        progreso_multimedia: {
          id: leccion._id,
          progreso: 'completado',
          porcentaje: 100,
          fecha: new Date().toISOString(),
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Bounded by the 10 s read now: the tolerance's 5 s, not the minimum open time's.
    const progreso = (res.body as { progreso: { porcentaje: number } }).progreso;
    expect(progreso.porcentaje).toBeGreaterThanOrEqual(49);
    expect(progreso.porcentaje).toBeLessThan(60);
    const medida = await medidaDe(nombre);
    expect(medida.duracion_ms).toBeGreaterThan(9_900);
    expect(medida.medido_en).not.toBeNull();
  });
});
