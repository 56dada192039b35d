import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../server/helpers/testServer';
import type { TestServer } from '../../server/helpers/testServer';
import {
  crearAprendiz,
  cursoConLecciones,
  en,
  fetchEspia,
  progreso,
  progresoEnServidor,
  vecesAplicado,
} from './ayudas';
import { AHORA, entornoOutbox } from './entorno';

/**
 * The outbox against the REAL platform server on port 0 (SQLite): every progress report
 * must arrive exactly once whatever happens between enqueue and delete.
 */
const INALCANZABLE = 'http://127.0.0.1:1';
const { srv: servidor, servicio } = entornoOutbox();

describe(
  'OfflineService.sincronizar: every report applied exactly once',
  { timeout: 30_000 },
  () => {
    it('keeps writes made while the server is unreachable and replays them once when it is back', async () => {
      const { usuarioId, token } = await crearAprendiz(servidor());
      const leccion = en(await cursoConLecciones(servidor(), usuarioId, 1), 0);
      let base = INALCANZABLE;
      const outbox = servicio({ baseUrl: () => base });
      const items = [progreso(usuarioId, leccion, 40), progreso(usuarioId, leccion, 100)];
      for (const item of items) outbox.encolar(item);

      const sinRed = await outbox.sincronizar({ usuarioId, token });
      expect(sinRed).toMatchObject({ pendientes: 2, rechazados: [], ultimaSincronizacion: null });
      expect(await progresoEnServidor(servidor(), usuarioId, leccion)).toBeUndefined();

      base = servidor().url;
      const espia = fetchEspia();
      const otra = servicio({ baseUrl: () => base, fetch: espia.fetch });
      expect(await otra.sincronizar({ usuarioId, token })).toEqual({
        pendientes: 0,
        rechazados: [],
        ultimaSincronizacion: AHORA.toISOString(),
        sincronizando: false,
      });
      // The item id went as idReporte, with the learner's token, and each was applied once.
      expect(espia.envios.map((e) => [e.idReporte, e.aplicado, e.autorizacion])).toEqual(
        items.map((i) => [i.id, true, `Bearer ${token}`]),
      );
      const veces = await vecesAplicado(
        servidor(),
        items.map((i) => i.id),
      );
      expect(Object.values(veces)).toEqual([1, 1]);
      expect(await progresoEnServidor(servidor(), usuarioId, leccion)).toEqual({
        progreso: 'completado',
        porcentaje: 100,
      });
    });

    it('a crash after the send and before the delete: the resend is applied zero more times', async () => {
      const { usuarioId, token } = await crearAprendiz(servidor());
      const leccion = en(await cursoConLecciones(servidor(), usuarioId, 1), 0);
      const item = progreso(usuarioId, leccion, 60);
      // The server answers, then the "process dies" before the outbox hears it.
      const caida = fetchEspia(() => {
        throw new Error('proceso terminado');
      });
      const outbox = servicio({ fetch: caida.fetch });
      outbox.encolar(item);
      expect((await outbox.sincronizar({ usuarioId, token })).pendientes).toBe(1);
      expect(caida.envios).toMatchObject([{ idReporte: item.id, status: 200, aplicado: true }]);

      const espia = fetchEspia();
      const reinicio = servicio({ fetch: espia.fetch });
      expect((await reinicio.sincronizar({ usuarioId, token })).pendientes).toBe(0);
      expect(espia.envios).toMatchObject([{ idReporte: item.id, status: 200, aplicado: false }]);
      expect(await vecesAplicado(servidor(), [item.id])).toEqual({ [item.id]: 1 });
      expect(await progresoEnServidor(servidor(), usuarioId, leccion)).toEqual({
        progreso: 'iniciado',
        porcentaje: 60,
      });
    });

    it('the server stops mid-sync: the rest stays pending and a later sync finishes', async () => {
      // Its own server, restarted on the same data folder (new port) half-way.
      const propio = await startTestServer('sqlite');
      let actual: TestServer = propio;
      let reiniciado: TestServer | undefined;
      try {
        const { usuarioId, token } = await crearAprendiz(propio);
        const lecciones = await cursoConLecciones(propio, usuarioId, 3);
        const items = lecciones.map((l) => progreso(usuarioId, l, 100));
        const espia = fetchEspia(async (_envio, n, respuesta) => {
          if (n === 1) await propio.stop();
          return respuesta;
        });
        const outbox = servicio({ baseUrl: () => actual.url, fetch: espia.fetch });
        for (const item of items) outbox.encolar(item);

        const cortada = await outbox.sincronizar({ usuarioId, token });
        expect(cortada).toMatchObject({
          pendientes: 2,
          rechazados: [],
          ultimaSincronizacion: null,
        });
        expect(espia.envios).toHaveLength(1);

        reiniciado = await startTestServer('sqlite', { dataDir: propio.dataDir });
        actual = reiniciado;
        const fin = await outbox.sincronizar({ usuarioId, token });
        expect(fin).toMatchObject({ pendientes: 0, ultimaSincronizacion: AHORA.toISOString() });
        expect(espia.envios.map((e) => [e.idReporte, e.aplicado])).toEqual(
          items.map((i) => [i.id, true]),
        );
        expect(
          Object.values(
            await vecesAplicado(
              reiniciado,
              items.map((i) => i.id),
            ),
          ),
        ).toEqual([1, 1, 1]);
      } finally {
        await reiniciado?.stop();
        await propio.close();
      }
    });

    it('the replay is killed midway: a new instance over the same file loses nothing', async () => {
      const { usuarioId, token } = await crearAprendiz(servidor());
      const lecciones = await cursoConLecciones(servidor(), usuarioId, 4);
      const items = lecciones.map((l) => progreso(usuarioId, l, 100));
      let muerto: () => void = () => undefined;
      const alMorir = new Promise<void>((resolve) => (muerto = resolve));
      // The second answer never reaches the outbox: the process "dies" right after it.
      const espia = fetchEspia((_envio, n, respuesta) => {
        if (n < 2) return respuesta;
        muerto();
        return new Promise<Response>(() => undefined);
      });
      const primero = servicio({ fetch: espia.fetch });
      for (const item of items) primero.encolar(item);
      void primero.sincronizar({ usuarioId, token });
      await alMorir;
      expect(primero.estado(usuarioId)).toMatchObject({ pendientes: 3, sincronizando: true });
      primero.cerrar();

      const espia2 = fetchEspia();
      const segundo = servicio({ fetch: espia2.fetch });
      expect(segundo.estado(usuarioId)).toMatchObject({ pendientes: 3, sincronizando: false });
      expect((await segundo.sincronizar({ usuarioId, token })).pendientes).toBe(0);
      const ids = items.map((i) => i.id);
      expect(espia.envios.map((e) => e.idReporte)).toEqual(ids.slice(0, 2));
      // The second item is sent again and the server ignores it; the rest go for the first time.
      expect(espia2.envios.map((e) => e.idReporte)).toEqual(ids.slice(1));
      expect(espia2.envios.map((e) => e.aplicado)).toEqual([false, true, true]);
      expect(
        Object.values(
          await vecesAplicado(
            servidor(),
            items.map((i) => i.id),
          ),
        ),
      ).toEqual([1, 1, 1, 1]);
    });
  },
);
