import type { Generated } from 'kysely';

/** Row types: users import batches (issue 8) and their generated initial credentials. */

/** One import: the stored dry run, then the job's progress and result. */
export interface ImportacionesLoteTable {
  id: string;
  /** Who validated the file (no foreign key: the history outlives a deleted admin). */
  usuario_id: string;
  creado_en: string;
  terminado_en: string | null;
  /** validado | en_curso | completado | cancelado | fallido | deshecho */
  estado: string;
  /** soloNuevos | nuevosYActualizar, set at confirm. */
  modo: string | null;
  reemplazar_cursos: number;
  archivo_nombre: string;
  codificacion: string;
  delimitador: string;
  /** JSON array of the headers that map to no field. */
  desconocidas: string;
  total: number;
  /** New users created as Estudiante because the file gave no registration type (0029). */
  tipo_registro_predeterminado: Generated<number>;
  conteo_nuevo: number;
  conteo_actualizado: number;
  conteo_sin_cambios: number;
  conteo_error: number;
  /** hash | escritura while en_curso. */
  fase: string | null;
  procesadas: number;
  aplicar: number;
  creados: number;
  actualizados: number;
  deshechos: number;
  error: string | null;
  /** JSON of the dry run with each row's cells as sent (see modules/importacion/resultado.ts). */
  resultado: string;
}

/** A generated initial password, AES-256-GCM encrypted (modules/importacion/credenciales.ts). */
export interface ImportacionesCredencialTable {
  lote_id: string;
  usuario_id: string;
  password_cifrada: string;
}

export interface ImportacionTablas {
  importaciones_lote: ImportacionesLoteTable;
  importaciones_credencial: ImportacionesCredencialTable;
}
