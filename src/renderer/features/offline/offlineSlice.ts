import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EstadoOffline } from '@shared/bridge';
import { sesionCerrada, sesionExpirada } from '../auth';

/**
 * The desktop's connection and outbox as the frame shows them (issue 7, visible sync
 * state). Client state, not server data: whether the last call reached the server, and
 * what the main process said about the user's outbox.
 */
export interface OfflineState {
  /** The last API call found the server unreachable (cleared by the next success). */
  sinConexion: boolean;
  /** The outbox of the signed-in user, as last reported by the main process. */
  estado: EstadoOffline | null;
}

const initialState: OfflineState = { sinConexion: false, estado: null };

const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    conexionPerdida(state) {
      state.sinConexion = true;
    },
    /** A call succeeded after an offline period: the listener replays the outbox. */
    conexionRecuperada(state) {
      state.sinConexion = false;
    },
    estadoRecibido(state, action: PayloadAction<EstadoOffline>) {
      state.estado = action.payload;
    },
    /** Asks the listener for a replay (the 20 s timer, a 'Sincronizar' click). */
    sincronizacionSolicitada() {
      // Handled by the listener; the state changes when the main process answers.
    },
  },
  extraReducers: (builder) => {
    // The next user of the PC must not see the previous one's pending count.
    builder.addCase(sesionCerrada, () => initialState);
    builder.addCase(sesionExpirada, () => initialState);
  },
});

export const { conexionPerdida, conexionRecuperada, estadoRecibido, sincronizacionSolicitada } =
  offlineSlice.actions;
export const offlineReducer = offlineSlice.reducer;

export interface OfflineRoot {
  offline: OfflineState;
}
export const selectSinConexion = (state: OfflineRoot): boolean => state.offline.sinConexion;
export const selectEstadoOffline = (state: OfflineRoot): EstadoOffline | null =>
  state.offline.estado;
