/**
 * Words of the users import (issue 8) that the server, the renderer and the tests share.
 * Pure: no Node, no zod.
 */

/** Status of one row in the dry run. */
export const ESTADOS_FILA = ['nuevo', 'actualizado', 'sinCambios', 'error'] as const;
export type EstadoFilaImportacion = (typeof ESTADOS_FILA)[number];

/**
 * Life of an import batch (lote):
 * validado → en_curso → completado | cancelado | fallido; completado → deshecho (undo).
 * A validated batch that is never confirmed simply stays validado (and is purged later).
 */
export const ESTADOS_LOTE = [
  'validado',
  'en_curso',
  'completado',
  'cancelado',
  'fallido',
  'deshecho',
] as const;
export type EstadoLote = (typeof ESTADOS_LOTE)[number];

/** What a confirmed import applies: only the new rows, or new and changed users. */
export const MODOS_IMPORTACION = ['soloNuevos', 'nuevosYActualizar'] as const;
export type ModoImportacion = (typeof MODOS_IMPORTACION)[number];

/** While en_curso: hashing passwords first (off the request thread), then writing. */
export const FASES_LOTE = ['hash', 'escritura'] as const;
export type FaseLote = (typeof FASES_LOTE)[number];

/** The file an admin may upload (a CSV of 100,000 rows is far below this). */
export const IMPORTACION_MAX_BYTES = 10 * 1024 * 1024;

/** Rows per page of the preview table. */
export const FILAS_POR_PAGINA_IMPORTACION = 50;

/** Bulk actions refuse larger explicit selections (use "all matching the filter" instead). */
export const MASIVO_MAX_IDS = 10_000;

/** At most this many refusals are listed one by one; the rest are only counted. */
export const MASIVO_MAX_RECHAZOS_LISTADOS = 500;

export const MENSAJES_IMPORTACION_API = {
  loteNoEncontrado: 'No se encontró la importación.',
  loteNoValidado: 'Esta importación ya fue confirmada o cancelada.',
  datosCambiaron:
    'Los datos cambiaron desde la validación (otro usuario o importación los modificó). Valide el archivo de nuevo.',
  sinFilasAplicables: 'No hay filas para importar con el modo elegido.',
  noCancelable: 'La importación ya terminó; no se puede cancelar.',
  noDeshacible: 'Solo se puede deshacer una importación completada.',
  archivoFaltante: 'Seleccione un archivo CSV.',
  archivoGrande: 'El archivo supera 10 MB.',
  otraEnCurso: 'Ya hay una importación en curso. Espere a que termine o cancélela.',
  seleccionCambio:
    'La cantidad de usuarios que coinciden con el filtro cambió. Revise la selección y vuelva a intentarlo.',
  debeCambiarPassword: 'Debe cambiar su contraseña antes de continuar.',
} as const;
