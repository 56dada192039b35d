import { isAxiosError } from 'axios';
import { esApiError, type ApiErrorBody } from '@shared/api';
import i18n from '../i18n';

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
    if (esApiError(respuesta.data)) return { status: respuesta.status, data: respuesta.data };
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
