import { createSlice, isRejectedWithValue, type PayloadAction } from '@reduxjs/toolkit';
import type { Conexion } from '@shared/bridge';
import { esApiFailure } from '../../app/apiError';
import { conexionPerdida, conexionRecuperada, esSinConexion } from '../offline';

/**
 * How the desktop app reaches its platform server, as the frame shows it: the mode and
 * address main reported last (polled every 15 s), and whether the server is reachable —
 * from main's /health checks and, at once, from any API call that found no server.
 */
export interface ConexionState {
  /** Null until main answered once (the web never asks: it has no mode to show). */
  modo: Conexion['modo'] | null;
  urlCentro: string | null;
  enLinea: boolean;
}

const initialState: ConexionState = { modo: null, urlCentro: null, enLinea: true };

const conexionSlice = createSlice({
  name: 'conexion',
  initialState,
  reducers: {
    conexionLeida(state, action: PayloadAction<Conexion>) {
      const { modo, urlCentro, enLinea } = action.payload;
      // Only a centre is really checked by main (/health); in local mode its "online" is an
      // assumption, and what the API calls found is worth more.
      return { modo, urlCentro, enLinea: modo === 'centro' ? enLinea : state.enLinea };
    },
  },
  extraReducers: (builder) => {
    // The offline layer sees every API call first: its verdict is the freshest there is.
    builder.addCase(conexionPerdida, (state) => {
      state.enLinea = false;
    });
    builder.addCase(conexionRecuperada, (state) => {
      state.enLinea = true;
    });
    // Calls outside RTK Query (login, logout…) reject with the same ApiFailure shape.
    builder.addMatcher(isRejectedWithValue, (state, action) => {
      if (esApiFailure(action.payload) && esSinConexion(action.payload)) state.enLinea = false;
    });
  },
});

export const { conexionLeida } = conexionSlice.actions;
export const conexionReducer = conexionSlice.reducer;

export interface ConexionRoot {
  conexion: ConexionState;
}
export const selectEstadoConexion = (state: ConexionRoot): ConexionState => state.conexion;
