/** Course rules of spec sections 4, 5 and 9, shared by server and client. */

import { textoLegible } from './contraste';

/** The six card colours, in cycle order (spec 9). */
export const COLORES_TARJETA = [
  '#F7AB0F',
  '#F9D110',
  '#FBDD7B',
  '#78A2EE',
  '#B7CDF1',
  '#172559',
] as const;
export const TEXTO_OSCURO = '#172559';
export const TEXTO_CLARO = '#FFFFFF';

/** The colour a new course gets: the next in the cycle after the courses that exist. */
export function colorDeTarjeta(indice: number): string {
  const n = COLORES_TARJETA.length;
  return COLORES_TARJETA[((indice % n) + n) % n] ?? COLORES_TARJETA[0];
}

/**
 * The spec's dark `#172559` or white, whichever contrasts more with the background: dark on
 * five of the six cycle colours (7.5:1 on `#F7AB0F`, 9.8:1 on `#F9D110`, 5.7:1 on `#78A2EE`),
 * white on `#172559` (14.5:1). The spec's white on the amber and blues read below 4.5:1
 * (docs/accesibilidad.md).
 */
export function colorDeTexto(fondo: string): string {
  return textoLegible(fondo, [TEXTO_OSCURO, TEXTO_CLARO]);
}

export const LIMITES_CURSO = {
  codigoMax: 50,
  nombreMax: 50,
  descripcionMax: 500,
  /** Rich HTML fields (descripcion2, objetivos, metodologia). */
  htmlMax: 100_000,
  subtituloMax: 200,
  /** Background image (spec 9). */
  imagenFondoBytes: 10 * 1024 * 1024,
  logoBytes: 2 * 1024 * 1024,
  adjuntoBytes: 50 * 1024 * 1024,
} as const;

export const MENSAJES_CURSO = {
  nombreMax: 'El nombre debe tener menos de 50 caracteres',
  descripcionMax: 'La descripción debe tener menos de 500 caracteres',
  noEncontrado: 'Error Curso no encontrado',
  sinAcceso: 'No tienes acceso a este curso',
  sinArchivo: 'No has seleccionado ningún archivo',
} as const;

/** How long an unlock request waits before it is approved (spec 4: "about 1 minute"). */
export const DEMORA_DESBLOQUEO_MS = 60_000;
