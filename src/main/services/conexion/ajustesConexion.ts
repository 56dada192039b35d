import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What `<userData>/conexion.json` holds: the chosen mode and, for 'centro', its URL. */
export type AjustesConexion = { modo: 'local' } | { modo: 'centro'; urlCentro: string };

export const AJUSTES_POR_DEFECTO: AjustesConexion = { modo: 'local' };

function esUrlHttp(valor: unknown): valor is string {
  if (typeof valor !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(valor).protocol);
  } catch {
    return false;
  }
}

/**
 * Reads the settings. A missing, unreadable or hand-edited-into-nonsense file means local
 * mode: the app must always be able to start, and the settings screen can fix the rest.
 */
export function leerAjustes(ruta: string): AjustesConexion {
  let datos: unknown;
  try {
    datos = JSON.parse(readFileSync(ruta, 'utf8'));
  } catch {
    return AJUSTES_POR_DEFECTO;
  }
  if (typeof datos !== 'object' || datos === null) return AJUSTES_POR_DEFECTO;
  const { modo, urlCentro } = datos as { modo?: unknown; urlCentro?: unknown };
  if (modo === 'centro' && esUrlHttp(urlCentro)) return { modo, urlCentro };
  return AJUSTES_POR_DEFECTO;
}

/**
 * Writes to a temp file in the same folder, then renames it over the real one: a crash or
 * a full disk leaves the old settings or the new ones, never half a file.
 */
export function escribirAjustes(ruta: string, ajustes: AjustesConexion): void {
  mkdirSync(dirname(ruta), { recursive: true });
  const temporal = `${ruta}.${randomUUID()}.tmp`;
  try {
    writeFileSync(temporal, `${JSON.stringify(ajustes, null, 2)}\n`);
    renameSync(temporal, ruta);
  } catch (error) {
    rmSync(temporal, { force: true });
    throw error;
  }
}
