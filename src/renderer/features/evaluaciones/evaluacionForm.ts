import { evaluacionEntradaSchema, type EvaluacionEdicion } from '@shared/api';
import { reglasAjustesIntentos } from '@shared/api/evaluaciones';
import { MENSAJES_VALIDACION as V } from '@shared/api/mensajes';
import { LIMITES_EVALUACION as L, MENSAJES_EVALUACION as M } from '@shared/domain/evaluaciones';
import { erroresDeZod, type ErroresFormulario } from '../../ui/validacion';
import { ajustesDe, ajustesPorDefecto, cuerpoAjustes, type AjustesForm } from './ajustesIntentos';
import type { CuerpoEvaluacion } from './api';

/** `clave` only keys React lists: questions and answers get server ids when saved. */
export interface RespuestaForm {
  clave: string;
  texto: string;
  isCorrecta: boolean;
}

export interface PreguntaForm {
  clave: string;
  descripcion: string;
  respuestas: RespuestaForm[];
}

/** The evaluation form as typed (spec 2 and 5, Evaluation create/edit form). */
export interface ValoresEvaluacion extends AjustesForm {
  curso: string;
  codigo: string;
  nombre: string;
  descripcion: string;
  /** 0 … number of questions; stored and edited, not the pass mark (that is 80 %). */
  puntajeMinimo: number;
  /** Until the user moves it, puntajeMinimo follows the number of questions (spec 9). */
  puntajeTocado: boolean;
  /** '' lets the server pick the colour. */
  colorFondoTarjeta: string;
  preguntas: PreguntaForm[];
}

let ultimaClave = 0;
const nuevaClave = (): string => `k${(ultimaClave += 1)}`;

export const respuestaVacia = (): RespuestaForm => ({
  clave: nuevaClave(),
  texto: '',
  isCorrecta: false,
});

/** A new question comes with the two answers every question needs. */
export const preguntaVacia = (): PreguntaForm => ({
  clave: nuevaClave(),
  descripcion: '',
  respuestas: Array.from({ length: L.respuestasMin }, respuestaVacia),
});

export const evaluacionVacia = (): ValoresEvaluacion => ({
  curso: '',
  codigo: '',
  nombre: '',
  descripcion: '',
  puntajeMinimo: 0,
  puntajeTocado: false,
  colorFondoTarjeta: '',
  preguntas: [],
  ...ajustesPorDefecto(),
});

export function valoresDeEvaluacion(e: EvaluacionEdicion): ValoresEvaluacion {
  const preguntas = [...e.preguntas]
    .sort((a, b) => a.indice - b.indice)
    .map((p) => ({
      clave: nuevaClave(),
      descripcion: p.descripcion,
      respuestas: [...p.respuestas]
        .sort((a, b) => a.label - b.label)
        .map((r) => ({ clave: nuevaClave(), texto: r.texto, isCorrecta: r.isCorrecta })),
    }));
  return {
    curso: e.curso._id,
    codigo: e.codigo,
    nombre: e.nombre,
    descripcion: e.descripcion,
    puntajeMinimo: limitarPuntaje(e.puntajeMinimo, preguntas.length),
    // A stored value other than the question count was chosen on purpose: keep it.
    puntajeTocado: e.puntajeMinimo !== preguntas.length,
    colorFondoTarjeta: e.colorFondoTarjeta,
    preguntas,
    ...ajustesDe(e),
  };
}

/** An integer from 0 to the number of questions. */
export function limitarPuntaje(valor: number, preguntas: number): number {
  if (!Number.isFinite(valor)) return preguntas;
  return Math.max(0, Math.min(preguntas, Math.round(valor)));
}

/** Slider or number input moved: both show this one value. */
export function conPuntaje(v: ValoresEvaluacion, valor: number): ValoresEvaluacion {
  return {
    ...v,
    puntajeMinimo: limitarPuntaje(valor, v.preguntas.length),
    puntajeTocado: true,
  };
}

/** Questions changed: the default follows their count; a chosen value is only clamped. */
export function conPreguntas(v: ValoresEvaluacion, preguntas: PreguntaForm[]): ValoresEvaluacion {
  const n = preguntas.length;
  const puntajeMinimo = v.puntajeTocado ? limitarPuntaje(v.puntajeMinimo, n) : n;
  return { ...v, preguntas, puntajeMinimo };
}

