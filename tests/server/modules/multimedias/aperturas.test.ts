import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AperturasRepository } from '../../../../src/server/modules/multimedias/repositoryAperturas';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearEnlace } from './ayudas';

/**
 * The first opening of a lesson by a user starts the clock that bounds progress
 * (docs/progreso.md). Once read it is kept in process (issue 18): each pair must keep its
 * own, the first one recorded, whoever asks.
 */
describe.each(testDialects())('first openings (%s)', (dialect) => {
  let srv: TestServer;
  let lecciones: string[];
  let usuarios: string[];
  const hace = (min: number) => new Date(Date.now() - min * 60_000);

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    const admin = await tokenAdmin(srv);
    const curso = await crearCurso(srv, { codigo: 'APERTURAS' });
    lecciones = [
      (await crearEnlace(srv, admin, { nombre: '1.1 Uno', curso }))._id,
      (await crearEnlace(srv, admin, { nombre: '1.2 Dos', curso }))._id,
    ];
    usuarios = [
      await crearUsuario(srv, { email: 'apertura-a@prueba.co' }),
      await crearUsuario(srv, { email: 'apertura-b@prueba.co' }),
    ];
  });
  afterAll(() => srv.close());

  it('answers each user and lesson their own first opening, read again or not', async () => {
    const [l1 = '', l2 = ''] = lecciones;
    const [a = '', b = ''] = usuarios;
    const aperturas = new AperturasRepository(srv.server.services.db);
    const fechas = [
      [a, l1, hace(50)],
      [a, l2, hace(40)],
      [b, l1, hace(30)],
    ] as const;
    for (const [u, l, f] of fechas) await aperturas.registrar(u, l, f);
    for (let vuelta = 0; vuelta < 2; vuelta++) {
      // Another repository over the same database shares what was read.
      const otra = new AperturasRepository(srv.server.services.db);
      for (const [u, l, f] of fechas)
        expect((await otra.primera(u, l))?.getTime()).toBe(f.getTime());
      expect(await otra.primera(b, l2)).toBeNull();
    }
    // A later opening changes nothing; a pair never opened before gets its first.
    await aperturas.registrar(a, l1, new Date());
    expect((await aperturas.primera(a, l1))?.getTime()).toBe(fechas[0][2].getTime());
    const ahora = new Date();
    await aperturas.registrar(b, l2, ahora);
    expect((await aperturas.primera(b, l2))?.getTime()).toBe(ahora.getTime());
    expect(await aperturas.primera(a, randomUUID())).toBeNull();
  });

  it('gives each caller a date of its own', async () => {
    const [l1 = ''] = lecciones;
    const [a = ''] = usuarios;
    const aperturas = new AperturasRepository(srv.server.services.db);
    const primera = await aperturas.primera(a, l1);
    primera?.setTime(0);
    expect((await aperturas.primera(a, l1))?.getTime()).not.toBe(0);
  });
});
