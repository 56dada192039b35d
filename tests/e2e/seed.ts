import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * Test data the UI cannot create yet (courses arrive with their own issue): written straight
 * into the e2e server's SQLite file, which runs in WAL mode and accepts a second writer.
 */
export function crearCurso(datos: { codigo: string; nombre: string; colorFondo?: string }): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR no está definida: globalSetup no arrancó el servidor');
  const db = new Database(join(dataDir, 'plataforma.db'));
  try {
    const id = randomUUID();
    const ahora = new Date().toISOString();
    db.prepare(
      `INSERT INTO cursos (id, codigo, nombre, color_fondo_tarjeta, color_texto_tarjeta, estado, creado_en, last_edit)
       VALUES (?, ?, ?, ?, ?, 1, ?, ?)`,
    ).run(id, datos.codigo, datos.nombre, datos.colorFondo ?? '#78A2EE', '#FFFFFF', ahora, ahora);
    return id;
  } finally {
    db.close();
  }
}