export const agregarPregunta = (v: ValoresEvaluacion): ValoresEvaluacion =>
  conPreguntas(v, [...v.preguntas, preguntaVacia()]);

export const quitarPregunta = (v: ValoresEvaluacion, i: number): ValoresEvaluacion =>
  conPreguntas(
    v,
    v.preguntas.filter((_, k) => k !== i),
  );

/** Replaces question i (its text or its answers). */
export function cambiarPregunta(
  v: ValoresEvaluacion,
  i: number,
  pregunta: PreguntaForm,
): ValoresEvaluacion {
  return { ...v, preguntas: v.preguntas.map((p, k) => (k === i ? pregunta : p)) };
}

/** The body both create and update send (update adds `_id`). */
export function cuerpoEvaluacion(v: ValoresEvaluacion): CuerpoEvaluacion {
  const cuerpo: CuerpoEvaluacion = {
    curso: v.curso,
    codigo: v.codigo.trim(),
    nombre: v.nombre.trim(),
    descripcion: v.descripcion.trim(),
    puntajeMinimo: limitarPuntaje(v.puntajeMinimo, v.preguntas.length),
    ...cuerpoAjustes(v),
    preguntas: v.preguntas.map((p) => ({
      descripcion: p.descripcion.trim(),
      respuestas: p.respuestas.map((r) => ({ texto: r.texto.trim(), isCorrecta: r.isCorrecta })),
    })),
  };
  if (v.colorFondoTarjeta !== '') cuerpo.colorFondoTarjeta = v.colorFondoTarjeta;
  return cuerpo;
}

/** The save-time rules of spec 5 about the questions as a whole, by question number. */
export interface ProblemasPreguntas {
  /** 'No hay preguntas para esta evaluación, agregue al menos 1'. */
  sinPreguntas: boolean;
  /** 'Las siguientes preguntas no tienen respuesta correcta:' and these numbers (from 1). */
  sinCorrecta: number[];
  /** Questions with fewer than two answers. */
  pocasRespuestas: number[];
}

export function problemasPreguntas(v: Pick<ValoresEvaluacion, 'preguntas'>): ProblemasPreguntas {
  const numeros = (falla: (p: PreguntaForm) => boolean) =>
    v.preguntas.flatMap((p, i) => (falla(p) ? [i + 1] : []));
  return {
    sinPreguntas: v.preguntas.length === 0,
    sinCorrecta: numeros((p) => !p.respuestas.some((r) => r.isCorrecta)),
    pocasRespuestas: numeros((p) => p.respuestas.length < L.respuestasMin),
  };
}

export const hayProblemas = (p: ProblemasPreguntas): boolean =>
  p.sinPreguntas || p.sinCorrecta.length > 0 || p.pocasRespuestas.length > 0;

/**
 * Field errors by path ('codigo', 'preguntas.0.descripcion', 'preguntas.0.respuestas.1.texto'):
 * the server's own schema on the body, plus the course (required) and the score range.
 */
export function validarEvaluacion(v: ValoresEvaluacion): ErroresFormulario {
  const errores = erroresDeZod(
    evaluacionEntradaSchema.superRefine(reglasAjustesIntentos).safeParse(cuerpoEvaluacion(v)),
  );
  if (v.curso === '') errores.curso = V.requerido;
  if (v.puntajeMinimo < 0 || v.puntajeMinimo > v.preguntas.length) {
    errores.puntajeMinimo = M.puntajeMinimo;
  }
  return errores;
}

/** i18n key of an evaluation message (shared Spanish text), so it shows in the chosen language. */
export function claveMensajeEvaluacion(mensaje: string) {
  const entrada = Object.entries(M).find(([, texto]) => texto === mensaje);
  return entrada ? (`evaluaciones.mensajes.${entrada[0] as keyof typeof M}` as const) : null;
}

/** The lines the form shows for the question problems, in the given language's texts. */
export function textosProblemas(
  p: ProblemasPreguntas,
  textos: Record<'sinPreguntas' | 'sinCorrecta' | 'pocasRespuestas', string>,
): string[] {
  const lineas: string[] = [];
  if (p.sinPreguntas) lineas.push(textos.sinPreguntas);
  if (p.sinCorrecta.length > 0) lineas.push(`${textos.sinCorrecta} ${p.sinCorrecta.join(', ')}`);
  if (p.pocasRespuestas.length > 0) {
    lineas.push(`${textos.pocasRespuestas} ${p.pocasRespuestas.join(', ')}`);
  }
  return lineas;
}
