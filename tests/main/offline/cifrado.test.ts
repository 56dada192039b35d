import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { crearServiciosEscritorio } from '../../../src/main/serviciosEscritorio';
import type { Cipher } from '../../../src/main/services/keyValueStore';
import {
  AVISO_SIN_CIFRADO,
  MENSAJE_NO_DESCIFRADO,
} from '../../../src/main/services/offline/cifrado';
import { MIGRACIONES, VERSION_ESQUEMA } from '../../../src/main/services/offline/esquema';
import { TokenStore } from '../../../src/main/services/tokenStore';
import {
  crearAprendiz,
  cursoConLecciones,
  en,
  fetchEspia,
  progreso,
  progresoEnServidor,
} from './ayudas';
import { entornoOutbox } from './entorno';

/** The offline file encrypted at rest, replaying to the REAL platform server. */
const { srv: servidor, servicio, archivo } = entornoOutbox();

/**
 * A reversible stand-in for safeStorage: the UTF-8 bytes XORed with a key, in base64. Another
 * key (the OS key changed) "decrypts" to garbage, as a real cipher may instead of throwing.
 */
function cipherFalso(clave = 'llave-del-sistema', disponible = () => true): Cipher {
  const xor = (datos: Buffer): Buffer =>
    Buffer.from(datos.map((b, i) => b ^ clave.charCodeAt(i % clave.length)));
  return {
    isAvailable: disponible,
    encrypt: (texto) => xor(Buffer.from(texto, 'utf8')).toString('base64'),
    decrypt: (base64) => xor(Buffer.from(base64, 'base64')).toString('utf8'),
  };
}

interface FilaCruda {
  texto: string;
  cifrado: number;
}

/** The rows as another process reads the file: no service, no cipher. */
function crudo(): { cache: FilaCruda[]; pendientes: FilaCruda[] } {
  const db = new SqliteDatabase(archivo(), { readonly: true });
  try {
    return {
      cache: db.prepare('SELECT valor_json AS texto, cifrado FROM cache').all() as FilaCruda[],
      pendientes: db
        .prepare('SELECT cuerpo_json AS texto, cifrado FROM pendientes ORDER BY orden')
        .all() as FilaCruda[],
    };
  } finally {
    db.close();
  }
}

/** Whether the database file or its write-ahead log holds this text's UTF-8 bytes. */
function enDisco(texto: string): boolean {
  return [archivo(), `${archivo()}-wal`]
    .filter((f) => existsSync(f))
    .some((f) => readFileSync(f).includes(Buffer.from(texto, 'utf8')));
}

