import { isAnyOf } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import { selectToken, selectUsuario, sesionIniciada, type StartSessionListening } from '../auth';
import { comentariosApi } from '../comentarios';
import { offlineActivo } from './estadoConexion';
import {
  conexionRecuperada,
  estadoRecibido,
  sincronizacionSolicitada,
  type OfflineRoot,
} from './offlineSlice';
import { escucharSesionOffline } from './sesionOffline';

/** While items wait in the outbox, a replay is attempted this often (issue 7). */
export const INTERVALO_SINCRONIZACION_MS = 20_000;

/**
 * The outbox's side effects: after sign-in the frame learns how many changes wait; when a
 * call succeeds after an offline period (or the 20 s timer asks), the main process replays
 * the outbox with the session's token and the lists are reloaded, now from the server.
 */
export function escucharSincronizacion(startListening: StartSessionListening): void {
  // One replay at a time: a second request during a run would only repeat it.
  let enCurso = false;

  // The session kept for an offline cold start, and its check once the server answers.
  escucharSesionOffline(startListening);

  startListening({
    actionCreator: sesionIniciada,
    effect: async (action, { dispatch, extra }) => {
      if (!offlineActivo(extra.platform)) return;
      const usuarioId = action.payload.usuario._id;
      const estado = await extra.platform.offline.estado({ usuarioId }).catch(() => null);
      if (!estado) return;
      dispatch(estadoRecibido(estado));
      if (estado.pendientes > 0) dispatch(sincronizacionSolicitada());
    },
  });

  startListening({
    matcher: isAnyOf(conexionRecuperada, sincronizacionSolicitada),
    effect: async (_action, { dispatch, getState, extra }) => {
      const usuario = selectUsuario(getState());
      const token = selectToken(getState());
      if (enCurso || !usuario || !token || !offlineActivo(extra.platform)) return;
      enCurso = true;
      try {
        const anterior = (getState() as unknown as OfflineRoot).offline.estado;
        if (anterior) dispatch(estadoRecibido({ ...anterior, sincronizando: true }));
        const estado = await extra.platform.offline.sincronizar({ usuarioId: usuario._id, token });
        // The learner may have left while the replay ran: their count is not the next one's.
        if (selectUsuario(getState())?._id !== usuario._id) return;
        dispatch(estadoRecibido(estado));
        dispatch(api.util.invalidateTags(['Cursos', 'Curso', 'Multimedias', 'Evaluaciones']));
        dispatch(comentariosApi.util.invalidateTags(['Comentarios']));
      } catch (error) {
        console.warn('No se pudieron enviar los cambios pendientes', error);
        const anterior = (getState() as unknown as OfflineRoot).offline.estado;
        if (anterior) dispatch(estadoRecibido({ ...anterior, sincronizando: false }));
      } finally {
        enCurso = false;
      }
    },
  });
}
