import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { testDialects } from '../../helpers/databases';
import { escribirDesdeFuera } from '../../helpers/desdeFuera';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { BYTES, crearLeccion } from './ayudas';
import type { Services } from '../../../../src/server/services';
import { subtitulosDeLecciones } from '../../../../src/server/modules/multimedias/subtitulosLecciones';

const VTT = 'WEBVTT\n\n00:00:00.500 --> 00:00:03.000\nBienvenidos\n';

/**
 * Issue 18: every lesson's captions are kept in process while the 'contenido' version holds
 * (multimedias/subtitulosLecciones.ts). Each test warms the learner's lesson list (the
 * second answer comes from the cache), changes a caption and checks the very next answer.
 */
describe.each(testDialects())('captions kept for lesson lists (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let aprendiz: string;
  let curso: string;

  async function idiomas(id: string): Promise<string[]> {
    const res = await srv.request('GET', `/api/multimedias/filtrar?cursos=${curso}`, {
      token: aprendiz,
    });
    expect(res.status).toBe(200);
    const leccion = (res.body as { data: Multimedia[] }).data.find((l) => l._id === id);
    return (leccion?.subtitulos ?? []).map((s) => `${s.idioma}:${s.etiqueta}`);
  }
  async function video(nombre: string): Promise<string> {
    const l = await crearLeccion(srv, admin, { nombre, curso, bytes: BYTES.mp4, archivo: 'a.mp4' });
    expect(await idiomas(l._id)).toEqual([]);
    expect(await idiomas(l._id)).toEqual([]);
    return l._id;
  }
  async function subir(id: string, idioma: string): Promise<number> {
    const form = new FormData();
    form.append('file', new Blob([VTT], { type: 'text/vtt' }), 'subs.vtt');
    const res = await fetch(`${srv.url}/api/multimedias/${id}/subtitulos/${idioma}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    return res.status;
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso = await crearCurso(srv, { codigo: 'SUB-CACHE' });
    const id = await crearUsuario(srv, { email: 'subtitulos-cache@prueba.co' });
    await srv.server.services.asignaciones.agregar(id, curso, new Date().toISOString());
    aprendiz = await tokenDe(srv, id);
  });
  afterAll(() => srv.close());

  it('an uploaded caption is listed at the next request, a deleted one is gone', async () => {
    const id = await video('1.1 Con subtítulos');
    expect(await subir(id, 'es')).toBe(200);
    expect(await idiomas(id)).toEqual(['es:Español']);
    expect(await subir(id, 'en')).toBe(200);
    expect(await idiomas(id)).toEqual(['en:English', 'es:Español']);
    const borrar = await srv.request('DELETE', `/api/multimedias/${id}/subtitulos/es`, {
      token: admin,
    });
    expect(borrar.status).toBe(200);
    expect(await idiomas(id)).toEqual(['en:English']);
  });

  it('a caption relabelled by another connection or instance is seen', async () => {
    const id = await video('1.2 Fuera');
    expect(await subir(id, 'es')).toBe(200);
    expect(await idiomas(id)).toEqual(['es:Español']);
    await escribirDesdeFuera(
      srv,
      'update multimedia_subtitulos set etiqueta = ? where multimedia_id = ?',
      ['Español (CC)', id],
    );
    // PostgreSQL: the other instance's commit arrives by NOTIFY, a few milliseconds later.
    await expect.poll(() => idiomas(id), { timeout: 5000 }).toEqual(['es:Español (CC)']);
  });

  it('reads only the lessons asked for, every time, while no version can be trusted', async () => {
    const uno = await video('1.3 Sin versión');
    const otro = await video('1.4 Otra');
    expect(await subir(uno, 'es')).toBe(200);
    expect(await subir(otro, 'es')).toBe(200);
    // As while PostgreSQL's listener is down: versiones.vigente answers null.
    const sinVersion = {
      db: srv.server.services.db,
      versiones: { vigente: () => null },
    } as unknown as Services;
    const antes = await subtitulosDeLecciones(sinVersion, [uno]);
    expect([...antes.keys()]).toEqual([uno]);
    await srv.server.services.db
      .updateTable('multimedia_subtitulos')
      .set({ etiqueta: 'Otra' })
      .where('multimedia_id', '=', uno)
      .execute();
    const despues = await subtitulosDeLecciones(sinVersion, [uno]);
    expect(despues.get(uno)?.map((f) => f.etiqueta)).toEqual(['Otra']);
  });
});
