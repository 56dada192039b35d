import type { PrimerAdminBody } from '@shared/api';
import { aApiFailure } from '../../app/apiError';
import { createAppAsyncThunk } from '../../app/thunk';
import { sesionIniciada } from '../auth';
import { instalacionApi } from './api';

/**
 * Creates the first administrator and signs them in with the answered session, stored the
 * way signup stores it (this session only: the next start asks for the password). The
 * cached "pending" answer is replaced, so a later logout does not lead back to the form.
 */
export const crearPrimerAdmin = createAppAsyncThunk(
  'instalacion/primerAdmin',
  async (datos: PrimerAdminBody, { dispatch, extra, rejectWithValue }) => {
    const respuesta = await dispatch(
      instalacionApi.endpoints.primerAdmin.initiate(datos, { track: false }),
    );
    if (!respuesta.data) return rejectWithValue(aApiFailure(respuesta.error));
    const { token, user } = respuesta.data;
    await extra.platform.token
      .set({ token, recordarme: false })
      .catch((error: unknown) => console.warn('No se pudo guardar el token de sesión', error));
    // Signed in first: the page then sees "done" with a session and opens the home page.
    dispatch(sesionIniciada({ usuario: user, token }));
    await dispatch(
      instalacionApi.util.upsertQueryData('estadoInstalacion', undefined, {
        ok: true,
        pendiente: false,
      }),
    );
    return undefined;
  },
);
