/** Row types: Evaluations, attempts, grades, certificates and their numbering. */
import type { Flag } from './flag';

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
  /** Attempt settings (migration 0018, docs/evaluaciones.md). */
  mostrar_respuestas: string;
  /** Null: unlimited. */
  intentos_permitidos: number | null;
  espera_minutos: number;
  barajar_preguntas: Flag;
  barajar_respuestas: Flag;
  /** Null: every question in each attempt. */
  preguntas_por_intento: number | null;
}

/** A learner's open draw on an evaluation: what `buscar` gave them to answer. */
export interface SorteosEvaluacionTable {
  usuario_id: string;
  evaluacion_id: string;
  /** JSON: [{ id, respuestas: [answer ids] }] in the order shown. */
  preguntas: string;
  creado_en: string;
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

/** This domain's tables, by name. */
export interface EvaluacionesTablas {
  evaluaciones: EvaluacionesTable;
  evaluacion_preguntas: EvaluacionPreguntasTable;
  evaluacion_respuestas: EvaluacionRespuestasTable;
  intentos_evaluacion: IntentosEvaluacionTable;
  sorteos_evaluacion: SorteosEvaluacionTable;
  calificaciones: CalificacionesTable;
  certificados: CertificadosTable;
  secuencias: SecuenciasTable;
}
