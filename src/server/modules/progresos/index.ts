/** Front door of the progress module; it owns `progresos` and `progreso_reportes`. */
export { progresosHandlers, MENSAJES_PROGRESO } from './handlers';
export { limiteProgreso } from './limite';
export { ProgresosRepository } from './repository';
export type { LimiteProgreso } from './limite';
