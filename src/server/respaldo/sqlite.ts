import { existsSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE } from '../db/database';
import { crearArchivoPrivadoSync, hacerPrivado } from '../storage/permisos';
import { RespaldoError, detalleDe } from './errores';

/**
 * Copies the SQLite database with SQLite's online backup API, on a connection of its own:
 * the copy is one consistent state even while the server keeps writing (the API restarts
 * a step that a concurrent write invalidated), and the server is never locked out for long.
 */
export async function copiarBaseSqlite(dataDir: string, destino: string): Promise<void> {
  const origen = join(dataDir, SQLITE_FILE);
  if (!existsSync(origen)) {
    throw new RespaldoError(
      `No hay base de datos SQLite en ${dataDir} (falta ${SQLITE_FILE}). ¿Es el DATA_DIR del servidor?`,
    );
  }
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(origen, { fileMustExist: true });
  } catch (error) {
    throw new RespaldoError(`No se pudo abrir la base SQLite ${origen}: ${detalleDe(error)}`);
  }
  try {
    db.pragma('busy_timeout = 5000');
    // Made first as 0600: SQLite keeps the mode of an existing file (it holds personal data).
    crearArchivoPrivadoSync(destino);
    await db.backup(destino);
    await hacerPrivado(destino);
  } catch (error) {
    throw new RespaldoError(`No se pudo copiar la base SQLite: ${detalleDe(error)}`);
  } finally {
    db.close();
  }
}
