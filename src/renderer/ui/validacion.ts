import { MENSAJES_VALIDACION } from '@shared/api/mensajes';

/** A form's errors: field path ("customData.municipio.nombre") → Spanish message. */
export type ErroresFormulario = Record<string, string>;

/** The part of zod's safeParse result the forms read (kept structural: no zod import). */
interface ResultadoValidacion {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/**
 * The first message per field of a zod result. Forms validate with the server's own schemas
 * (src/shared/api), so the messages are the ones the server would answer (spec 5).
 */
export function erroresDeZod(resultado: ResultadoValidacion): ErroresFormulario {
  const errores: ErroresFormulario = {};
  if (resultado.success || !resultado.error) return errores;
  for (const issue of resultado.error.issues) {
    const campo = issue.path.map(String).join('.');
    errores[campo] ??= issue.message;
  }
  return errores;
}

export type ClaveValidacion = keyof typeof MENSAJES_VALIDACION;

/**
 * The i18n key of a shared Spanish message, so the form shows it in the chosen language;
 * null for a message the shared catalogue does not have (shown as it came).
 */
export function claveDeMensaje(mensaje: string): `validacion.${ClaveValidacion}` | null {
  const entrada = Object.entries(MENSAJES_VALIDACION).find(([, texto]) => texto === mensaje);
  return entrada ? (`validacion.${entrada[0] as ClaveValidacion}` as const) : null;
}

/**
 * Errors keyed by form field: the API nests some fields in customData
 * ("customData.municipio.nombre" → "municipio"); forms have them flat.
 */
export function erroresPorCampo(errores: ErroresFormulario): ErroresFormulario {
  const planos: ErroresFormulario = {};
  for (const [ruta, mensaje] of Object.entries(errores)) {
    const partes = ruta.split('.');
    const campo = partes[0] === 'customData' && partes[1] ? partes[1] : (partes[0] ?? ruta);
    planos[campo] ??= mensaje;
  }
  return planos;
}
