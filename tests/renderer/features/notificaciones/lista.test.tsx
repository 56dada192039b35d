import { Provider } from 'react-redux';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notificacion } from '@shared/api';
import { ListaNotificaciones } from '../../../../src/renderer/features/notificaciones';
import { notificacionesApi } from '../../../../src/renderer/features/notificaciones/api';
import { USUARIO } from '../auth/servidorDePrueba';
import { html, iniciarServidor, montarStore, texto } from '../certificados/apoyo';

let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
beforeAll(async () => {
  servidor = await iniciarServidor();
});
afterAll(() => servidor.cerrar());

const hace = (minutos: number) => new Date(Date.now() - minutos * 60_000).toISOString();

const NOTIFICACIONES: Notificacion[] = [
  {
    _id: 'n2',
    tipo: 'respuestaTema',
    datos: { autor: 'Beto Ruiz', tema: 'Dudas', enlace: '/pl/l1' },
    creadoEn: hace(5),
    leidaEn: null,
  },
  {
    _id: 'n1',
    tipo: 'cursoAsignado',
    datos: { curso: 'Ofimática', enlace: '/cursos/curso/c1' },
    creadoEn: hace(60 * 24 * 2),
    leidaEn: hace(60),
  },
];

async function pintar(data: Notificacion[], total: number, noLeidas: number) {
  servidor.responder('GET /api/notificaciones?pagina=1&limite=20', {
    status: 200,
    body: { ok: true, data, total, noLeidas },
  });
  const store = montarStore(servidor.url, USUARIO);
  const r = await store.dispatch(
    notificacionesApi.endpoints.listarNotificaciones.initiate({ pagina: 1, limite: 20 }),
  );
  expect(r.isSuccess, JSON.stringify(r.error)).toBe(true);
  return texto(
    html(
      <Provider store={store}>
        <ListaNotificaciones onNavegar={() => undefined} />
      </Provider>,
    ),
  );
}

describe('the notifications panel', () => {
  it('lists each one with its sentence and time ago in Spanish, newest first', async () => {
    const t = await pintar(NOTIFICACIONES, 2, 1);
    expect(t).toContain('1 sin leer');
    expect(t).toContain('Marcar todas como leídas');
    expect(t).toContain('Beto Ruiz respondió en el tema «Dudas». hace 5 minutos · sin leer');
    expect(t).toContain('Te asignaron el curso «Ofimática». hace 2 días');
    expect(t.indexOf('Beto Ruiz')).toBeLessThan(t.indexOf('Ofimática'));
    expect(t).not.toContain('Ver más');
  });

  it('says when there is nothing, with no sample data', async () => {
    const t = await pintar([], 0, 0);
    expect(t).toContain('No tienes notificaciones.');
    expect(t).toContain('0 sin leer');
  });

  it('offers more when the page does not hold them all', async () => {
    const t = await pintar(NOTIFICACIONES, 45, 1);
    expect(t).toContain('Ver más');
  });
});
