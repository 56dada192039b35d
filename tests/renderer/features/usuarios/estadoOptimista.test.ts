import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearStore } from '../../../../src/renderer/app/store';
import { sesionIniciada } from '../../../../src/renderer/features/auth/sessionSlice';
import { usuariosApi } from '../../../../src/renderer/features/usuarios/api';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';
import { USUARIO, iniciarServidor } from '../auth/servidorDePrueba';

type Servidor = Awaited<ReturnType<typeof iniciarServidor>>;
let servidor: Servidor;
beforeAll(async () => {
  servidor = await iniciarServidor();
});
afterAll(() => servidor.cerrar());

const OTRO = { ...USUARIO, _id: 'u2', email: 'otro@example.com', activo: true };
const CONSULTA = { pagina: 1, limite: 10 };

async function montarConLista() {
  servidor.responder('POST /api/usuarios/listar', {
    status: 200,
    body: { ok: true, data: { data: [OTRO], total: 1, pagina: 1, limite: 10 } },
  });
  const platform = crearPlatformWeb({
    persistente: crearAlmacenEnMemoria(),
    sesion: crearAlmacenEnMemoria(),
  });
  const store = crearStore({
    platform,
    http: axios.create({ baseURL: servidor.url, timeout: 5000 }),
  });
  store.dispatch(sesionIniciada({ usuario: USUARIO, token: 'tok' }));
  await store.dispatch(usuariosApi.endpoints.listarUsuarios.initiate(CONSULTA));
  const activo = () =>
    usuariosApi.endpoints.listarUsuarios.select(CONSULTA)(store.getState()).data?.data[0]?.activo;
  return { store, activo };
}

describe('active switch (spec 4: optimistic, reverted on failure)', () => {
  it('goes back when the server refuses', async () => {
    const { store, activo } = await montarConLista();
    servidor.responder('POST /api/usuarios/updateEstado', {
      status: 403,
      body: { ok: false, error: 'Esta acción no está permitida.', code: 'ACCION_NO_PERMITIDA' },
    });
    const peticion = store.dispatch(
      usuariosApi.endpoints.cambiarEstadoUsuario.initiate({ _id: 'u2', activo: false }),
    );
    expect(activo()).toBe(false);
    await peticion;
    expect(activo()).toBe(true);
  });

  it('stays changed when the server agrees', async () => {
    const { store, activo } = await montarConLista();
    servidor.responder('POST /api/usuarios/updateEstado', {
      status: 200,
      body: { ok: true, _id: 'u2', token: null, data: { ...OTRO, activo: false } },
    });
    // The list is not refetched by a state change: the switch keeps its optimistic value.
    servidor.responder('POST /api/usuarios/listar', { status: 500, body: 'no' });
    await store.dispatch(
      usuariosApi.endpoints.cambiarEstadoUsuario.initiate({ _id: 'u2', activo: false }),
    );
    expect(activo()).toBe(false);
  });
});
