import { ERRORES } from '@shared/api';
import type { ApiErrorBody, CodigoError } from '@shared/api';

/**
 * An error meant for the client: its status and Spanish message come from the shared
 * catalogue unless a more precise message is given. Anything else thrown in a handler is
 * answered as a 500 without details (and logged).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;

  constructor(
    readonly code: CodigoError,
    mensaje?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(mensaje ?? ERRORES[code].mensaje);
    this.status = ERRORES[code].status;
  }

  toBody(): ApiErrorBody {
    return {
      ok: false,
      error: this.message,
      code: this.code,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export function errorBody(code: CodigoError, mensaje?: string): ApiErrorBody {
  return new HttpError(code, mensaje).toBody();
}
