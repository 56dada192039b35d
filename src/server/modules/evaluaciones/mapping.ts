import type { Evaluacion, EvaluacionEdicion, EvaluacionParaRendir } from '@shared/api/evaluaciones';
import { MOSTRAR_RESPUESTAS, type MostrarRespuestas } from '@shared/domain/evaluaciones';
import type { EstadoLlamante } from './repositoryEstado';
import type { DatosEvaluacion, FilaEvaluacion, FilaPregunta } from './repository';

type ColumnasAjustes =
  | 'mostrar_respuestas'
  | 'intentos_permitidos'
  | 'espera_minutos'
  | 'barajar_preguntas'
  | 'barajar_respuestas'
  | 'preguntas_por_intento';

/** The attempt settings of the API (or the defaults) → their stored columns. */
export function ajustesAFila(a: {
  mostrarRespuestas: MostrarRespuestas;
  intentosPermitidos: number | null;
  esperaMinutos: number;
  barajarPreguntas: boolean;
  barajarRespuestas: boolean;
  preguntasPorIntento: number | null;
}): Pick<DatosEvaluacion, ColumnasAjustes> {
  return {
    mostrar_respuestas: a.mostrarRespuestas,
    intentos_permitidos: a.intentosPermitidos,
    espera_minutos: a.esperaMinutos,
    barajar_preguntas: a.barajarPreguntas ? 1 : 0,
    barajar_respuestas: a.barajarRespuestas ? 1 : 0,
    preguntas_por_intento: a.preguntasPorIntento,
  };
}

/** The stored policy; an unknown text (never written by this code) reads as the default. */
export function politicaDe(fila: Pick<FilaEvaluacion, 'mostrar_respuestas'>): MostrarRespuestas {
  const valor = fila.mostrar_respuestas;
  return (MOSTRAR_RESPUESTAS as readonly string[]).includes(valor)
    ? (valor as MostrarRespuestas)
    : 'alAprobar';
}

/** An evaluation row and the caller's state → the card's entity (spec 3, Evaluation). */
export function aEvaluacion(
  fila: FilaEvaluacion,
  numPreguntas: number,
  estado: EstadoLlamante,
): Evaluacion {
  return {
    _id: fila.id,
    id: fila.id,
    codigo: fila.codigo,
    nombre: fila.nombre,
    descripcion: fila.descripcion,
    curso: { _id: fila.curso_id, codigo: fila.curso_codigo, nombre: fila.curso_nombre },
    puntajeMinimo: fila.puntaje_minimo,
    numPreguntas,
    estado: fila.estado === 1,
    colorFondoTarjeta: fila.color_fondo_tarjeta,
    progress: Math.min(100, estado.progress),
    porcentaje: estado.porcentaje,
    aprobado: estado.aprobado,
    aprobada: estado.aprobado,
    fallido: estado.fallido,
    accesoBloqueado: estado.accesoBloqueado,
    intentos: estado.intentos,
    ultimoIntento: estado.ultimoIntento,
    proximoIntentoEn: estado.proximoIntentoEn,
    mostrarRespuestas: politicaDe(fila),
    intentosPermitidos: fila.intentos_permitidos,
    esperaMinutos: Number(fila.espera_minutos),
    barajarPreguntas: fila.barajar_preguntas === 1,
    barajarRespuestas: fila.barajar_respuestas === 1,
    preguntasPorIntento: fila.preguntas_por_intento,
  };
}

/** Label of the first correct answer (spec 3: Question.respuestaCorrecta). */
export function etiquetaCorrecta(p: FilaPregunta): number | null {
  return p.respuestas.find((r) => r.esCorrecta)?.label ?? null;
}

/** The editors' copy: every answer with its key. */
export function aEdicion(
  fila: FilaEvaluacion,
  preguntas: readonly FilaPregunta[],
  estado: EstadoLlamante,
): EvaluacionEdicion {
  return {
    ...aEvaluacion(fila, preguntas.length, estado),
    preguntas: preguntas.map((p) => ({
      _id: p.id,
      nombre: String(p.indice),
      descripcion: p.descripcion,
      indice: p.indice,
      respuestas: p.respuestas.map((r) => ({
        _id: r.id,
        texto: r.texto,
        label: r.label,
        isCorrecta: r.esCorrecta,
      })),
      respuestaCorrecta: etiquetaCorrecta(p),
    })),
  };
}

/**
 * The learner's copy: the questions of their draw (already in the drawn order and
 * numbered, `sorteo.ts`). Built field by field without the key (no isCorrecta, no
 * respuestaCorrecta), so nothing depends on the response schema stripping them.
 */
export function aParaRendir(
  fila: FilaEvaluacion,
  preguntas: readonly FilaPregunta[],
  estado: EstadoLlamante,
): EvaluacionParaRendir {
  return {
    ...aEvaluacion(fila, preguntas.length, estado),
    preguntas: preguntas.map((p) => ({
      _id: p.id,
      nombre: String(p.indice),
      descripcion: p.descripcion,
      indice: p.indice,
      respuestas: p.respuestas.map((r) => ({ _id: r.id, texto: r.texto, label: r.label })),
    })),
  };
}
