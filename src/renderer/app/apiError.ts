import { isAxiosError } from 'axios';
import { esApiError, type ApiErrorBody } from '@shared/api';
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

export function aApiFailure(error: unknown): ApiFailure {
  if (esApiFailure(error)) return error;
  if (isAxiosError(error)) {
    if (error.code === 'ERR_CANCELED') {
      return falla(0, CODIGOS_CLIENTE.cancelada, i18n.t('errores.red.cancelada'));
    }
    const respuesta = error.response;
    if (!respuesta) {
      return falla(0, CODIGOS_CLIENTE.sinConexion, i18n.t('errores.red.sinConexion'));
    }
    if (esApiError(respuesta.data)) {
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
  return typeof candidato.status === 'number' && esApiError(candidato.data);
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
