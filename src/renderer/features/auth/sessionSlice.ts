import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Usuario } from '@shared/api';

/**
 * Who is signed in. `iniciando` lasts from app start until the stored token was checked,
 * so routes never decide "logged out" before the reload of spec 4 finished.
 */
export type EstadoSesion = 'iniciando' | 'anonima' | 'activa';

export interface SessionState {
  estado: EstadoSesion;
  usuario: Usuario | null;
  token: string | null;
  /** Why the session ended without the user asking (e.g. the server rejected the token). */
  aviso: string | null;
}

const initialState: SessionState = { estado: 'iniciando', usuario: null, token: null, aviso: null };

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sesionIniciada(_state, action: PayloadAction<{ usuario: Usuario; token: string }>) {
      return { estado: 'activa', ...action.payload, aviso: null };
    },
    usuarioActualizado(state, action: PayloadAction<Usuario>) {
      state.usuario = action.payload;
    },
    /** The server answered DEBE_CAMBIAR_PASSWORD: an administrator set it meanwhile. */
    cambioPasswordExigido(state) {
      if (state.usuario) state.usuario.debeCambiarPassword = true;
    },
    sesionCerrada() {
      return { ...initialState, estado: 'anonima' };
    },
    sesionExpirada(_state, action: PayloadAction<string>) {
      return { ...initialState, estado: 'anonima', aviso: action.payload };
    },
    avisoDescartado(state) {
      state.aviso = null;
    },
  },
});

export const {
  sesionIniciada,
  usuarioActualizado,
  cambioPasswordExigido,
  sesionCerrada,
  sesionExpirada,
  avisoDescartado,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** Selectors take only the part of the state they read, so they need no store import. */
export interface SessionRoot {
  session: SessionState;
}
export const selectEstadoSesion = (state: SessionRoot): EstadoSesion => state.session.estado;
export const selectSesionActiva = (state: SessionRoot): boolean =>
  state.session.estado === 'activa';
export const selectUsuario = (state: SessionRoot): Usuario | null => state.session.usuario;
export const selectToken = (state: SessionRoot): string | null => state.session.token;
export const selectAvisoSesion = (state: SessionRoot): string | null => state.session.aviso;
