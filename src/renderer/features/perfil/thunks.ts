import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RouteResponse, Routes } from '@shared/api';
import { aApiFailure, type ApiFailure } from '../../app/apiError';
import type { AppDeps } from '../../app/deps';
import { routeRequest } from '../../app/routeRequest';
import type { RootState } from '../../app/store';
import { recargarUsuario, selectToken } from '../auth';
import { httpArchivos } from '../../app/httpArchivos';

/** Uploads can be slow on a learner's connection: longer than the JSON calls' timeout. */
const TIMEOUT_SUBIDA_MS = 120_000;

export type ResultadoSubida =
  | { ok: true; respuesta: RouteResponse<Routes['usuarios.subirFoto']> }
  | { ok: false; falla: ApiFailure };

/**
 * Uploads the profile photo (multipart field `file`) through the app's axios instance with
 * the session's bearer token, reporting progress 0–100; then reloads the user (new `foto`).
 * A plain thunk: the progress callback must not travel inside a Redux action.
 */
export const subirFoto =
  (
    archivo: File,
    onProgreso: (porcentaje: number) => void,
  ): ThunkAction<Promise<ResultadoSubida>, RootState, AppDeps, UnknownAction> =>
  async (dispatch, getState, extra) => {
    const { url, method } = routeRequest('usuarios.subirFoto');
    const datos = new FormData();
    datos.append('file', archivo, archivo.name);
    const token = selectToken(getState());
    try {
      // axios is fetched with the first transfer (issue 18); a failure is the call's failure.
      const http = await httpArchivos(extra);
      const respuesta = await http.request<RouteResponse<Routes['usuarios.subirFoto']>>({
        url,
        method,
        data: datos,
        timeout: TIMEOUT_SUBIDA_MS,
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
        onUploadProgress: (e) => {
          if (e.total) onProgreso(Math.round((e.loaded / e.total) * 100));
        },
      });
      await dispatch(recargarUsuario());
      return { ok: true, respuesta: respuesta.data };
    } catch (error) {
      return { ok: false, falla: aApiFailure(error) };
    }
  };
