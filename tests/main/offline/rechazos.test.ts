import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  crearAprendiz,
  cursoConLecciones,
  en,
  fetchEspia,
  progreso,
  progresoEnServidor,
} from './ayudas';
import { MENSAJE_OTRA_SESION } from '../../../src/main/services/offline/offlineService';
import { AHORA, entornoOutbox } from './entorno';

/**
 * What the outbox does with each kind of answer of the REAL platform server (refusals,
 * expired session, busy server), concurrent calls and kiosk logout.
 */
const { srv: servidor, servicio } = entornoOutbox();

describe('OfflineService.sincronizar: refusals and stops', { timeout: 30_000 }, () => {
  it('keeps a refused item with the Spanish reason, goes on with the next ones, in order', async () => {
    const { usuarioId, token } = await crearAprendiz(servidor());
    const lecciones = await cursoConLecciones(servidor(), usuarioId, 3);
    const l1 = en(lecciones, 0);
    const l2 = en(lecciones, 1);
    const l3 = en(lecciones, 2);
    const bloqueada = progreso(usuarioId, l2, 100);
    const invalido = progreso(usuarioId, l1, 150);
    // l2 is locked until l1 is completed, and l3 until l2: only this order lets them through.
    const items = [
      bloqueada,
      progreso(usuarioId, l1, 100),
      progreso(usuarioId, l2, 100),
      invalido,
      progreso(usuarioId, l3, 50),
    ];
    const espia = fetchEspia();
    const outbox = servicio({ fetch: espia.fetch });
    for (const item of items) outbox.encolar(item);
    const estado = await outbox.sincronizar({ usuarioId, token });

    expect(espia.envios.map((e) => e.idReporte)).toEqual(items.map((i) => i.id));
    expect(espia.envios.map((e) => e.status)).toEqual([403, 200, 200, 400, 200]);
    expect(estado.pendientes).toBe(0);
    expect(estado.ultimaSincronizacion).toBe(AHORA.toISOString());
    expect(estado.rechazados.map((r) => r.id)).toEqual([bloqueada.id, invalido.id]);
    expect(en(estado.rechazados, 0).motivo).toMatch(/termina primero "1\.1 Lección" \(0 %\)/);
    expect(en(estado.rechazados, 1)).toMatchObject({
      tipo: 'progreso',
      creadoEn: invalido.creadoEn,
    });
    // The server's own Spanish message, not our generic fallback.
    expect(en(estado.rechazados, 1).motivo).not.toMatch(/^El servidor rechazó/);
    expect(await progresoEnServidor(servidor(), usuarioId, l3)).toEqual({
      progreso: 'iniciado',
      porcentaje: 50,
    });
    // Refused items are not sent again by later runs.
    await outbox.sincronizar({ usuarioId, token });
    expect(espia.envios).toHaveLength(5);
  });

  it('an expired session (401) stops the run and keeps every item pending', async () => {
    const { usuarioId, token } = await crearAprendiz(servidor());
    const leccion = en(await cursoConLecciones(servidor(), usuarioId, 1), 0);
    const outbox = servicio();
    outbox.encolar(progreso(usuarioId, leccion, 30));
    outbox.encolar(progreso(usuarioId, leccion, 70));
    const estado = await outbox.sincronizar({ usuarioId, token: 'token.caducado.x' });
    expect(estado).toMatchObject({ pendientes: 2, rechazados: [], ultimaSincronizacion: null });
    expect((await outbox.sincronizar({ usuarioId, token })).pendientes).toBe(0);
  });

  it("refuses to replay with another learner's session and keeps the items pending", async () => {
    const { usuarioId } = await crearAprendiz(servidor());
    const otro = await crearAprendiz(servidor());
    const leccion = en(await cursoConLecciones(servidor(), usuarioId, 1), 0);
    const espia = fetchEspia();
    const outbox = servicio({ fetch: espia.fetch });
    outbox.encolar(progreso(usuarioId, leccion, 100));
    await expect(outbox.sincronizar({ usuarioId, token: otro.token })).rejects.toThrow(
      MENSAJE_OTRA_SESION,
    );
    expect(espia.envios).toHaveLength(0);
    expect(outbox.estado(usuarioId)).toMatchObject({ pendientes: 1, rechazados: [] });
  });

  it('a 503 stops the run and leaves the item for the next one', async () => {
    const { usuarioId, token } = await crearAprendiz(servidor());
    const leccion = en(await cursoConLecciones(servidor(), usuarioId, 1), 0);
    const ocupado = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false, error: 'En mantenimiento.', code: 'NO_DISPONIBLE' }));
    });
    await new Promise<void>((resolve) => ocupado.listen(0, '127.0.0.1', resolve));
    let base = `http://127.0.0.1:${(ocupado.address() as AddressInfo).port}`;
    try {
      const outbox = servicio({ baseUrl: () => base });
      outbox.encolar(progreso(usuarioId, leccion, 100));
      expect(await outbox.sincronizar({ usuarioId, token })).toMatchObject({
        pendientes: 1,
        rechazados: [],
      });
      base = servidor().url;
      expect((await outbox.sincronizar({ usuarioId, token })).pendientes).toBe(0);
    } finally {
      await new Promise((resolve) => ocupado.close(resolve));
    }
  });

  it('a second call while a run is going joins it: nothing is sent twice', async () => {
    const { usuarioId, token } = await crearAprendiz(servidor());
    const lecciones = await cursoConLecciones(servidor(), usuarioId, 2);
    const espia = fetchEspia();
    const outbox = servicio({ fetch: espia.fetch });
    for (const l of lecciones) outbox.encolar(progreso(usuarioId, l, 100));
    const a = outbox.sincronizar({ usuarioId, token });
    const b = outbox.sincronizar({ usuarioId, token });
    expect(outbox.estado(usuarioId).sincronizando).toBe(true);
    expect(await b).toEqual(await a);
    expect(espia.envios).toHaveLength(2);
    expect(outbox.estado(usuarioId).sincronizando).toBe(false);
  });

  it('kiosk logout forgets the cache only once nothing is pending; refused items stay', async () => {
    const { usuarioId, token } = await crearAprendiz(servidor());
    const lecciones = await cursoConLecciones(servidor(), usuarioId, 2);
    const outbox = servicio();
    outbox.guardarCache(usuarioId, 'cursos', [{ _id: 'c1' }]);
    const refusado = progreso(usuarioId, en(lecciones, 1), 100);
    outbox.encolar(refusado);
    outbox.encolar(progreso(usuarioId, en(lecciones, 0), 40));
    expect(outbox.olvidarUsuario(usuarioId)).toEqual({ olvidado: false, pendientes: 2 });
    expect(outbox.leerCache(usuarioId, 'cursos')).not.toBeNull();

    const estado = await outbox.sincronizar({ usuarioId, token });
    expect(estado.pendientes).toBe(0);
    expect(outbox.olvidarUsuario(usuarioId)).toEqual({ olvidado: true, pendientes: 0 });
    expect(outbox.leerCache(usuarioId, 'cursos')).toBeNull();
    expect(outbox.estado(usuarioId)).toMatchObject({
      pendientes: 0,
      ultimaSincronizacion: null,
      rechazados: [{ id: refusado.id }],
    });
  });
});
