import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Database } from 'better-sqlite3';

/** The schema version this code writes; `PRAGMA user_version` holds the file's. */
export const VERSION_ESQUEMA = 2;

/**
 * One step per version, applied in a transaction each, never edited once shipped: a
 * learner's unsynced progress may live in this file, so it is migrated forward, never
 * recreated.
 */
export const MIGRACIONES: readonly string[] = [
  // 1: cache per user, the outbox and the last sync per user.
  `
  CREATE TABLE IF NOT EXISTS cache (
    usuario_id TEXT NOT NULL,
    clave TEXT NOT NULL,
    valor_json TEXT NOT NULL,
    guardado_en TEXT NOT NULL,
    PRIMARY KEY (usuario_id, clave)
  );
  -- orden is the rowid with AUTOINCREMENT so it never repeats, even after the newest item
  -- was synced and deleted; id (the client-made UUID) is the idempotency key.
  CREATE TABLE IF NOT EXISTS pendientes (
    orden INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    usuario_id TEXT NOT NULL,
    tipo TEXT NOT NULL,
    metodo TEXT NOT NULL,
    ruta TEXT NOT NULL,
    cuerpo_json TEXT NOT NULL,
    creado_en TEXT NOT NULL,
    estado TEXT NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'rechazado')),
    motivo TEXT,
    intentos INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS pendientes_usuario ON pendientes (usuario_id, estado, orden);
  CREATE TABLE IF NOT EXISTS meta (
    usuario_id TEXT PRIMARY KEY,
    ultima_sincronizacion TEXT
  );
  `,
  // 2: encryption at rest. With cifrado = 1, valor_json / cuerpo_json hold the cipher's
  // base64 of the JSON instead of the JSON; rows written before stay 0 (plain) and still read.
  `
  ALTER TABLE cache ADD COLUMN cifrado INTEGER NOT NULL DEFAULT 0 CHECK (cifrado IN (0, 1));
  ALTER TABLE pendientes ADD COLUMN cifrado INTEGER NOT NULL DEFAULT 0 CHECK (cifrado IN (0, 1));
  `,
];

/**
 * Opens (or creates) the offline database. WAL lets reads proceed during a write;
 * synchronous=FULL makes every committed outbox insert survive a power cut, which matters
 * more here than the few milliseconds it costs per write.
 */
export function abrirBaseOffline(archivo: string): Database {
  mkdirSync(dirname(archivo), { recursive: true, mode: 0o700 });
  const db = new SqliteDatabase(archivo);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    migrar(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function migrar(db: Database): void {
  const actual = Number(db.pragma('user_version', { simple: true }));
  if (actual > VERSION_ESQUEMA) {
    // A newer app wrote this file: refuse rather than misread (or damage) its outbox.
    throw new Error(
      `La base de datos sin conexión (versión ${actual}) es de una versión más nueva de la aplicación.`,
    );
  }
  for (let version = actual + 1; version <= VERSION_ESQUEMA; version++) {
    const sql = MIGRACIONES[version - 1];
    if (sql === undefined)
      throw new Error(`Falta la migración ${version} de la base sin conexión.`);
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  }
}
