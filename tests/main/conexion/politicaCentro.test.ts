import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tema } from '@shared/api';
import {
  CABECERA_SIN_CONEXION,
  SIN_CENTRO,
} from '../../../src/main/services/conexion/politicaCentro';
import {
  iniciarServidorCentro,
  type ServidorCentro,
} from '../../../src/main/services/conexion/servidorCentro';
import { OfflineService } from '../../../src/main/services/offline/offlineService';
import { curso, leccion } from '../../renderer/features/cursos/fixtures';
import { iniciarServidorDetenible } from '../../renderer/features/offline/servidorDetenible';

/**
 * The offline policy table applied in the centre shell (issue 14), against a real HTTP
 * "centre" that stops and comes back on the same port, with the real OfflineService
 * (SQLite file) behind the shell: the journey the renderer's base query used to make.
 */
type Centro = Awaited<ReturnType<typeof iniciarServidorDetenible>>;
let centro: Centro;
let dir: string;
let offline: OfflineService;
let shell: ServidorCentro;

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const jwt = (sub: string, n = 1) => `${b64({ alg: 'HS256' })}.${b64({ sub, n })}.firma`;
const TOKEN = jwt('u1');
const UUID = '3f1e2d4c-5b6a-4789-8abc-def012345678';

const L1 = leccion({ _id: 'm1', nombre: '1.1 Introducción' });
const L2 = leccion({
  _id: 'm2',
  nombre: '1.2 Práctica',
  timestamp: '2026-11-20T11:00:00.000Z',
  bloqueo: { anterior: { _id: 'm1', nombre: '1.1 Introducción', porcentaje: 0 } },
});
const TEMA: Tema = {
  _id: 't1',
  multimedia: 'm1',
  titulo: 'Dudas',
  contenido: '¿Preguntas?',
  autor: 'Admin',
  pinned: false,
  vistas: 0,
  timestamp: '2026-11-20T10:00:00.000Z',
  respuestas: [],
  puedeEditar: false,
  puedeEliminar: false,
};

