import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Pendiente } from '@shared/bridge';
import { crearHandlersOffline } from '../../../src/main/bridge/offlineHandlers';
import { VERSION_ESQUEMA } from '../../../src/main/services/offline/esquema';
import { OfflineService } from '../../../src/main/services/offline/offlineService';
import { clasificar } from '../../../src/main/services/offline/reenvio';

/** The cache and outbox on a real SQLite file, without a server (no replay here). */
let dir: string;
let archivo: string;
const abiertos: OfflineService[] = [];
let ahora: Date;

function servicio(): OfflineService {
  const s = new OfflineService({ archivo, baseUrl: 'http://127.0.0.1:1', reloj: () => ahora });
  abiertos.push(s);
  return s;
}

function pendiente(usuarioId: string, extra: Partial<Pendiente> = {}): Pendiente {
  return {
    id: randomUUID(),
    usuarioId,
    tipo: 'progreso',
    metodo: 'POST',
    ruta: '/api/usuarios/agregarprogreso',
    cuerpo: { _id: usuarioId, progreso_multimedia: { id: 'm1', porcentaje: 10 } },
    creadoEn: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

/** What the outbox stored, read with a second connection as another process would. */
function filas(): { id: string; cuerpo_json: string; estado: string }[] {
  const db = new SqliteDatabase(archivo, { readonly: true });
  try {
    return db.prepare('SELECT id, cuerpo_json, estado FROM pendientes ORDER BY orden').all() as {
      id: string;
      cuerpo_json: string;
      estado: string;
    }[];
  } finally {
    db.close();
  }
}

beforeEach(async () => {
  ahora = new Date('2026-11-21T09:00:00.000Z');
  dir = await mkdtemp(join(tmpdir(), 'cf-offline-'));
  archivo = join(dir, 'datos', 'offline.sqlite');
});
afterEach(async () => {
  for (const s of abiertos.splice(0)) s.cerrar();
  await rm(dir, { recursive: true, force: true });
});

describe('offline database', () => {
  it('is created in WAL mode with its schema version', () => {
    servicio().cerrar();
    const db = new SqliteDatabase(archivo);
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('user_version', { simple: true })).toBe(VERSION_ESQUEMA);
    } finally {
      db.close();
    }
  });

  it('refuses a file written by a newer version and leaves it untouched', async () => {
    const s = servicio();
    s.encolar(pendiente('u1'));
    s.cerrar();
    const db = new SqliteDatabase(archivo);
    db.pragma('user_version = 99');
    db.close();
    expect(() => servicio()).toThrow(/versión más nueva/);
    expect(await readdir(join(dir, 'datos'))).toContain('offline.sqlite');
    expect(filas()).toHaveLength(1);
  });
});

describe('cache', () => {
  it('is per user, overwrites by key, and survives a restart', () => {
    const s = servicio();
    expect(s.leerCache('u1', 'cursos')).toBeNull();
    s.guardarCache('u1', 'cursos', [{ _id: 'c1', nombre: 'Ofimática' }]);
    s.guardarCache('u2', 'cursos', [{ _id: 'c9' }]);
    ahora = new Date('2026-11-21T10:00:00.000Z');
    s.guardarCache('u1', 'cursos', [{ _id: 'c2' }]);
    s.guardarCache('u1', 'vacio', undefined);
    s.cerrar();

    const otra = servicio();
    expect(otra.leerCache('u1', 'cursos')).toEqual({
      valor: [{ _id: 'c2' }],
      guardadoEn: '2026-11-21T10:00:00.000Z',
    });
    expect(otra.leerCache('u2', 'cursos')?.valor).toEqual([{ _id: 'c9' }]);
    expect(otra.leerCache('u3', 'cursos')).toBeNull();
    expect(otra.leerCache('u1', 'vacio')).toEqual({ valor: null, guardadoEn: expect.any(String) });
  });
});

