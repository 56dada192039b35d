import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { argumentosDescarga } from '../../../src/renderer/features/descargas/vista';
import { DescargasService } from '../../../src/main/services/descargas/descargasService';
import { responderLeccion } from '../../../src/main/services/descargas/responderLeccion';
import { crearCurso, tokenAdmin } from '../../server/helpers/cuentas';
import { startTestServer, type TestServer } from '../../server/helpers/testServer';
import { BYTES, crearLeccion } from '../../server/modules/multimedias/ayudas';
import { esperarEstado } from './ayudas';

/**
 * Captions offline (issue 16): a lesson downloaded from the real platform server brings its
 * WebVTT files, and leccion://<id>/subtitulos/<idioma> serves them with the server away.
 */
const VTT_ES = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHola sin conexión\n';
const VTT_EN = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello offline\n';

let srv: TestServer;
let carpeta: string;
let leccion: Multimedia;

async function subirVtt(token: string, id: string, idioma: string, texto: string) {
  const form = new FormData();
  form.append('file', new Blob([texto], { type: 'text/vtt' }), `${idioma}.vtt`);
  const res = await fetch(`${srv.url}/api/multimedias/${id}/subtitulos/${idioma}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  srv = await startTestServer('sqlite');
  const admin = await tokenAdmin(srv);
  const curso = await crearCurso(srv, { codigo: 'OFF-SUB', nombre: 'Sin conexión' });
  const creada = await crearLeccion(srv, admin, {
    nombre: '1.1 Video',
    curso,
    bytes: BYTES.mp4,
    archivo: 'v.mp4',
  });
  await subirVtt(admin, creada._id, 'es', VTT_ES);
  await subirVtt(admin, creada._id, 'en', VTT_EN);
  const res = await srv.request('GET', `/api/multimedias/${creada._id}`, { token: admin });
  leccion = (res.body as { data: Multimedia }).data;
  carpeta = await mkdtemp(join(tmpdir(), 'subtitulos-'));
});

afterAll(async () => {
  await srv.close();
  await rm(carpeta, { recursive: true, force: true });
});

describe('captions of a downloaded lesson', () => {
  it('are downloaded with the lesson, served by leccion:// offline and removed with it', async () => {
    const servicio = new DescargasService({
      carpeta,
      baseUrl: srv.url,
      espacioLibre: async () => 1024 ** 4,
    });
    // What the renderer's download button sends for this lesson.
    const args = argumentosDescarga(leccion);
    expect(args?.subtitulos?.map((s) => s.idioma)).toEqual(['en', 'es']);
    if (!args) throw new Error('sin argumentos');
    await servicio.iniciar(args);
    const d = await esperarEstado(servicio, leccion._id, ['completa', 'error']);
    expect(d.estado).toBe('completa');
    expect(d.subtitulos).toEqual(['en', 'es']);

    // The platform server goes away: the captions still come from disk.
    await srv.close();
    const pedir = (ruta: string) =>
      responderLeccion(new Request(`leccion://${leccion._id.toLowerCase()}${ruta}`), servicio);
    const es = await pedir('/subtitulos/es');
    expect(es.status).toBe(200);
    expect(es.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(es.headers.get('access-control-allow-origin')).toBe('*');
    expect(await es.text()).toBe(VTT_ES);
    expect(await (await pedir('/subtitulos/en')).text()).toBe(VTT_EN);
    expect((await pedir('/subtitulos/fr')).status).toBe(404);
    expect((await pedir('/subtitulos/..%2F..%2Fx')).status).toBe(404);
    expect((await pedir('/otra/cosa')).status).toBe(404);
    // The video itself still plays from the same URL.
    expect((await pedir('')).status).toBe(200);

    // A new service (the app restarted) still knows them.
    const otra = new DescargasService({ carpeta, baseUrl: srv.url });
    expect((await otra.listar())[0]?.subtitulos).toEqual(['en', 'es']);
    await otra.eliminar(leccion._id);
    const quedan = (await readdir(carpeta)).filter((n) => n.includes('.sub.'));
    expect(quedan).toEqual([]);
    expect(existsSync(join(carpeta, `${leccion._id}.leccion`))).toBe(false);
  });
});
