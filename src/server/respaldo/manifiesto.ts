import { z } from 'zod';
import type { Dialecto } from '../db/database';

/**
 * The archive's table of contents (`manifest.json`, its first entry): what made it, and the
 * size and SHA-256 of every other file in it, so a restore can refuse a corrupted, truncated
 * or altered archive before it writes anything. Checksums catch damage, not a forger who
 * rewrites the manifest too: archives hold the secrets and must be kept as such.
 */
export const FORMATO_RESPALDO = 1;

export const NOMBRE_MANIFIESTO = 'manifest.json';
/** Folder of the database copy inside the archive. */
export const CARPETA_BASE = 'base';
/** Folder of DATA_DIR's files (uploads, certificates, secrets) inside the archive. */
export const CARPETA_DATOS = 'datos';
export const BASE_SQLITE = `${CARPETA_BASE}/plataforma.db`;
export const BASE_POSTGRES = `${CARPETA_BASE}/postgres.dump`;

/** A generous ceiling for the manifest read into memory (a million files fit). */
export const MAXIMO_BYTES_MANIFIESTO = 256 * 1024 * 1024;

const entradaSchema = z.object({
  /** Relative to the archive's root, always with '/' (archives travel between systems). */
  ruta: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifiestoSchema = z.object({
  formato: z.number().int().positive(),
  aplicacion: z.string(),
  version: z.string(),
  dialecto: z.enum(['sqlite', 'postgres']),
  creadoEn: z.string(),
  /** The database copy: one of `archivos`. */
  base: z.string(),
  /** PostgreSQL only: the server's and pg_dump's versions, to explain a failing restore. */
  postgres: z.object({ servidor: z.string(), pgDump: z.string() }).optional(),
  archivos: z.array(entradaSchema),
});

export type EntradaManifiesto = z.infer<typeof entradaSchema>;
export type Manifiesto = z.infer<typeof manifiestoSchema>;

export function nuevoManifiesto(datos: {
  version: string;
  dialecto: Dialecto;
  creadoEn: Date;
  postgres?: Manifiesto['postgres'];
  archivos: EntradaManifiesto[];
}): Manifiesto {
  return {
    formato: FORMATO_RESPALDO,
    aplicacion: 'contenido-formativo',
    version: datos.version,
    dialecto: datos.dialecto,
    creadoEn: datos.creadoEn.toISOString(),
    base: datos.dialecto === 'sqlite' ? BASE_SQLITE : BASE_POSTGRES,
    ...(datos.postgres ? { postgres: datos.postgres } : {}),
    // Sorted so two backups of the same data list their files alike.
    archivos: [...datos.archivos].sort((a, b) => a.ruta.localeCompare(b.ruta)),
  };
}

/** The manifest from its bytes, or null when it is no manifest of a format we read. */
export function leerManifiesto(bytes: Buffer): Manifiesto | null {
  let datos: unknown;
  try {
    datos = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  const r = manifiestoSchema.safeParse(datos);
  return r.success ? r.data : null;
}

/** A path as the archive holds it: relative, '/'-separated, no '.', '..' or empty parts. */
export function rutaSegura(ruta: string): boolean {
  if (ruta.startsWith('/') || ruta.includes('\\') || ruta.includes('\0')) return false;
  return ruta.split('/').every((p) => p !== '' && p !== '.' && p !== '..');
}
