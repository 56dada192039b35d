import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { routes, type RouteResponse, type Routes } from '@shared/api';
import { selectToken } from '../auth';
import { aApiFailure, type ApiFailure } from '../../app/apiError';
import type { AppDeps } from '../../app/deps';
import type { RootState } from '../../app/store';
import { httpArchivos } from '../../app/httpArchivos';

/** Multipart routes the renderer uploads to (field `file`, sent last). */
export type RutaSubida =
  'subidas.upload' | 'subidas.uploadmultimedia' | 'cursos.subirAdjunto' | 'importacion.validar';

/** Lesson files may be 2000 MB: no fixed timeout beats a slow connection, so none is set. */
const SIN_LIMITE = 0;

export type ResultadoSubida<K extends RutaSubida> =
  { ok: true; respuesta: RouteResponse<Routes[K]> } | { ok: false; falla: ApiFailure };

/** Percentage 0–100 of an upload progress event, or null when the total is unknown. */
export function porcentajeSubida(cargado: number, total: number | undefined): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((cargado / total) * 100)));
}

/**
 * Uploads one file through the store's axios instance (bearer token, real progress from
 * onUploadProgress). Text fields go first and the file last: the server reads the fields
 * before it streams the file (cursos.subirAdjunto). A plain thunk: the progress callback
 * must not travel inside a Redux action.
 */
export const subirArchivo =
  <K extends RutaSubida>(
    ruta: K,
    archivo: File,
    onProgreso: (porcentaje: number) => void,
    campos: Readonly<Record<string, string>> = {},
    signal?: AbortSignal,
  ): ThunkAction<Promise<ResultadoSubida<K>>, RootState, AppDeps, UnknownAction> =>
  async (_dispatch, getState, extra) => {
    // These routes have no path parameters: the table's path is the URL.
    const { path: url, method } = routes[ruta];
    const datos = new FormData();
    for (const [campo, valor] of Object.entries(campos)) datos.append(campo, valor);
    datos.append('file', archivo, archivo.name);
    const token = selectToken(getState());
    try {
      // axios is fetched with the first transfer (issue 18); a failure is the call's failure.
      const http = await httpArchivos(extra);
      const respuesta = await http.request<RouteResponse<Routes[K]>>({
        url,
        method,
        data: datos,
        timeout: SIN_LIMITE,
        signal,
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
        onUploadProgress: (e) => {
          const p = porcentajeSubida(e.loaded, e.total);
          if (p !== null) onProgreso(p);
        },
      });
      return { ok: true, respuesta: respuesta.data };
    } catch (error) {
      return { ok: false, falla: aApiFailure(error) };
    }
  };
