import axios from 'axios';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Usuario } from '@shared/api';
import { RequiereSesion } from '../../../../src/renderer/app/guards';
import { Providers } from '../../../../src/renderer/app/providers';
import { crearStore } from '../../../../src/renderer/app/store';
import { decidirAccesoPrivado } from '../../../../src/renderer/features/auth/cambioObligatorio';
import { CambioObligatorioPage } from '../../../../src/renderer/features/auth/pages/bajoDemanda';
import { selectUsuario, sesionIniciada } from '../../../../src/renderer/features/auth/sessionSlice';
import { iniciarSesion } from '../../../../src/renderer/features/auth/thunks';
import { reemplazarToken } from '../../../../src/renderer/features/auth/tokenThunks';
import { cursosApi } from '../../../../src/renderer/features/cursos/api';
import i18n from '../../../../src/renderer/i18n';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';
import { USUARIO, iniciarServidor } from './servidorDePrueba';

/** An account imported with a temporary password (issue 8). */
const IMPORTADO: Usuario = { ...USUARIO, debeCambiarPassword: true };
const DEBE_CAMBIAR = {
  ok: false,
  error: 'Debe cambiar su contraseña antes de continuar.',
  code: 'DEBE_CAMBIAR_PASSWORD',
};

type Servidor = Awaited<ReturnType<typeof iniciarServidor>>;
let servidor: Servidor;

beforeAll(async () => {
  servidor = await iniciarServidor();
  // The page is fetched on first use (issue 18); a static render shows what is already in.
  await CambioObligatorioPage.precargar();
  await i18n.changeLanguage('es');
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
  return crearStore({ platform, http: axios.create({ baseURL: servidor.url, timeout: 5000 }) });
}

const acceso = (store: ReturnType<typeof montar>) =>
  decidirAccesoPrivado(
    store.getState().session.estado === 'activa',
    selectUsuario(store.getState()),
  );

/** A private route behind the real guard, rendered to static HTML. */
function html(store: ReturnType<typeof montar>): string {
  return renderToStaticMarkup(
    <Providers store={store}>
      <MemoryRouter initialEntries={['/cursos']}>
        <Routes>
          <Route element={<RequiereSesion />}>
            <Route path="cursos" element={<p>PANTALLA PRIVADA</p>} />
          </Route>
          <Route path="login" element={<p>PANTALLA LOGIN</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const texto = (marcado: string) =>
  marcado
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('decidirAccesoPrivado', () => {
  it('sends a visitor to login, a pending change to its screen, and lets the rest in', () => {
    expect(decidirAccesoPrivado(false, null)).toBe('login');
    expect(decidirAccesoPrivado(false, IMPORTADO)).toBe('login');
    expect(decidirAccesoPrivado(true, IMPORTADO)).toBe('cambiarPassword');
    expect(decidirAccesoPrivado(true, USUARIO)).toBe('permitido');
  });
});

describe('the forced password change screen', () => {
  it('replaces every private screen while the change is pending', () => {
    const store = montar();
    store.dispatch(sesionIniciada({ usuario: IMPORTADO, token: 'temporal' }));
    const pagina = texto(html(store));
    expect(pagina).toContain('Cambie su contraseña');
    expect(pagina).toContain('El administrador le asignó una contraseña temporal.');
    expect(pagina).toContain('Contraseña actual');
    expect(pagina).toContain('Nueva contraseña');
    expect(pagina).toContain('Repetir nueva contraseña');
    expect(pagina).toContain('al menos 8 caracteres y ser diferente de la temporal');
    expect(pagina).toContain('Cambiar Contraseña');
    expect(pagina).toContain('Cerrar sesión');
    expect(pagina).not.toContain('PANTALLA PRIVADA');
    // Rendering it asked the server nothing (every call but the change would answer 403).
    expect(servidor.recibidas).toEqual([]);
  });

  it('shows the private screen to an account without a pending change', () => {
    const store = montar();
    store.dispatch(sesionIniciada({ usuario: USUARIO, token: 'propio' }));
    const pagina = texto(html(store));
    expect(pagina).toContain('PANTALLA PRIVADA');
    expect(pagina).not.toContain('Cambie su contraseña');
  });
});

describe('the pending change in the session', () => {
  it('starts after a login that says so and ends with the token of the change', async () => {
    servidor.responder('POST /auth/login', {
      status: 200,
      body: { ok: true, token: 'temporal', expira: '2030-01-01T00:00:00.000Z', user: IMPORTADO },
    });
    servidor.responder('POST /auth/token', { status: 200, body: { ok: true, user: USUARIO } });
    const store = montar();
    await store.dispatch(iniciarSesion({ email: USUARIO.email, password: 'temporal-1' }));
    expect(acceso(store)).toBe('cambiarPassword');
    // What the screen does on success (useCambiarPassword): the new token replaces the old.
    await store.dispatch(reemplazarToken('propio'));
    expect(store.getState().session.token).toBe('propio');
    expect(acceso(store)).toBe('permitido');
  });

  it('starts when a call answers DEBE_CAMBIAR_PASSWORD during a session', async () => {
    servidor.responder('POST /api/cursos/listar', { status: 403, body: DEBE_CAMBIAR });
    const store = montar();
    store.dispatch(sesionIniciada({ usuario: USUARIO, token: 'propio' }));
    await store.dispatch(cursosApi.endpoints.listarCursos.initiate(undefined));
    expect(acceso(store)).toBe('cambiarPassword');
    expect(store.getState().session.token).toBe('propio');
  });

  it('does not start on other refusals', async () => {
    servidor.responder('POST /api/cursos/listar', {
      status: 403,
      body: { ok: false, error: 'Error no tiene permisos suficientes', code: 'SIN_PERMISO' },
    });
    const store = montar();
    store.dispatch(sesionIniciada({ usuario: USUARIO, token: 'propio' }));
    await store.dispatch(cursosApi.endpoints.listarCursos.initiate(undefined));
    expect(acceso(store)).toBe('permitido');
  });
});