describe('encolar', () => {
  it('stores an id once and reports the user’s state', () => {
    const s = servicio();
    const item = pendiente('u1');
    expect(s.encolar(item)).toEqual({
      pendientes: 1,
      rechazados: [],
      ultimaSincronizacion: null,
      sincronizando: false,
    });
    expect(s.encolar(item).pendientes).toBe(1);
    expect(s.encolar(pendiente('u2')).pendientes).toBe(1);
    expect(s.estado('u1').pendientes).toBe(1);
    expect(filas()).toHaveLength(2);
  });

  it('puts the item id in progress bodies as idReporte, in replies as idCliente, unless set', () => {
    const s = servicio();
    const sinId = pendiente('u1');
    const conId = pendiente('u1', {
      cuerpo: { _id: 'u1', idReporte: '11111111-1111-4111-8111-111111111111' },
    });
    const foro = pendiente('u1', { tipo: 'respuestaForo', ruta: '/api/comentarios', cuerpo: {} });
    for (const p of [sinId, conId, foro]) s.encolar(p);
    const cuerpos = filas().map(
      (f) => JSON.parse(f.cuerpo_json) as { idReporte?: string; idCliente?: string },
    );
    expect(cuerpos.map((c) => c.idReporte)).toEqual([
      sinId.id,
      '11111111-1111-4111-8111-111111111111',
      undefined,
    ]);
    // A forum reply gets the item id as its idCliente (one reply per id on the server).
    expect(cuerpos.map((c) => c.idCliente)).toEqual([undefined, undefined, foro.id]);
  });

  it('refuses routes outside the API, which would send the token elsewhere', () => {
    const s = servicio();
    for (const ruta of ['/auth/login', '@otro.host/api/x', '//otro.host/api/x', '/api/../x']) {
      expect(() => s.encolar(pendiente('u1', { ruta }))).toThrow(/Ruta no válida/);
    }
    expect(s.estado('u1').pendientes).toBe(0);
  });
});

describe('olvidarUsuario', () => {
  it('keeps everything while the user has pending items, and only touches that user', () => {
    const s = servicio();
    s.guardarCache('u1', 'cursos', [1]);
    s.guardarCache('u2', 'cursos', [2]);
    s.encolar(pendiente('u1'));
    expect(s.olvidarUsuario('u1')).toEqual({ olvidado: false, pendientes: 1 });
    expect(s.leerCache('u1', 'cursos')?.valor).toEqual([1]);
    expect(s.olvidarUsuario('u2')).toEqual({ olvidado: true, pendientes: 0 });
    expect(s.leerCache('u2', 'cursos')).toBeNull();
    expect(s.leerCache('u1', 'cursos')?.valor).toEqual([1]);
  });
});

describe('replay answers', () => {
  it('2xx applied; 401, 408, 429 and 5xx retried later; other 4xx refused with the reason', () => {
    expect(clasificar(200, '{}')).toEqual({ tipo: 'aceptado' });
    expect(clasificar(204, '')).toEqual({ tipo: 'aceptado' });
    expect(clasificar(401, '')).toEqual({ tipo: 'detener', causa: 'sesion' });
    for (const status of [408, 429, 500, 502, 503]) {
      expect(clasificar(status, '')).toEqual({ tipo: 'detener', causa: 'servidor' });
    }
    expect(clasificar(403, JSON.stringify({ ok: false, error: 'Lección bloqueada.' }))).toEqual({
      tipo: 'rechazado',
      motivo: 'Lección bloqueada.',
    });
    expect(clasificar(404, '<html>')).toEqual({
      tipo: 'rechazado',
      motivo: 'El servidor rechazó el cambio (código 404).',
    });
  });
});

describe('offline handlers', () => {
  it('map each bridge capability onto the service', async () => {
    // The outbox is filled by main's centre shell (services/conexion/politicaCentro.ts),
    // never over the bridge: here the service queues directly.
    const s = servicio();
    const h = crearHandlersOffline(s);
    expect(await h['offline.guardarCache']({ usuarioId: 'u1', clave: 'k', valor: { a: 1 } })).toBe(
      null,
    );
    expect((await h['offline.leerCache']({ usuarioId: 'u1', clave: 'k' }))?.valor).toEqual({
      a: 1,
    });
    expect(s.encolar(pendiente('u1')).pendientes).toBe(1);
    expect(Object.keys(h)).not.toContain('offline.encolar');
    expect((await h['offline.estado']({ usuarioId: 'u1' })).pendientes).toBe(1);
    // No server at this address: the run stops and keeps the item.
    expect((await h['offline.sincronizar']({ usuarioId: 'u1', token: 't' })).pendientes).toBe(1);
    expect(await h['offline.olvidarUsuario']({ usuarioId: 'u1' })).toEqual({
      olvidado: false,
      pendientes: 1,
    });
  });
});
