import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axios from 'axios';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Multimedia, Tema } from '@shared/api';
import type { PlatformBridge } from '@shared/bridge';
import {
  iniciarServidorCentro,
  type ServidorCentro,
} from '../../../../src/main/services/conexion/servidorCentro';
import { OfflineService } from '../../../../src/main/services/offline/offlineService';
import { crearStore } from '../../../../src/renderer/app/store';
import { sesionIniciada } from '../../../../src/renderer/features/auth/sessionSlice';
import { comentariosApi } from '../../../../src/renderer/features/comentarios/api';
import { cursosApi } from '../../../../src/renderer/features/cursos/api';
import { multimediasApi } from '../../../../src/renderer/features/multimedias/api';
import {
  FILTRO_INICIAL,
  consultaDeFiltro,
} from '../../../../src/renderer/features/multimedias/filtro';
import {
  selectEstadoOffline,
  selectSinConexion,
} from '../../../../src/renderer/features/offline/offlineSlice';
import { progresosApi } from '../../../../src/renderer/features/progresos/api';
import { cuerpoReporte } from '../../../../src/renderer/features/progresos/reporte';
import '../../../../src/renderer/i18n';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';
import { USUARIO } from '../auth/servidorDePrueba';
import { curso, leccion } from '../cursos/fixtures';
import { iniciarServidorDetenible } from './servidorDetenible';

type Servidor = Awaited<ReturnType<typeof iniciarServidorDetenible>>;
let servidor: Servidor;
/** Main's side of the desktop: the centre shell with the real offline store behind it. */
let dir: string;
let almacen: OfflineService;
let shell: ServidorCentro;

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** A session token of USUARIO as the server would sign it (the shell reads only its `sub`). */
const TOKEN = `${b64({ alg: 'HS256' })}.${b64({ sub: USUARIO._id })}.firma`;

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

beforeAll(async () => {
  servidor = await iniciarServidorDetenible();
});
afterAll(() => servidor.detener());
beforeEach(async () => {
  servidor.recibidas.length = 0;
  await servidor.reanudar();
  servidor.responder('POST /api/cursos/listar', 200, { ok: true, data: { data: [curso()] } });
  servidor.responder('GET /api/multimedias/filtrar', 200, { ok: true, data: [L1, L2], total: 2 });
  servidor.responder('GET /api/multimedias/m1', 200, { ok: true, data: L1 });
  servidor.responder('POST /api/comentarios/filtrar', 200, [TEMA]);
  servidor.responder('POST /api/usuarios/agregarprogreso', 200, {
    ok: true,
    progreso: {
      id: 'm1',
      progreso: 'completado',
      porcentaje: 100,
      fecha: '2026-11-21T09:00:00.000Z',
    },
    aplicado: true,
  });
  dir = mkdtempSync(join(tmpdir(), 'cf-basequery-'));
  almacen = new OfflineService({ archivo: join(dir, 'offline.sqlite'), baseUrl: servidor.url });
  shell = await iniciarServidorCentro({
    urlCentro: servidor.url,
    webDir: null,
    logLevel: 'silent',
    offline: almacen,
  });
});
afterEach(async () => {
  await shell.close();
  almacen.cerrar();
  rmSync(dir, { recursive: true, force: true });
});

/** The desktop bridge over the same store: what the sync strip reads. */
function bridgeEscritorio(llamadas: string[]): PlatformBridge {
  const web = crearPlatformWeb({
    persistente: crearAlmacenEnMemoria(),
    sesion: crearAlmacenEnMemoria(),
  });
  return {
    ...web,
    offline: {
      guardarCache: async ({ usuarioId, clave, valor }) => {
        almacen.guardarCache(usuarioId, clave, valor);
        return null;
      },
      leerCache: async ({ usuarioId, clave }) => almacen.leerCache(usuarioId, clave),
      estado: async ({ usuarioId }) => almacen.estado(usuarioId),
      sincronizar: async (args) => {
        llamadas.push(`sincronizar ${args.usuarioId}`);
        return almacen.sincronizar(args);
      },
      olvidarUsuario: async ({ usuarioId }) => almacen.olvidarUsuario(usuarioId),
    },
  };
}

function montar(platform: PlatformBridge, baseURL = shell.url, token = TOKEN) {
  const store = crearStore({ platform, http: axios.create({ baseURL, timeout: 5000 }) });
  store.dispatch(sesionIniciada({ usuario: USUARIO, token }));
  return store;
}

const consulta = (ahora: Date) =>
  consultaDeFiltro(FILTRO_INICIAL, { tipo: 'curso', id: 'c1' }, { inicio: 0, fin: 500 }, ahora);
const opciones = { forceRefetch: true, subscribe: false } as const;
const reportes = () => servidor.recibidas.filter((x) => x.ruta === '/api/usuarios/agregarprogreso');

