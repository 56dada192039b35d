/** Row types: captions of video lessons (issue 16, migration 0028). */

export interface MultimediaSubtitulosTable {
  id: string;
  multimedia_id: string;
  /** BCP-47 tag. */
  idioma: string;
  etiqueta: string;
  /** Server-made file name under DATA_DIR/uploads/subtitulos (never client-given). */
  nombre_servidor: string;
  tamano: number;
  sha256: string;
  creado_por: string | null;
  creado_en: string;
}

export interface SubtitulosTablas {
  multimedia_subtitulos: MultimediaSubtitulosTable;
}
