import axios from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAJE_INSTALACION_COMPLETA } from '@shared/api';
import { Providers } from '../../../../src/renderer/app/providers';
import { crearStore } from '../../../../src/renderer/app/store';
import {
  selectEstadoSesion,
  selectToken,
} from '../../../../src/renderer/features/auth/sessionSlice';
import { instalacionApi } from '../../../../src/renderer/features/instalacion/api';
import { InstalacionPage } from '../../../../src/renderer/features/instalacion/pages/InstalacionPage';
import { crearPrimerAdmin } from '../../../../src/renderer/features/instalacion/thunks';
import i18n from '../../../../src/renderer/i18n';
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
beforeEach(() => {
  servidor.recibidas.length = 0;
});

function montar() {
  const platform = crearPlatformWeb({
    persistente: crearAlmacenEnMemoria(),
    sesion: crearAlmacenEnMemoria(),
  });
  const store = crearStore({
    platform,
    http: axios.create({ baseURL: servidor.url, timeout: 5000 }),
  });
  return { store, platform };
}

const cuerpo = {
  email: 'directora@centro.co',
  nombre: 'Marta',
  apellidos: 'Ruiz',
  password: 'clave-admin-local',
  confirmPassword: 'clave-admin-local',
};
const ADMIN = { ...USUARIO, email: cuerpo.email, rol: { ...USUARIO.rol, nombre: 'ADMINISTRADOR' } };

describe('creating the first administrator', () => {
  it('posts the form, keeps the session like signup and forgets "pending"', async () => {
    servidor.responder('POST /api/instalacion/primer-admin', {
      status: 200,
      body: { ok: true, token: 'tok-admin', expira: '2030-01-01T00:00:00.000Z', user: ADMIN },
    });
    const { store, platform } = montar();
    store.dispatch(
      instalacionApi.util.upsertQueryData('estadoInstalacion', undefined, {
        ok: true,
        pendiente: true,
      }),
    );
    const resultado = await store.dispatch(crearPrimerAdmin(cuerpo));
    expect(crearPrimerAdmin.fulfilled.match(resultado)).toBe(true);
    expect(servidor.recibidas).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/instalacion/primer-admin',
        body: cuerpo,
      }),
    ]);
    expect(selectEstadoSesion(store.getState())).toBe('activa');
    expect(selectToken(store.getState())).toBe('tok-admin');
    expect(await platform.token.get()).toEqual({ token: 'tok-admin', recordarme: false });
    const estado = instalacionApi.endpoints.estadoInstalacion.select(undefined)(store.getState());
    expect(estado.data).toEqual({ ok: true, pendiente: false });
  });

  it('a refusal keeps no session and carries the server message', async () => {
    servidor.responder('POST /api/instalacion/primer-admin', {
      status: 409,
      body: { ok: false, code: 'CONFLICTO', error: MENSAJE_INSTALACION_COMPLETA },
    });
    const { store, platform } = montar();
    const resultado = await store.dispatch(crearPrimerAdmin(cuerpo));
    expect(crearPrimerAdmin.rejected.match(resultado)).toBe(true);
    expect(resultado.payload).toMatchObject({
      status: 409,
      data: { error: MENSAJE_INSTALACION_COMPLETA },
    });
    expect(selectEstadoSesion(store.getState())).not.toBe('activa');
    expect(await platform.token.get()).toBeNull();
  });
});

describe('the installation page', () => {
  it('while pending, shows the welcome form in Spanish', async () => {
    await i18n.changeLanguage('es');
    const { store } = montar();
    await store.dispatch(
      instalacionApi.util.upsertQueryData('estadoInstalacion', undefined, {
        ok: true,
        pendiente: true,
      }),
    );
    const html = renderToStaticMarkup(
      <Providers store={store}>
        <MemoryRouter initialEntries={['/instalacion']}>
          <InstalacionPage />
        </MemoryRouter>
      </Providers>,
    ).replace(/<style[\s\S]*?<\/style>/g, '');
    expect(html).toContain('Bienvenido: cree la cuenta de administración');
    for (const etiqueta of ['Email', 'Nombre', 'Apellidos', 'Contraseña', 'Confirmar contraseña']) {
      expect(html).toContain(`>${etiqueta}`);
    }
    expect(html.match(/type="password"/g)).toHaveLength(2);
    expect(html).toContain('Crear cuenta e ingresar');
  });
});
