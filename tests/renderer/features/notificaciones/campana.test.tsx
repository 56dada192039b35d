import { Provider } from 'react-redux';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacionesApi } from '../../../../src/renderer/features/notificaciones/api';
import { CampanaNotificaciones } from '../../../../src/renderer/features/notificaciones';
import { USUARIO } from '../auth/servidorDePrueba';
import { html, iniciarServidor, montarStore } from '../certificados/apoyo';

let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
beforeAll(async () => {
  servidor = await iniciarServidor();
});
afterAll(() => servidor.cerrar());

describe('the bell and its badge', () => {
  it('shows the unread count, and marking read clears it (refetched)', async () => {
    servidor.responder('GET /api/notificaciones/no-leidas', {
      status: 200,
      body: { ok: true, noLeidas: 3 },
    });
    const store = montarStore(servidor.url, USUARIO);
    await store.dispatch(notificacionesApi.endpoints.noLeidas.initiate(undefined));
    const conBadge = html(
      <Provider store={store}>
        <CampanaNotificaciones onAbrir={() => undefined} />
      </Provider>,
    );
    expect(conBadge).toContain('aria-label="Notificaciones (3 sin leer)"');
    expect(conBadge).toContain('data-testid="insignia-notificaciones"');

    servidor.responder('POST /api/notificaciones/leidas', {
      status: 200,
      body: { ok: true, marcadas: 3, noLeidas: 0 },
    });
    servidor.responder('GET /api/notificaciones/no-leidas', {
      status: 200,
      body: { ok: true, noLeidas: 0 },
    });
    const sub = store.dispatch(notificacionesApi.endpoints.noLeidas.initiate(undefined));
    await store.dispatch(notificacionesApi.endpoints.leerTodasNotificaciones.initiate(undefined));
    // The mutation invalidates the count: the subscribed query asks again.
    for (let i = 0; i < 50; i++) {
      const estado = notificacionesApi.endpoints.noLeidas.select(undefined)(store.getState());
      if (estado.data === 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    sub.unsubscribe();
    const sinBadge = html(
      <Provider store={store}>
        <CampanaNotificaciones onAbrir={() => undefined} />
      </Provider>,
    );
    expect(sinBadge).not.toContain('insignia-notificaciones');
    expect(sinBadge).toContain('aria-label="Notificaciones"');
    expect(servidor.recibidas.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/notificaciones/no-leidas',
      'POST /api/notificaciones/leidas',
      'GET /api/notificaciones/no-leidas',
    ]);
  });
});
