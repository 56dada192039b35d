/** Row types: Courses, their attachments, assignments, requests and stored files. */
import type { Flag } from './flag';

export interface CursosTable {
  id: string;
  codigo: string;
  nombre: string;
  descripcion: string;
  descripcion2: string;
  objetivos: string;
  metodologia: string;
  imagen_fondo: string | null;
  color_fondo_tarjeta: string;
  color_texto_tarjeta: string;
  /** JSON map: module key → subtitle. */
  module_subtitles: string;
  estado: Flag;
  disco: string | null;
  memoria: string | null;
  creado_en: string;
  last_edit: string;
}

export interface CursoAdjuntosTable {
  id: string;
  curso_id: string;
  filename: string;
  server_filename: string;
  descripcion: string;
  creado_en: string;
}

export interface UsuarioCursosTable {
  usuario_id: string;
  curso_id: string;
  asignado_en: string;
}

export interface SolicitudesCursoTable {
  id: string;
  usuario_id: string;
  curso_id: string;
  estado: string;
  creado_en: string;
  aprobar_en: string;
  procesado_en: string | null;
}

export interface ArchivosTable {
  id: string;
  nombre_servidor: string;
  nombre_original: string;
  tipo_mime: string;
  tamano: number;
  sha256: string;
  creado_por: string | null;
  creado_en: string;
  /** Media length read from the file (0017); null: not read yet or unreadable. */
  duracion_ms: number | null;
  /** PDF page count read from the file (0017); null: not read yet or unreadable. */
  paginas: number | null;
  /** When the server read the file's length (0017); null: not yet (read on first need). */
  medido_en: string | null;
}

/** This domain's tables, by name. */
export interface CursosTablas {
  cursos: CursosTable;
  curso_adjuntos: CursoAdjuntosTable;
  usuario_cursos: UsuarioCursosTable;
  solicitudes_curso: SolicitudesCursoTable;
  archivos: ArchivosTable;
}
