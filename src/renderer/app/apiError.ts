import type { ApiErrorBody } from '@shared/api';
import i18n from '../i18n';
import { codigos } from '../i18n/locales/es/codigos';

/**
 * How every failed API call looks to the renderer: the HTTP status and the server's error
 * body. Status 0 means no answer arrived (network down, timeout, cancelled); its body is
 * then made here with a Spanish message, so callers always have `data.error` to show.
 */
export interface ApiFailure {
  status: number;
  data: ApiErrorBody;
}

/** Client-side codes, for failures the server never answered. */
export const CODIGOS_CLIENTE = {
  sinConexion: 'SIN_CONEXION',
  cancelada: 'CANCELADA',
  respuestaInvalida: 'RESPUESTA_INVALIDA',
} as const;

const esTexto = (valor: unknown): valor is string => typeof valor === 'string';

/** A plain object of texts: the `fields` of an error body (field → message). */
function esTextosPorCampo(valor: unknown): boolean {
  if (typeof valor !== 'object' || valor === null || Array.isArray(valor)) return false;
  const prototipo: unknown = Object.getPrototypeOf(valor);
  if (prototipo !== Object.prototype && prototipo !== null) return false;
  return Object.values(valor).every(esTexto);
}

/**
 * The shared `apiErrorSchema`'s check (`{ ok: false, error, code, fields? }`), written out:
 * every failed call passes here, on the login page too, and the schema would bring zod
 * into the login path (issue 18). tests/renderer/app/apiError.test.ts holds it to the
 * schema's answers.
 */
export function esCuerpoDeError(valor: unknown): valor is ApiErrorBody {
  if (typeof valor !== 'object' || valor === null || Array.isArray(valor)) return false;
  const cuerpo = valor as Record<string, unknown>;
  if (cuerpo.ok !== false || !esTexto(cuerpo.error) || !esTexto(cuerpo.code)) return false;
  return cuerpo.fields === undefined || esTextosPorCampo(cuerpo.fields);
}

function esCodigoTraducido(code: string): code is keyof typeof codigos {
  return Object.hasOwn(codigos, code);
}

/**
 * The text to show for a server error (issue 16): in Spanish the server's own words (the
 * spec's texts, sometimes more precise than the code, e.g. naming the lesson to finish);
 * in any other language the code's translation; an unknown code keeps the server's text.
 */
export function mensajeDeError(cuerpo: ApiErrorBody): string {
  if (i18n.language === 'es' || !esCodigoTraducido(cuerpo.code)) return cuerpo.error;
  return i18n.t(`codigos.${cuerpo.code}`);
}

function falla(status: number, code: string, error: string): ApiFailure {
  return { status, data: { ok: false, error, code } };
}

/**
 * A transport's failure: the app's `fetch` client (clienteHttp.ts) and axios (tests,
 * uploads) both mark theirs `isAxiosError`, which is all axios' own isAxiosError checks;
 * importing that would bring axios into the login path (issue 18).
 */
interface FallaDeTransporte {
  code?: string;
  response?: { status: number; data: unknown };
}

function esFallaDeTransporte(error: unknown): error is FallaDeTransporte {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export function aApiFailure(error: unknown): ApiFailure {
  if (esApiFailure(error)) return error;
  if (esFallaDeTransporte(error)) {
    if (error.code === 'ERR_CANCELED') {
      return falla(0, CODIGOS_CLIENTE.cancelada, i18n.t('errores.red.cancelada'));
    }
    const respuesta = error.response;
    if (!respuesta) {
      return falla(0, CODIGOS_CLIENTE.sinConexion, i18n.t('errores.red.sinConexion'));
    }
    if (esCuerpoDeError(respuesta.data)) {
      // Translated here, where every failed call passes, so each screen shows it as is.
      const data = { ...respuesta.data, error: mensajeDeError(respuesta.data) };
      return { status: respuesta.status, data };
    }
    // A proxy's HTML page or an empty body: keep the status, explain it in Spanish.
    return falla(
      respuesta.status,
      CODIGOS_CLIENTE.respuestaInvalida,
      i18n.t('errores.red.respuestaInvalida', { status: respuesta.status }),
    );
  }
  return falla(0, CODIGOS_CLIENTE.sinConexion, i18n.t('errores.red.sinConexion'));
}

export function esApiFailure(value: unknown): value is ApiFailure {
  if (typeof value !== 'object' || value === null) return false;
  const candidato = value as { status?: unknown; data?: unknown };
  return typeof candidato.status === 'number' && esCuerpoDeError(candidato.data);
}

/**
 * A failure that means "the server cannot be reached": no answer at all (network down,
 * timeout; a cancelled request is not one), or the desktop's local shell server answering
 * 503 NO_DISPONIBLE because the centre server is unreachable.
 */
export function esSinConexion(falla: ApiFailure): boolean {
  if (falla.status === 0) return falla.data.code === CODIGOS_CLIENTE.sinConexion;
  return falla.status === 503 && falla.data.code === 'NO_DISPONIBLE';
}
