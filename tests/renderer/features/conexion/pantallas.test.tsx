import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import axios from 'axios';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conexion } from '@shared/bridge';
import { crearStore } from '../../../../src/renderer/app/store';
import { IndicadorConexion } from '../../../../src/renderer/features/conexion/components/IndicadorConexion';
import { conexionLeida } from '../../../../src/renderer/features/conexion/conexionSlice';
import { ConexionPage } from '../../../../src/renderer/features/conexion/pages/ConexionPage';
import '../../../../src/renderer/i18n';
import { conexionWeb } from '../../../../src/renderer/platform/web/conexion';
import {
  crearAlmacenEnMemoria,
  crearPlatformWeb,
} from '../../../../src/renderer/platform/webPlatform';

/**
 * The unit project runs in Node without a DOM: `window` is stubbed with what the code
 * reads of it (the preload's `platform` on desktop, `location`), and screens are checked
 * by their static HTML.
 */
const ORIGEN = 'http://aula.example:8080';

function entorno(escritorio: boolean) {
  const platform = crearPlatformWeb({
    persistente: crearAlmacenEnMemoria(),
    sesion: crearAlmacenEnMemoria(),
  });
  vi.stubGlobal('window', {
    location: { origin: ORIGEN },
    platform: escritorio ? platform : undefined,
  });
  return crearStore({ platform, http: axios.create() });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function html(store: ReturnType<typeof crearStore>, elemento: ReactElement): string {
  return renderToStaticMarkup(
    <Provider store={store}>
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter>{elemento}</MemoryRouter>
      </FluentProvider>
    </Provider>,
  );
}

const texto = (marcado: string) =>
  marcado
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the connection screen', () => {
  it('on the web, explains that the page always uses its own server', () => {
    const marcado = texto(html(entorno(false), <ConexionPage />));
    expect(marcado).toContain('Conexión');
    expect(marcado).toContain(
      `usa siempre el servidor desde el que se abrió la página: ${ORIGEN}.`,
    );
    expect(marcado).not.toContain('Probar conexión');
    expect(marcado).toContain('Volver');
  });
});

describe('the frame badge', () => {
  const conexion = (c: Conexion) => {
    const store = entorno(true);
    store.dispatch(conexionLeida(c));
    return texto(html(store, <IndicadorConexion />));
  };

  it('shows the mode and the online state on desktop', () => {
    expect(conexion({ modo: 'local', urlCentro: null, enLinea: true })).toBe('Local · En línea');
    expect(conexion({ modo: 'centro', urlCentro: ORIGEN, enLinea: false })).toBe(
      'Centro · Sin conexión',
    );
  });

  it('is absent on the web and before main answered', () => {
    const web = entorno(false);
    web.dispatch(conexionLeida({ modo: 'centro', urlCentro: ORIGEN, enLinea: true }));
    expect(texto(html(web, <IndicadorConexion />))).toBe('');
    expect(texto(html(entorno(true), <IndicadorConexion />))).toBe('');
  });
});

describe('conexionWeb', () => {
  it("reports the page's own server and the browser's online flag", async () => {
    vi.stubGlobal('location', { origin: ORIGEN });
    vi.stubGlobal('navigator', { onLine: false });
    await expect(conexionWeb.get()).resolves.toEqual({
      modo: 'centro',
      urlCentro: ORIGEN,
      enLinea: false,
    });
  });

  it('refuses to test or save, saying why', async () => {
    const motivo = 'En la web la conexión es la del servidor que abrió la página.';
    await expect(conexionWeb.probar({ urlCentro: ORIGEN })).rejects.toThrow(motivo);
    await expect(conexionWeb.guardar({ modo: 'local' })).rejects.toThrow(motivo);
  });
});