async function pedir(method: string, ruta: string, body?: unknown, token = TOKEN) {
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

const filtrar = (dia: string) =>
  `/api/multimedias/filtrar?cursos=c1&fechaIni=${dia}T00:00:00Z&fechaFin=${dia}T23:00:00Z`;

beforeAll(async () => {
  centro = await iniciarServidorDetenible();
});
afterAll(() => centro.detener());
beforeEach(async () => {
  centro.recibidas.length = 0;
  await centro.reanudar();
  centro.responder('POST /api/cursos/listar', 200, { ok: true, data: { data: [curso()] } });
  centro.responder('GET /api/multimedias/filtrar', 200, { ok: true, data: [L1, L2], total: 2 });
  centro.responder('GET /api/multimedias/m1', 200, { ok: true, data: L1 });
  centro.responder('POST /api/comentarios/filtrar', 200, [TEMA]);
  centro.responder('POST /api/usuarios/agregarprogreso', 200, { ok: true, aplicado: true });
  dir = mkdtempSync(join(tmpdir(), 'cf-politica-'));
  offline = new OfflineService({ archivo: join(dir, 'offline.sqlite'), baseUrl: centro.url });
  shell = await iniciarServidorCentro({
    urlCentro: centro.url,
    webDir: null,
    logLevel: 'silent',
    offline,
  });
});
afterEach(async () => {
  await shell.close();
  offline.cerrar();
  rmSync(dir, { recursive: true, force: true });
});

describe('the offline policy in the centre shell', { timeout: 30_000 }, () => {
  it('serves kept reads when the centre is down, queues a report with its idReporte, and replays it once', async () => {
    await pedir('POST', '/api/cursos/listar', {});
    await pedir('GET', filtrar('2026-11-20'));
    await pedir('GET', '/api/multimedias/m1');

    await centro.detener();
    // Another visit: the filter's dates moved on, the kept lessons are still found.
    const lecciones = await pedir('GET', filtrar('2026-11-21'));
    expect(lecciones).toMatchObject({ status: 200, sin: 'cache' });
    expect(lecciones.body.data.map((l: { _id: string }) => l._id)).toEqual(['m1', 'm2']);
    // A token the centre never accepted gets nothing kept for its user.
    expect((await pedir('GET', '/api/multimedias/m1', undefined, jwt('u1', 2))).status).toBe(503);

    const cuerpo = {
      _id: 'u1',
      progreso_multimedia: {
        id: 'm1',
        progreso: 'completado',
        porcentaje: 100,
        fecha: '2026-11-21T09:05:00.000Z',
      },
      idReporte: UUID,
    };
    const r = await pedir('POST', '/api/usuarios/agregarprogreso', cuerpo);
    expect(r).toMatchObject({ status: 200, sin: 'cola' });
    expect(r.body.progreso).toMatchObject({ id: 'm1', progreso: 'completado', porcentaje: 100 });
    expect(offline.estado('u1').pendientes).toBe(1);
    const despues = await pedir('GET', filtrar('2026-11-22'));
    const [m1, m2] = despues.body.data;
    expect(m1).toMatchObject({ progreso: 'completado', progress: 100, isCompleted: true });
    expect(m2.bloqueo).toBeNull(); // the next lesson unlocked by the shared rule
    expect((await pedir('POST', '/api/cursos/listar', {})).body.data.data[0].overallProgress).toBe(
      50,
    );

    // A screen that was never kept says the centre is unreachable.
    const solicitudes = await pedir('POST', '/api/cursos/solicitudes', {});
    expect(solicitudes).toMatchObject({
      status: 503,
      body: { ok: false, code: 'NO_DISPONIBLE', error: SIN_CENTRO },
    });
    expect(centro.recibidas.filter((x) => x.ruta === '/api/usuarios/agregarprogreso')).toEqual([]);

    // Back online: the next answered call replays the outbox with that call's token.
    await centro.reanudar();
    expect((await pedir('POST', '/api/cursos/listar', {})).sin).toBeNull();
    await vi.waitFor(() => expect(offline.estado('u1').pendientes).toBe(0));
    const enviados = centro.recibidas.filter((x) => x.ruta === '/api/usuarios/agregarprogreso');
    expect(enviados).toHaveLength(1);
    expect(enviados[0]?.body).toEqual(cuerpo);
  });

  it('queues a rating and a forum reply, shows them from the kept answers, and refuses a new topic', async () => {
    await pedir('GET', '/api/multimedias/m1');
    await pedir('POST', '/api/comentarios/filtrar', { multimedia: 'm1' });
    await centro.detener();

    const cal = await pedir('PATCH', '/api/multimedias/m1', {
      _id: 'm1',
      multimediaFields: { calificacion: 'like' },
    });
    expect(cal.body.data.calificaciones).toEqual({ likes: 1, noLikes: 0, mia: 'like' });
    const resp = await pedir('POST', '/api/comentarios', {
      multimedia: 'm1',
      parentId: 't1',
      texto: ' Hola ',
    });
    expect(resp.body.data.respuestas.map((x: { texto: string }) => x.texto)).toEqual(['Hola']);
    const foro = await pedir('POST', '/api/comentarios/filtrar', { multimedia: 'm1' });
    expect(foro.body[0].respuestas).toHaveLength(1);
    expect(offline.estado('u1').pendientes).toBe(2);

    const tema = await pedir('POST', '/api/comentarios', {
      multimedia: 'm1',
      titulo: 'X',
      texto: 'Y',
    });
    expect(tema).toMatchObject({ status: 503, body: { code: 'NO_DISPONIBLE' } });
    expect(offline.estado('u1').pendientes).toBe(2);

    // Replayed in order, the reply with the item id as its idCliente.
    centro.responder('PATCH /api/multimedias/m1', 200, { ok: true, data: L1 });
    centro.responder('POST /api/comentarios', 200, { ok: true, data: TEMA });
    await centro.reanudar();
    await pedir('GET', '/api/multimedias/m1');
    await vi.waitFor(() => expect(offline.estado('u1').pendientes).toBe(0));
    const escritas = centro.recibidas.filter(
      (x) => x.method !== 'GET' && !x.ruta.endsWith('filtrar'),
    );
    expect(escritas.map((x) => `${x.method} ${x.ruta}`)).toEqual([
      'PATCH /api/multimedias/m1',
      'POST /api/comentarios',
    ]);
    expect(escritas[1]?.body).toMatchObject({ parentId: 't1', idCliente: expect.any(String) });
  });

  it('forwards a replay that comes through the shell itself, never queues it again', async () => {
    // In centre mode the outbox replays to the app's server URL: this very shell.
    const porElShell = new OfflineService({
      archivo: join(dir, 'offline.sqlite'),
      baseUrl: () => shell.url,
    });
    try {
      await pedir('GET', '/api/multimedias/m1');
      await pedir('POST', '/api/usuarios/getProgresos', { _id: 'u1' });
      await centro.detener();
      const cuerpo = {
        _id: 'u1',
        progreso_multimedia: {
          id: 'm1',
          progreso: 'iniciado',
          porcentaje: 40,
          fecha: '2026-11-21T09:00:00.000Z',
        },
        idReporte: UUID,
      };
      expect((await pedir('POST', '/api/usuarios/agregarprogreso', cuerpo)).sin).toBe('cola');
      // The centre is still down: the replay meets 503 through the shell and keeps the item.
      await porElShell.sincronizar({ usuarioId: 'u1', token: TOKEN });
      expect(porElShell.estado('u1').pendientes).toBe(1);
      await centro.reanudar();
      await porElShell.sincronizar({ usuarioId: 'u1', token: TOKEN });
      expect(porElShell.estado('u1').pendientes).toBe(0);
      const enviados = centro.recibidas.filter((x) => x.ruta === '/api/usuarios/agregarprogreso');
      expect(enviados.map((x) => (x.body as { idReporte: string }).idReporte)).toEqual([UUID]);
    } finally {
      porElShell.cerrar();
    }
  });
});
