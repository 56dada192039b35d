import type { CambioPreferencias, Preferencias } from '@shared/api';
import { IDIOMA_INTERFAZ_PREDETERMINADO } from '@shared/domain/idiomas';
import i18n from '../../i18n';
import { aApiFailure } from '../../app/apiError';
import { createAppAsyncThunk } from '../../app/thunk';
import { cambiarAjustesVisuales, AJUSTES_NORMALES } from './ajustesVisuales';
import { preferenciasApi } from './api';

/**
 * Counts the user's own changes, so a stored choice that arrives after the user already
 * picked something on this screen does not undo their pick.
 */
let cambiosPropios = 0;

/** Applies a change of language or display at once, on this screen only. */
export function aplicarPreferencias({ idioma, ...visuales }: CambioPreferencias): void {
  if (idioma && idioma !== i18n.language) void i18n.changeLanguage(idioma);
  const definidos = Object.fromEntries(
    Object.entries(visuales).filter(([, valor]) => typeof valor === 'boolean'),
  );
  cambiarAjustesVisuales(definidos);
}

/** What a shared PC shows the next person: Spanish, normal text and contrast. */
export function restablecerPreferencias(): void {
  aplicarPreferencias({ idioma: IDIOMA_INTERFAZ_PREDETERMINADO, ...AJUSTES_NORMALES });
}

/** The stored choices as a change: those never chosen (null) leave the screen as it is. */
function comoCambio(p: Preferencias): CambioPreferencias {
  return {
    ...(p.idioma !== null ? { idioma: p.idioma } : {}),
    ...(p.textoGrande !== null ? { textoGrande: p.textoGrande } : {}),
    ...(p.altoContraste !== null ? { altoContraste: p.altoContraste } : {}),
  };
}

/** After login (or a restored session): the user's stored choices replace the device's. */
export const cargarPreferencias = createAppAsyncThunk(
  'preferencias/cargar',
  async (_: undefined, { dispatch }): Promise<void> => {
    const antes = cambiosPropios;
    const respuesta = await dispatch(
      preferenciasApi.endpoints.leerPreferencias.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    // Unreadable (offline without a cached copy…): the device's choice stays, harmlessly.
    if (!respuesta.data || antes !== cambiosPropios) return;
    aplicarPreferencias(comoCambio(respuesta.data));
  },
);

/** The user's own change: applied now; saved on the server when someone is signed in. */
export const cambiarPreferencias = createAppAsyncThunk(
  'preferencias/cambiar',
  async (cambio: CambioPreferencias, { dispatch, getState, rejectWithValue }) => {
    cambiosPropios += 1;
    aplicarPreferencias(cambio);
    if (getState().session.estado !== 'activa') return;
    const respuesta = await dispatch(
      preferenciasApi.endpoints.guardarPreferencias.initiate(cambio, { track: false }),
    );
    if (respuesta.error) return rejectWithValue(aApiFailure(respuesta.error));
  },
);