describe('offline file encrypted at rest', { timeout: 30_000 }, () => {
  it('stores cache values and outbox bodies encrypted, reads and replays them', async () => {
    const { usuarioId, token } = await crearAprendiz(servidor());
    const leccion = en(await cursoConLecciones(servidor(), usuarioId, 1), 0);
    const cursos = [{ _id: 'c1', nombre: 'Ofimática para la vida diaria' }];
    const item = progreso(usuarioId, leccion, 100);
    const aviso = vi.fn();
    const outbox = servicio({ cipher: cipherFalso(), aviso });
    outbox.guardarCache(usuarioId, 'cursos', cursos);
    outbox.encolar(item);

    const filas = crudo();
    expect(filas.cache.map((f) => f.cifrado)).toEqual([1]);
    expect(filas.pendientes.map((f) => f.cifrado)).toEqual([1]);
    for (const f of [...filas.cache, ...filas.pendientes]) {
      expect(() => JSON.parse(f.texto) as unknown).toThrow();
    }
    // The body's lesson id and the course name are nowhere in the bytes (ids and routes are
    // columns the queries need, and stay plain).
    for (const secreto of ['Ofimática', JSON.stringify(cursos), leccion]) {
      expect(enDisco(secreto)).toBe(false);
    }
    expect(aviso).not.toHaveBeenCalled();

    outbox.cerrar();
    const espia = fetchEspia();
    const reabierto = servicio({ cipher: cipherFalso(), fetch: espia.fetch });
    expect(reabierto.leerCache(usuarioId, 'cursos')?.valor).toEqual(cursos);
    const estado = await reabierto.sincronizar({ usuarioId, token });
    expect(estado).toMatchObject({ pendientes: 0, rechazados: [] });
    // Sent as it was enqueued: decrypted, with its idReporte.
    expect(espia.envios.map((e) => [e.idReporte, e.status])).toEqual([[item.id, 200]]);
    expect(await progresoEnServidor(servidor(), usuarioId, leccion)).toEqual({
      progreso: 'completado',
      porcentaje: 100,
    });
  });

  it('still reads and replays plain rows written before (schema version 1)', async () => {
    const { usuarioId, token } = await crearAprendiz(servidor());
    const leccion = en(await cursoConLecciones(servidor(), usuarioId, 1), 0);
    const viejo = progreso(usuarioId, leccion, 40);
    // The file as the previous version left it.
    const db = new SqliteDatabase(archivo());
    db.exec(en(MIGRACIONES, 0));
    db.pragma('user_version = 1');
    db.prepare('INSERT INTO cache VALUES (?, ?, ?, ?)').run(
      usuarioId,
      'cursos',
      '[{"_id":"c1"}]',
      '2026-11-20T10:00:00.000Z',
    );
    db.prepare(
      `INSERT INTO pendientes (id, usuario_id, tipo, metodo, ruta, cuerpo_json, creado_en)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      viejo.id,
      usuarioId,
      viejo.tipo,
      viejo.metodo,
      viejo.ruta,
      JSON.stringify({ ...(viejo.cuerpo as object), idReporte: viejo.id }),
      viejo.creadoEn,
    );
    db.close();

    const espia = fetchEspia();
    const outbox = servicio({ cipher: cipherFalso(), fetch: espia.fetch });
    expect(outbox.leerCache(usuarioId, 'cursos')?.valor).toEqual([{ _id: 'c1' }]);
    const nuevo = progreso(usuarioId, leccion, 100);
    outbox.encolar(nuevo);
    expect(crudo().pendientes.map((f) => f.cifrado)).toEqual([0, 1]);
    expect((await outbox.sincronizar({ usuarioId, token })).pendientes).toBe(0);
    expect(espia.envios.map((e) => e.idReporte)).toEqual([viejo.id, nuevo.id]);
    const abierta = new SqliteDatabase(archivo(), { readonly: true });
    expect(abierta.pragma('user_version', { simple: true })).toBe(VERSION_ESQUEMA);
    abierta.close();
  });

  it('with another OS key: a cache miss, and the item kept as refused, never sent', async () => {
    const { usuarioId, token } = await crearAprendiz(servidor());
    const lecciones = await cursoConLecciones(servidor(), usuarioId, 2);
    const ilegible = progreso(usuarioId, en(lecciones, 0), 100);
    const antes = servicio({ cipher: cipherFalso('clave-vieja') });
    antes.guardarCache(usuarioId, 'cursos', [{ _id: 'c1' }]);
    antes.encolar(ilegible);
    antes.cerrar();

    const espia = fetchEspia();
    const outbox = servicio({ cipher: cipherFalso('clave-nueva'), fetch: espia.fetch });
    expect(outbox.leerCache(usuarioId, 'cursos')).toBeNull();
    const legible = progreso(usuarioId, en(lecciones, 0), 30);
    outbox.encolar(legible);
    const estado = await outbox.sincronizar({ usuarioId, token });
    expect(estado.pendientes).toBe(0);
    expect(estado.rechazados).toEqual([
      {
        id: ilegible.id,
        tipo: 'progreso',
        motivo: MENSAJE_NO_DESCIFRADO,
        creadoEn: ilegible.creadoEn,
      },
    ]);
    expect(espia.envios.map((e) => e.idReporte)).toEqual([legible.id]);
    // Kiosk logout may now wipe the cache; the refused row stays in the file.
    expect(outbox.olvidarUsuario(usuarioId)).toEqual({ olvidado: true, pendientes: 0 });
    expect(crudo().pendientes).toHaveLength(1);
  });

  it('keeps encrypted items pending while the key store is unavailable', async () => {
    const { usuarioId, token } = await crearAprendiz(servidor());
    const leccion = en(await cursoConLecciones(servidor(), usuarioId, 1), 0);
    let disponible = true;
    const espia = fetchEspia();
    const outbox = servicio({
      cipher: cipherFalso(undefined, () => disponible),
      fetch: espia.fetch,
    });
    outbox.guardarCache(usuarioId, 'cursos', [1]);
    outbox.encolar(progreso(usuarioId, leccion, 100));
    disponible = false;
    expect(outbox.leerCache(usuarioId, 'cursos')).toBeNull();
    expect(await outbox.sincronizar({ usuarioId, token })).toMatchObject({
      pendientes: 1,
      rechazados: [],
      ultimaSincronizacion: null,
    });
    expect(espia.envios).toHaveLength(0);
    disponible = true;
    expect(outbox.leerCache(usuarioId, 'cursos')?.valor).toEqual([1]);
    expect((await outbox.sincronizar({ usuarioId, token })).pendientes).toBe(0);
    expect(espia.envios).toHaveLength(1);
  });

  it('without encryption: plain JSON as before, and one notice', async () => {
    const { usuarioId, token } = await crearAprendiz(servidor());
    const leccion = en(await cursoConLecciones(servidor(), usuarioId, 1), 0);
    for (const cipher of [undefined, cipherFalso(undefined, () => false)]) {
      const aviso = vi.fn();
      const outbox = servicio({ aviso, ...(cipher ? { cipher } : {}) });
      outbox.guardarCache(usuarioId, 'cursos', [{ _id: 'c1' }]);
      outbox.guardarCache(usuarioId, 'perfil', { nombre: 'Ana Ofimática' });
      outbox.encolar(progreso(usuarioId, leccion, 50));
      expect(aviso.mock.calls).toEqual([[AVISO_SIN_CIFRADO]]);
      const filas = crudo();
      expect([...filas.cache, ...filas.pendientes].every((f) => f.cifrado === 0)).toBe(true);
      expect(filas.cache.map((f) => JSON.parse(f.texto) as unknown)).toContainEqual({
        nombre: 'Ana Ofimática',
      });
      // The same byte search that finds nothing when encrypted finds the plain value.
      expect(enDisco('Ana Ofimática')).toBe(true);
      expect(outbox.leerCache(usuarioId, 'perfil')?.valor).toEqual({ nombre: 'Ana Ofimática' });
      expect((await outbox.sincronizar({ usuarioId, token })).pendientes).toBe(0);
      outbox.cerrar();
    }
  });

  it('the desktop services pass their cipher and notice to the offline store', () => {
    const aviso = vi.fn();
    const entorno = {
      userData: dirname(archivo()),
      documentos: dirname(archivo()),
      argv: [],
      urlServidor: () => servidor().url,
      tokenStore: new TokenStore({ store: { get: () => undefined, set() {}, delete() {} } }),
      mostrarDialogoGuardar: () => Promise.resolve({ canceled: true }),
      mostrarDialogoAbrir: () => Promise.resolve({ canceled: true, filePaths: [] }),
      abrirRuta: () => Promise.resolve(''),
      aviso,
    };
    const conCifrado = crearServiciosEscritorio({ ...entorno, cipher: cipherFalso() });
    conCifrado.offline.guardarCache('u1', 'cursos', [{ _id: 'secreto' }]);
    conCifrado.offline.cerrar();
    expect(crudo().cache.map((f) => f.cifrado)).toEqual([1]);
    expect(aviso).not.toHaveBeenCalled();

    const sinCifrado = crearServiciosEscritorio(entorno);
    sinCifrado.offline.guardarCache('u1', 'cursos', [{ _id: 'secreto' }]);
    sinCifrado.offline.cerrar();
    expect(crudo().cache.map((f) => f.cifrado)).toEqual([0]);
    expect(aviso).toHaveBeenCalledWith(AVISO_SIN_CIFRADO);
  });
});
