/**
 * Front door of the evaluations module; it owns `evaluaciones`, `evaluacion_preguntas`,
 * `evaluacion_respuestas`, `intentos_evaluacion` and `sorteos_evaluacion`.
 */
export { evaluacionesHandlers } from './handlers';
export { ajustesAFila } from './mapping';
export { EvaluacionesRepository } from './repository';
