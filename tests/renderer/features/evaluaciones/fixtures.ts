import type { Evaluacion, EvaluacionParaRendir, Retroalimentacion } from '@shared/api';
import { PERMISOS_ESTUDIANTE, matrizPermisos } from '@shared/domain/permisos';
import type { RolSesion } from '../../../../src/renderer/features/evaluaciones/tarjetas';

export const estudiante: RolSesion = {
  nombre: 'Estudiante',
  permisos: PERMISOS_ESTUDIANTE,
  omitirOrden: false,
};
export const admin: RolSesion = { nombre: 'ADMINISTRADOR', permisos: [], omitirOrden: false };
export const tutor: RolSesion = {
  nombre: 'Tutor',
  permisos: matrizPermisos((v, op) => v === 'evaluaciones' && op === 'consultar'),
  omitirOrden: true,
};

export function evaluacion(cambios: Partial<Evaluacion> = {}): Evaluacion {
  return {
    _id: 'e1',
    id: 'e1',
    codigo: 'EV-ALF',
    nombre: 'Evaluación final',
    descripcion: 'Diez preguntas',
    curso: { _id: 'c1', codigo: 'ALF01', nombre: 'Alfabetización digital' },
    puntajeMinimo: 2,
    numPreguntas: 2,
    estado: true,
    colorFondoTarjeta: '#78A2EE',
    progress: 100,
    porcentaje: null,
    aprobado: false,
    aprobada: false,
    fallido: false,
    accesoBloqueado: false,
    intentos: 0,
    ultimoIntento: null,
    proximoIntentoEn: null,
    mostrarRespuestas: 'alAprobar',
    intentosPermitidos: null,
    esperaMinutos: 10,
    barajarPreguntas: true,
    barajarRespuestas: true,
    preguntasPorIntento: null,
    ...cambios,
  };
}

/** Two questions: p1 (answers a1, a2), p2 (answers b1, b2, b3), given out of order. */
export function paraRendir(): EvaluacionParaRendir {
  return {
    ...evaluacion(),
    preguntas: [
      {
        _id: 'p2',
        nombre: '2',
        descripcion: '¿Cuáles son navegadores?',
        indice: 1,
        respuestas: [
          { _id: 'b3', texto: 'Excel', label: 3 },
          { _id: 'b1', texto: 'Firefox', label: 1 },
          { _id: 'b2', texto: 'Chromium', label: 2 },
        ],
      },
      {
        _id: 'p1',
        nombre: '1',
        descripcion: '¿Qué es un correo?',
        indice: 0,
        respuestas: [
          { _id: 'a1', texto: 'Un mensaje', label: 1 },
          { _id: 'a2', texto: 'Un virus', label: 2 },
        ],
      },
    ],
  };
}

export function retroalimentacion(): Retroalimentacion {
  return {
    intentoId: 'i1',
    fecha: '2026-11-20T10:00:00.000Z',
    puntaje: 50,
    aprobado: false,
    respuestasVisibles: true,
    mostrarRespuestas: 'alAprobar',
    preguntas: [
      {
        indice: 1,
        descripcion: '¿Cuáles son navegadores?',
        correcta: false,
        correctLabel: 1,
        respuestas: [
          { label: 1, texto: 'Firefox', isCorrecta: true, fueSeleccionada: true },
          { label: 2, texto: 'Chromium', isCorrecta: true, fueSeleccionada: false },
          { label: 3, texto: 'Excel', isCorrecta: false, fueSeleccionada: true },
        ],
      },
      {
        indice: 0,
        descripcion: '¿Qué es un correo?',
        correcta: true,
        correctLabel: 1,
        respuestas: [
          { label: 1, texto: 'Un mensaje', isCorrecta: true, fueSeleccionada: true },
          { label: 2, texto: 'Un virus', isCorrecta: false, fueSeleccionada: false },
        ],
      },
    ],
  };
}

/**
 * The same attempt as a learner gets it before the policy shows the answers: right or
 * wrong and what was ticked, no `correctLabel`, no `isCorrecta`.
 */
export function retroalimentacionSinClave(): Retroalimentacion {
  const r = retroalimentacion();
  return {
    ...r,
    respuestasVisibles: false,
    preguntas: r.preguntas.map((p) => ({
      indice: p.indice,
      descripcion: p.descripcion,
      correcta: p.correcta,
      respuestas: p.respuestas.map((x) => ({
        label: x.label,
        texto: x.texto,
        fueSeleccionada: x.fueSeleccionada,
      })),
    })),
  };
}
