import { z } from 'zod';

/**
 * Error codes the API answers with, each with its HTTP status and default Spanish
 * message (spec section 8 where it has one). Bodies are `{ ok: false, error, code, fields? }`.
 */
export const ERRORES = {
  VALIDACION: { status: 400, mensaje: 'Los datos enviados no son válidos.' },
  NO_AUTENTICADO: { status: 401, mensaje: 'No se ha iniciado sesión.' },
  CREDENCIALES_INVALIDAS: { status: 401, mensaje: 'Usuario o contraseña incorrectos.' },
  TOKEN_INVALIDO: {
    status: 401,
    mensaje: 'La sesión expiró o no es válida. Inicia sesión de nuevo.',
  },
  SIN_PERMISO: { status: 403, mensaje: 'Error no tiene permisos suficientes' },
  /** Forbidden whatever the permissions: deleting yourself, editing ADMINISTRADOR… */
  ACCION_NO_PERMITIDA: { status: 403, mensaje: 'Esta acción no está permitida.' },
  /** Sequential access: the previous lesson is not finished (the message names it). */
  LECCION_BLOQUEADA: {
    status: 403,
    mensaje: 'Debes completar el multimedia anterior antes de acceder a este',
  },
  /** An evaluation opens once the learner's course progress is 100 % (spec 4). */
  EVALUACION_BLOQUEADA: {
    status: 403,
    mensaje: 'Debes completar el curso antes de acceder a esta evaluación.',
  },
  /** The certificate needs an approved evaluation (spec 4, certificate guard). */
  SIN_APROBACION: { status: 403, mensaje: 'Aún no has aprobado ninguna evaluación.' },
  /** Profile and change-password: the current password did not match. */
  CONTRASENA_ACTUAL_INVALIDA: { status: 400, mensaje: 'Contraseña actual invalida' },
  /** A one-time link (email verification) that is unknown, used or expired. */
  ENLACE_INVALIDO: {
    status: 400,
    mensaje: 'El enlace de verificación no es válido o ya expiró.',
  },
  USUARIO_INACTIVO: {
    status: 403,
    mensaje: 'Tu usuario está inactivo. Comunícate con el administrador del centro.',
  },
  EMAIL_NO_VERIFICADO: {
    status: 403,
    mensaje: 'Falta poco! Confirma tu email con el enlace que te enviamos para poder ingresar.',
  },
  /** An account made with a generated password (import): it must be changed first. */
  DEBE_CAMBIAR_PASSWORD: {
    status: 403,
    mensaje: 'Debe cambiar su contraseña antes de continuar.',
  },
  NO_ENCONTRADO: { status: 404, mensaje: 'Recurso no encontrado.' },
  CONFLICTO: { status: 409, mensaje: 'El recurso ya existe.' },
  /** The evaluation's allowed attempts are used up (docs/evaluaciones.md). */
  SIN_INTENTOS: { status: 409, mensaje: 'Ya usaste todos los intentos de esta evaluación.' },
  /** The minimum wait between attempts has not passed (with Retry-After). */
  ESPERA_ENTRE_INTENTOS: {
    status: 429,
    mensaje: 'Aún no puedes presentar de nuevo esta evaluación.',
  },
  DEMASIADO_GRANDE: { status: 413, mensaje: 'La solicitud es demasiado grande.' },
  /** A path parameter longer than the router accepts (an id is at most 64 characters). */
  URL_DEMASIADO_LARGA: { status: 414, mensaje: 'La dirección solicitada es demasiado larga.' },
  /** Request line and headers over Node's limit (16 KB), refused before any route runs. */
  SOLICITUD_DEMASIADO_LARGA: {
    status: 431,
    mensaje: 'La dirección o las cabeceras de la solicitud son demasiado largas.',
  },
  TIEMPO_AGOTADO: { status: 408, mensaje: 'La solicitud tardó demasiado en llegar.' },
  TIPO_NO_SOPORTADO: { status: 415, mensaje: 'Tipo de contenido no soportado.' },
  DEMASIADAS_SOLICITUDES: {
    status: 429,
    mensaje: 'Demasiados intentos. Espera un momento antes de volver a intentarlo.',
  },
  ERROR_INTERNO: {
    status: 500,
    mensaje: 'Ocurrió un error inesperado en el servidor. Contacte a soporte tecnico.',
  },
  NO_DISPONIBLE: { status: 503, mensaje: 'El servidor no está disponible en este momento.' },
} as const satisfies Record<string, { status: number; mensaje: string }>;

export type CodigoError = keyof typeof ERRORES;

export const apiErrorSchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export function esApiError(value: unknown): value is ApiErrorBody {
  return apiErrorSchema.safeParse(value).success;
}
