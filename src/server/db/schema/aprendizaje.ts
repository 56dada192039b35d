/** Row types: Lessons, ratings, views, progress and the forum. */
import type { Flag } from './flag';

export interface MultimediasTable {
  id: string;
  nombre: string;
  descripcion: string;
  tipo_media: string;
  formato: string | null;
  curso_id: string | null;
  usuario_id: string | null;
  /** JSON array of strings. */
  tags: string;
  archivo_id: string | null;
  link: string | null;
  num_visto: number;
  creado_en: string;
  actualizado_en: string;
}

export interface MultimediaCalificacionesTable {
  multimedia_id: string;
  usuario_id: string;
  calificacion: string;
  fecha: string;
}

/** One lesson opened by one user in one session (token jti): views count once per session. */
export interface MultimediaVistasTable {
  multimedia_id: string;
  usuario_id: string;
  jti: string;
  fecha: string;
}

export interface ProgresosTable {
  usuario_id: string;
  multimedia_id: string;
  progreso: string;
  porcentaje: number;
  fecha: string;
  actualizado_en: string;
}

/** A client-chosen progress report id already applied for this user (0012). */
export interface ProgresoReportesTable {
  id: string;
  usuario_id: string;
  multimedia_id: string;
  aplicado_en: string;
}

export interface ComentariosTable {
  id: string;
  multimedia_id: string;
  usuario_id: string | null;
  parent_id: string | null;
  titulo: string | null;
  texto: string;
  pinned: Flag;
  vistas: number;
  creado_en: string;
  actualizado_en: string;
  /** The author's own id for this write (0015): a resend with it changes nothing. */
  id_cliente: string | null;
}

/** One row per (topic, reader): the proof the reader's view was counted (0013). */
export interface ComentarioVistasTable {
  comentario_id: string;
  usuario_id: string;
  fecha: string;
}

/** The first time the server served a lesson to a user (0017): progress is bounded from it. */
export interface LeccionAperturasTable {
  usuario_id: string;
  multimedia_id: string;
  abierta_en: string;
}

/** This domain's tables, by name. */
export interface AprendizajeTablas {
  multimedias: MultimediasTable;
  multimedia_calificaciones: MultimediaCalificacionesTable;
  multimedia_vistas: MultimediaVistasTable;
  progresos: ProgresosTable;
  progreso_reportes: ProgresoReportesTable;
  leccion_aperturas: LeccionAperturasTable;
  comentarios: ComentariosTable;
  comentario_vistas: ComentarioVistasTable;
}
