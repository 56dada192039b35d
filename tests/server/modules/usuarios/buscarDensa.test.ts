import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UMBRAL_BUSQUEDA_DENSA } from '../../../../src/server/modules/usuarios/repositoryBusqueda';
import { testDialects } from '../../helpers/databases';
import { crearRol, tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { insertarUsuarios } from './masivoAyuda';

/**
 * A term more users share than UMBRAL_BUSQUEDA_DENSA: on SQLite the list then walks the
 * sort column's index and counts in the search's own index (docs/rendimiento-busqueda.md);
 * the page, its order and the total must be the same as for a rare term.
 */
const ESTUDIANTES = UMBRAL_BUSQUEDA_DENSA + 100;
const MONITORES = 300;
/** Every 'Masivo{n} Lote' user: 'denso{n}' learners and 'monitor{n}' monitors. */
const TOTAL = ESTUDIANTES + MONITORES;

interface Pagina {
  status: number;
  body: { data: { data: { email: string; activo: boolean }[]; total: number } };
}

describe.each(testDialects())('users search many users match (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let monitor: string;
  let inactivos: string[];

  async function listar(body: Record<string, unknown>) {
    const res = (await srv.request('POST', '/api/usuarios/listar', {
      body: { ordenarPor: 'email', direccion: 'asc', ...body },
      token: admin,
    })) as Pagina;
    expect(res.status).toBe(200);
    return { total: res.body.data.total, emails: res.body.data.data.map((u) => u.email) };
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    monitor = await crearRol(srv, 'Monitor denso');
    const estudiantes = await insertarUsuarios(srv, ESTUDIANTES, 'denso');
    await insertarUsuarios(srv, MONITORES, 'monitor', monitor);
    // The state is not part of the search text: written directly.
    inactivos = estudiantes.filter((_, i) => i % 100 === 7);
    await srv.server.services.db
      .updateTable('usuarios')
      .set({ activo: 0 })
      .where('id', 'in', inactivos)
      .execute();
  });
  afterAll(() => srv.close());

  const email = (prefijo: string, n: number) => `${prefijo}${n}@masivo.co`;
  const todos = [
    ...Array.from({ length: ESTUDIANTES }, (_, n) => email('denso', n)),
    ...Array.from({ length: MONITORES }, (_, n) => email('monitor', n)),
  ].sort();

  it('counts every match and pages them in order, first, middle and last page', async () => {
    for (const buscar of ['LOTE', 'lóte', 'ot']) {
      const primera = await listar({ buscar, limite: 10 });
      expect(primera, buscar).toEqual({ total: TOTAL, emails: todos.slice(0, 10) });
    }
    const medio = await listar({ buscar: 'masivo', limite: 50, pagina: 20 });
    expect(medio).toEqual({ total: TOTAL, emails: todos.slice(950, 1000) });
    const ultima = await listar({ buscar: 'lote', limite: 100, pagina: 24, direccion: 'desc' });
    expect(ultima).toEqual({ total: TOTAL, emails: [...todos].reverse().slice(2300, 2400) });
  });

  it('combines with the role and state filters', async () => {
    const monitores = todos.filter((e) => e.startsWith('monitor'));
    expect(await listar({ buscar: 'lote', rol: monitor, limite: 100, pagina: 3 })).toEqual({
      total: MONITORES,
      emails: monitores.slice(200, 300),
    });
    const apagados = inactivos.length;
    const inactivosEmails = todos.filter((e) => /^denso\d*07@/.test(e) || e === email('denso', 7));
    expect(await listar({ buscar: 'lote', activo: false, limite: 50 })).toEqual({
      total: apagados,
      emails: inactivosEmails.slice(0, 50),
    });
    const activos = await listar({ buscar: 'ot', activo: true, limite: 5, pagina: 2 });
    expect(activos).toEqual({
      total: TOTAL - apagados,
      emails: todos.filter((e) => !inactivosEmails.includes(e)).slice(5, 10),
    });
  });
});
