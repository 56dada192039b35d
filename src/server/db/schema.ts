/**
 * Row types of the database, as Kysely sees them. Both dialects store the same shapes:
 * flags are integers 0/1 (SQLite has no boolean and better-sqlite3 cannot bind one),
 * dates are ISO-8601 text, JSON is text. Repositories map rows to API entities.
 */
export type Flag = number;

export interface RolesTable {
  id: string;
  nombre: string;
  /** System roles (ADMINISTRADOR, Estudiante) cannot be deleted. */
  sistema: Flag;
  creado_en: string;
}

export interface RolPermisosTable {
  rol_id: string;
  vista: string;
  consultar: Flag;
  crear: Flag;
  editar: Flag;
  desactivar: Flag;
  eliminar: Flag;
}

export interface UsuariosTable {
  id: string;
  email: string;
  /** Lower-cased, trimmed email: unique, so emails are unique case-insensitively. */
  email_normalizado: string;
  nombre: string;
  apellidos: string;
  tipo_identificacion: string | null;
  identificacion: string | null;
  password_hash: string;
  rol_id: string;
  activo: Flag;
  email_verificado: Flag;
  acepta_politicas: Flag;
  debe_cambiar_password: Flag;
  /** JSON: telefono, municipio {nombre}, institucion {nombrePunto}, tipoRegistro. */
  custom_data: string;
  foto: string | null;
  /** Bumped on a password change: tokens carrying an older version are refused. */
  version_token: number;
  creado_en: string;
  actualizado_en: string;
  ultimo_ingreso: string | null;
}

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
}

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
}

export interface EvaluacionesTable {
  id: string;
  codigo: string;
  nombre: string;
  descripcion: string;
  curso_id: string;
  puntaje_minimo: number;
  estado: Flag;
  color_fondo_tarjeta: string;
  creado_en: string;
  actualizado_en: string;
}

export interface EvaluacionPreguntasTable {
  id: string;
  evaluacion_id: string;
  indice: number;
  descripcion: string;
}

export interface EvaluacionRespuestasTable {
  id: string;
  pregunta_id: string;
  label: number;
  texto: string;
  es_correcta: Flag;
}

export interface IntentosEvaluacionTable {
  id: string;
  evaluacion_id: string;
  usuario_id: string;
  /** Chosen by the client so a retried submission is stored once. */
  id_cliente: string;
  /** JSON: the selected answer ids per question. */
  respuestas: string;
  correctas: number;
  total: number;
  puntaje: number;
  aprobado: Flag;
  creado_en: string;
}

export interface CalificacionesTable {
  id: string;
  evaluacion_id: string;
  usuario_id: string;
  intento_id: string | null;
  titulo: string;
  puntaje_estudiante: number;
  puntaje_requerido: number;
  codigo: string;
  calificacion_texto: string;
  creado_en: string;
}

export interface CertificadosTable {
  id: string;
  numero: number;
  usuario_id: string;
  curso_id: string;
  evaluacion_id: string;
  codigo_verificacion: string;
  /** JSON: the data frozen at issue (name, identification, course, codes, hours). */
  datos: string;
  sha256_pdf: string | null;
  emitido_en: string;
  revocado_en: string | null;
  motivo_revocacion: string | null;
}

export interface SecuenciasTable {
  nombre: string;
  valor: number;
}

export interface TokensRevocadosTable {
  jti: string;
  expira_en: string;
}

/** One-time email verification links; only the token's sha256 is stored. */
export interface VerificacionesEmailTable {
  id: string;
  usuario_id: string;
  token_hash: string;
  expira_en: string;
  usado_en: string | null;
  creado_en: string;
}

/** Audit log of sensitive account actions (never a password). */
export interface AuditoriaTable {
  id: string;
  fecha: string;
  usuario_id: string | null;
  /** e.g. 'login.fallido', 'restablecer.ok' (see modules/auditoria/repository.ts). */
  accion: string;
  ip: string | null;
  /** JSON object with the action's details. */
  detalle: string;
}

/** One attempt counted by the access limiter (security/limitador.ts). */
export interface IntentosAccesoTable {
  id: string;
  /** What is limited: 'login:email:<email>', 'login:ip:<ip>', 'reset:…'. */
  clave: string;
  fecha: string;
}

export interface Database {
  roles: RolesTable;
  rol_permisos: RolPermisosTable;
  usuarios: UsuariosTable;
  cursos: CursosTable;
  curso_adjuntos: CursoAdjuntosTable;
  usuario_cursos: UsuarioCursosTable;
  solicitudes_curso: SolicitudesCursoTable;
  archivos: ArchivosTable;
  multimedias: MultimediasTable;
  multimedia_calificaciones: MultimediaCalificacionesTable;
  multimedia_vistas: MultimediaVistasTable;
  progresos: ProgresosTable;
  comentarios: ComentariosTable;
  evaluaciones: EvaluacionesTable;
  evaluacion_preguntas: EvaluacionPreguntasTable;
  evaluacion_respuestas: EvaluacionRespuestasTable;
  intentos_evaluacion: IntentosEvaluacionTable;
  calificaciones: CalificacionesTable;
  certificados: CertificadosTable;
  secuencias: SecuenciasTable;
  tokens_revocados: TokensRevocadosTable;
  verificaciones_email: VerificacionesEmailTable;
  auditoria: AuditoriaTable;
  intentos_acceso: IntentosAccesoTable;
}
