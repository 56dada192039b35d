import type { Conexion } from '@shared/bridge';
import { createAppAsyncThunk } from '../../app/thunk';
import { conexionRecuperada } from '../offline';
import { conexionLeida } from './conexionSlice';

/** How often the frame asks main about the connection (main checks /health as often). */
export const INTERVALO_CONEXION_MS = 15_000;

/**
 * Asks main for the mode and online state. When main's /health check sees the centre again
 * while the offline layer still thinks it is gone, that layer hears it too, so the outbox is
 * replayed without waiting for the learner's next click.
 */
export const leerConexion = createAppAsyncThunk(
  'conexion/leer',
  async (_: undefined, { extra: { platform }, dispatch, getState }): Promise<Conexion | null> => {
    let conexion: Conexion;
    try {
      conexion = await platform.conexion.get();
    } catch (error) {
      console.warn('No se pudo leer el estado de la conexión', error);
      return null;
    }
    dispatch(conexionLeida(conexion));
    const centroDeVuelta = conexion.modo === 'centro' && conexion.enLinea;
    if (centroDeVuelta && getState().offline.sinConexion) dispatch(conexionRecuperada());
    return conexion;
  },
);

function mensajeDe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** 'Probar conexión': main asks <url>/health; a failure is a result to show, not an error. */
export const probarConexion = createAppAsyncThunk(
  'conexion/probar',
  async (urlCentro: string, { extra: { platform } }) => {
    try {
      return await platform.conexion.probar({ urlCentro });
    } catch (error) {
      return { ok: false, mensaje: mensajeDe(error) };
    }
  },
);

export type ResultadoGuardar = { ok: true; conexion: Conexion } | { ok: false; mensaje: string };

/**
 * 'Guardar': main checks a centre again, saves, then restarts the right server and reloads
 * the window on it (this page goes away when the mode or address changed).
 */
export const guardarConexion = createAppAsyncThunk(
  'conexion/guardar',
  async (
    args: { modo: 'local' } | { modo: 'centro'; urlCentro: string },
    { extra: { platform }, dispatch },
  ): Promise<ResultadoGuardar> => {
    try {
      const conexion = await platform.conexion.guardar(args);
      dispatch(conexionLeida(conexion));
      return { ok: true, conexion };
    } catch (error) {
      return { ok: false, mensaje: mensajeDe(error) };
    }
  },
);
