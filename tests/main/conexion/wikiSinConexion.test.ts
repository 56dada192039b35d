import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CABECERA_SIN_CONEXION,
  SIN_CENTRO,
} from '../../../src/main/services/conexion/politicaCentro';
import {
  iniciarServidorCentro,
  type ServidorCentro,
} from '../../../src/main/services/conexion/servidorCentro';
import { OfflineService } from '../../../src/main/services/offline/offlineService';
import { crearCurso, tokenAdmin } from '../../server/helpers/cuentas';
import { startTestServer, type TestServer } from '../../server/helpers/testServer';
import { crearPagina, persona } from '../../server/modules/wiki/ayudas';

/**
 * The help wiki offline on the desktop (issue 16): a learner who opened the wiki through the
 * centre shell while the REAL platform server was up keeps reading the list, the pages, the
 * searches already made and a lesson's help once the server is gone — the same encrypted
 * cache a downloaded lesson's screens use. History and writes say "sin conexión".
 */
let srv: TestServer;
let dir: string;
let offline: OfflineService;
let shell: ServidorCentro;
let token: string;
let slug: string;
let paginaId: string;

async function pedir(method: string, ruta: string, body?: unknown) {
  const r = await fetch(`${shell.url}${ruta}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, sin: r.headers.get(CABECERA_SIN_CONEXION), body: await r.json() };
}

beforeAll(async () => {
  srv = await startTestServer('sqlite');
  const admin = await tokenAdmin(srv);
  const curso = await crearCurso(srv, { codigo: 'WIKI-OFF' });
  const pagina = await crearPagina(srv, admin, {
    titulo: 'Cómo presentar la evaluación',
    cuerpo: 'La evaluación final se presenta una vez. Vea [la lección](/pl/leccion-1).',
  });
  await crearPagina(srv, admin, { titulo: 'Del curso', cursoId: curso, cuerpo: 'Cronograma' });
  slug = pagina.slug;
  paginaId = pagina._id;
  token = (await persona(srv, undefined, [curso])).token;
  dir = mkdtempSync(join(tmpdir(), 'cf-wiki-offline-'));
  offline = new OfflineService({ archivo: join(dir, 'offline.sqlite'), baseUrl: () => srv.url });
  shell = await iniciarServidorCentro({
    urlCentro: srv.url,
    webDir: null,
    logLevel: 'silent',
    offline,
  });
}, 60_000);

afterAll(async () => {
  await shell.close();
  offline.cerrar();
  await srv.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the wiki through the centre shell', { timeout: 30_000 }, () => {
  it('serves the list, a page, a search and a lesson’s help offline once they were opened online', async () => {
    const lecturas = [
      '/api/wiki/paginas',
      `/api/wiki/paginas/${slug}`,
      `/api/wiki/buscar?q=${encodeURIComponent('evaluacion')}`,
      '/api/wiki/lecciones/leccion-1',
    ];
    const enLinea = [];
    for (const ruta of lecturas) {
      const r = await pedir('GET', ruta);
      expect(r, ruta).toMatchObject({ status: 200, sin: null });
      enLinea.push(r.body);
    }
    expect(enLinea[0].data.map((p: { titulo: string }) => p.titulo)).toEqual([
      'Cómo presentar la evaluación',
      'Del curso',
    ]);

    await srv.stop();
    for (const [i, ruta] of lecturas.entries()) {
      const r = await pedir('GET', ruta);
      expect(r, ruta).toMatchObject({ status: 200, sin: 'cache' });
      expect(r.body).toEqual(enLinea[i]);
    }
    expect((await pedir('GET', `/api/wiki/paginas/${slug}`)).body.data.cuerpo).toContain(
      'La evaluación final',
    );

    // What was never opened, the history and every write need the server.
    const nunca = [
      ['GET', `/api/wiki/buscar?q=cronograma`],
      ['GET', `/api/wiki/paginas/${paginaId}/revisiones`],
      ['DELETE', `/api/wiki/paginas/${paginaId}`],
    ] as const;
    for (const [method, ruta] of nunca) {
      expect(await pedir(method, ruta), ruta).toMatchObject({
        status: 503,
        body: { ok: false, code: 'NO_DISPONIBLE', error: SIN_CENTRO },
      });
    }
    const escribir = await pedir('POST', '/api/wiki/paginas', { titulo: 'Sin red', cuerpo: '' });
    expect(escribir).toMatchObject({ status: 503, body: { code: 'NO_DISPONIBLE' } });
  });
});