describe("one data path on desktop: the renderer through main's centre shell (issue 14)", () => {
  it('answers a read from the cache when the server is down, flags sinConexion, and replays the outbox once when it is back', async () => {
    const llamadas: string[] = [];
    const store = montar(bridgeEscritorio(llamadas));
    await store.dispatch(cursosApi.endpoints.listarCursos.initiate(undefined, opciones));
    await store.dispatch(
      multimediasApi.endpoints.filtrarMultimedias.initiate(
        consulta(new Date('2026-11-20T10:00:00Z')),
        opciones,
      ),
    );
    await store.dispatch(multimediasApi.endpoints.obtenerMultimedia.initiate('m1', opciones));
    expect(almacen.clavesCache(USUARIO._id, '').length).toBeGreaterThanOrEqual(4); // three reads and the token mark

    await servidor.detener();
    // Another visit: the filter's dates moved on, the cached lessons are still found.
    const offline = await store.dispatch(
      multimediasApi.endpoints.filtrarMultimedias.initiate(
        consulta(new Date('2026-11-21T09:00:00Z')),
        opciones,
      ),
    );
    expect(offline.data?.data.map((l) => l._id)).toEqual(['m1', 'm2']);
    expect(selectSinConexion(store.getState())).toBe(true);

    // The learner completes lesson 1 offline: queued with its idReporte, shown at once.
    const cuerpo = cuerpoReporte('u1', 'm1', 100, new Date('2026-11-21T09:05:00Z'));
    const r = await store.dispatch(progresosApi.endpoints.agregarProgreso.initiate(cuerpo));
    expect(r.error).toBeUndefined();
    expect(r.data?.progreso).toMatchObject({ id: 'm1', progreso: 'completado', porcentaje: 100 });
    expect(selectEstadoOffline(store.getState())?.pendientes).toBe(1);
    const despues = await store.dispatch(
      multimediasApi.endpoints.filtrarMultimedias.initiate(consulta(new Date()), opciones),
    );
    const [m1, m2] = despues.data?.data ?? [];
    expect(m1).toMatchObject({ progreso: 'completado', progress: 100, isCompleted: true });
    expect(m2?.bloqueo).toBeNull(); // the next lesson unlocked by the shared rule
    const cursos = await store.dispatch(
      cursosApi.endpoints.listarCursos.initiate(undefined, opciones),
    );
    expect(cursos.data?.[0]?.overallProgress).toBe(50);

    // A screen that was never cached says it needs the server.
    const solicitudes = await store.dispatch(
      cursosApi.endpoints.solicitudesCurso.initiate(undefined, opciones),
    );
    expect(solicitudes.error).toMatchObject({
      status: 503,
      data: { error: 'Sin conexión: esta pantalla necesita el servidor.', code: 'NO_DISPONIBLE' },
    });
    expect(reportes()).toEqual([]);

    // Back online: the next successful call triggers the replay with the session's token.
    await servidor.reanudar();
    await store.dispatch(cursosApi.endpoints.listarCursos.initiate(undefined, opciones));
    await vi.waitFor(() => expect(llamadas).toContain('sincronizar u1'));
    await vi.waitFor(() => expect(selectEstadoOffline(store.getState())?.pendientes).toBe(0));
    expect(selectSinConexion(store.getState())).toBe(false);
    expect(selectEstadoOffline(store.getState())?.ultimaSincronizacion).not.toBeNull();
    expect(reportes()).toHaveLength(1);
    expect(reportes()[0]?.body).toEqual(cuerpo);
  });

  it('queues a rating and a forum reply offline and shows them from the cache', async () => {
    const store = montar(bridgeEscritorio([]));
    await store.dispatch(multimediasApi.endpoints.obtenerMultimedia.initiate('m1', opciones));
    await store.dispatch(comentariosApi.endpoints.temasForo.initiate('m1', opciones));
    await servidor.detener();

    const cal = await store.dispatch(
      multimediasApi.endpoints.calificarMultimedia.initiate({ id: 'm1', calificacion: 'like' }),
    );
    expect((cal.data as Multimedia | undefined)?.calificaciones).toEqual({
      likes: 1,
      noLikes: 0,
      mia: 'like',
    });

    const resp = await store.dispatch(
      comentariosApi.endpoints.crearComentario.initiate({
        multimedia: 'm1',
        parentId: 't1',
        texto: ' Hola ',
      }),
    );
    expect(resp.data?.respuestas.map((x) => x.texto)).toEqual(['Hola']);
    const foro = await store.dispatch(comentariosApi.endpoints.temasForo.initiate('m1', opciones));
    expect(foro.data?.[0]?.respuestas).toHaveLength(1);
    expect(almacen.estado(USUARIO._id).pendientes).toBe(2);

    // A new topic may not wait in the outbox: it fails plainly.
    const tema = await store.dispatch(
      comentariosApi.endpoints.crearComentario.initiate({
        multimedia: 'm1',
        titulo: 'X',
        texto: 'Y',
      }),
    );
    expect(tema.error).toMatchObject({
      data: { error: 'Sin conexión: esta pantalla necesita el servidor.' },
    });
    expect(almacen.estado(USUARIO._id).pendientes).toBe(2);
  });

  it('on the web nothing changes: no cache, no badge, the usual network message', async () => {
    const web = crearPlatformWeb({
      persistente: crearAlmacenEnMemoria(),
      sesion: crearAlmacenEnMemoria(),
    });
    // The web client talks to the server itself: no shell, no cache.
    const store = montar(web, servidor.url, 'tok-1');
    await servidor.detener();
    const r = await store.dispatch(cursosApi.endpoints.listarCursos.initiate(undefined, opciones));
    expect(r.error).toMatchObject({ status: 0, data: { code: 'SIN_CONEXION' } });
    expect((r.error as { data: { error: string } }).data.error).not.toContain('esta pantalla');
    expect(selectSinConexion(store.getState())).toBe(false);
    const rep = await store.dispatch(
      progresosApi.endpoints.agregarProgreso.initiate(cuerpoReporte('u1', 'm1', 50)),
    );
    expect(rep.error).toBeDefined();
  });
});
