import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { esApiError } from '@shared/api';
import { isAxiosError } from 'axios';
import { aApiFailure, type ApiFailure } from '../../app/apiError';
import type { AppDeps } from '../../app/deps';
import type { RouteRequest } from '../../app/routeRequest';
import type { RootState } from '../../app/store';
import { guardarArchivo } from '../../platform/guardarArchivo';
import { selectToken } from '../auth';
import { httpArchivos } from '../../app/httpArchivos';

const TIPO_CSV = 'text/csv';

/** The export of 100,000 users streams for a while: no fixed timeout cuts it short. */
const SIN_LIMITE = 0;

/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` when present (it
 * keeps the tildes), else the plain `filename`, else the caller's default.
 */
export function nombreDeDisposicion(cabecera: unknown, porDefecto: string): string {
  if (typeof cabecera !== 'string') return porDefecto;
  const extendido = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(cabecera)?.[1];
  if (extendido) {
    try {
      return decodeURIComponent(extendido.trim());
    } catch {
      // A malformed escape: the plain name below still works.
    }
  }
  const simple = /filename\s*=\s*"?([^";]+)"?/i.exec(cabecera)?.[1]?.trim();
  return simple && simple !== '' ? simple : porDefecto;
}

/** A failed file request's body arrives as a Blob: read the server's JSON error out of it. */
async function fallaDeDescarga(error: unknown): Promise<ApiFailure> {
  if (isAxiosError(error) && error.response?.data instanceof Blob) {
    try {
      const cuerpo: unknown = JSON.parse(await error.response.data.text());
      if (esApiError(cuerpo)) return { status: error.response.status, data: cuerpo };
    } catch {
      // Not JSON (a proxy page): the generic explanation below.
    }
  }
  return aApiFailure(error);
}

export type ResultadoDescarga = { ok: true } | { ok: false; falla: ApiFailure };

/** Where the bytes go: the platform's save (a test hands in a recorder). */
export type Guardar = (nombre: string, datos: Blob, tipo: string) => Promise<unknown>;

/**
 * Fetches a file route (plantilla, informe de errores, credenciales, exportación) with the
 * session's bearer token, and saves it under the name the server gives. The routes need
 * the token, so a plain link or `fetch` with cookies cannot fetch them.
 */
export const descargarCsv =
  (
    request: RouteRequest,
    nombrePorDefecto: string,
    guardar: Guardar = guardarArchivo,
  ): ThunkAction<Promise<ResultadoDescarga>, RootState, AppDeps, UnknownAction> =>
  async (_dispatch, getState, extra) => {
    const token = selectToken(getState());
    try {
      // axios is fetched with the first transfer (issue 18); a failure is the call's failure.
      const http = await httpArchivos(extra);
      const respuesta = await http.request<Blob>({
        url: request.url,
        method: request.method,
        data: request.data,
        responseType: 'blob',
        timeout: SIN_LIMITE,
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      });
      const nombre = nombreDeDisposicion(
        respuesta.headers['content-disposition'],
        nombrePorDefecto,
      );
      await guardar(nombre, respuesta.data, TIPO_CSV);
      return { ok: true };
    } catch (error) {
      return { ok: false, falla: await fallaDeDescarga(error) };
    }
  };
