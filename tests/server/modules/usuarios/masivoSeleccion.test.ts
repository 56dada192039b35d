import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASIVO_MAX_IDS, MENSAJES_IMPORTACION_API } from '@shared/domain/importacion';
import { ID_ROL_ESTUDIANTE } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { testDialects } from '../../helpers/databases';
import { crearRol, crearUsuario, idAdmin, tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { filaDe, insertarUsuarios, postar } from './masivoAyuda';

describe.each(testDialects())('acciones masivas: selección por filtro (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let adminId: string;
  let tutor: string;

  const estado = (seleccion: unknown, activo: boolean) =>
    postar(srv, '/api/usuarios/masivo/estado', { seleccion, activo }, admin);
  const contar = async (filtro: unknown) => {
    const res = await postar<{ data: { total: number } }>(
      srv,
      '/api/usuarios/listar',
      { ...(filtro as object), limite: 10 },
      admin,
    );
    return res.body.data.total;
  };

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    adminId = await idAdmin(srv);
    tutor = await crearRol(srv, 'Monitor masivo');
  });
  afterAll(() => srv.close());

  it('acts on everyone the filter matches minus the unticked ones', async () => {
    const ids = await Promise.all(
      ['uno', 'dos', 'tres', 'cuatro'].map((n) =>
        crearUsuario(srv, { email: `${n}@filtro.co`, rolId: tutor }),
      ),
    );
    const fuera = await crearUsuario(srv, { email: 'fuera@filtro.co' });
    const filtro = { buscar: '@filtro.co', rol: tutor };
    expect(await contar(filtro)).toBe(4);
    const res = await estado({ filtro, excluir: [ids[0]], total: 4 }, false);
    expect(res.body).toMatchObject({ aplicados: 3, sinCambios: 0, totalRechazados: 0 });
    expect((await filaDe(srv, ids[0] ?? ''))?.activo).toBe(1);
    expect((await filaDe(srv, ids[3] ?? ''))?.activo).toBe(0);
    expect((await filaDe(srv, fuera))?.activo).toBe(1);
    // The state filter: the three inactive ones, reactivated.
    const inactivos = { ...filtro, activo: false };
    expect(await contar(inactivos)).toBe(3);
    const otra = await estado({ filtro: inactivos, total: 3 }, true);
    expect(otra.body).toMatchObject({ aplicados: 3 });
  });

  it('refuses with 409 when the filter now matches a different number of users', async () => {
    await crearUsuario(srv, { email: 'a@cambia.co' });
    await crearUsuario(srv, { email: 'b@cambia.co' });
    const res = await estado({ filtro: { buscar: 'cambia.co' }, total: 1 }, false);
    expect(res).toMatchObject({
      status: 409,
      body: { code: 'CONFLICTO', error: MENSAJES_IMPORTACION_API.seleccionCambio },
    });
    expect(await contar({ buscar: 'cambia.co', activo: false })).toBe(0);
  });

  it('the caller matching the filter is refused with its reason, the others applied', async () => {
    const total = await contar({});
    const res = await estado({ filtro: {}, total }, true);
    expect(res.body).toMatchObject({ aplicados: 0, sinCambios: total - 1, totalRechazados: 1 });
    expect(res.body.rechazados[0]?._id).toBe(adminId);
  });

  it('walks more than one page of ids and more than one write chunk (5,200 users)', async () => {
    const ids = await insertarUsuarios(srv, 5200, 'grande');
    const filtro = { buscar: '@masivo.co', rol: ID_ROL_ESTUDIANTE, activo: true };
    expect(await contar(filtro)).toBe(5200);
    const excluir = ids.slice(0, 10);
    const res = await estado({ filtro, excluir, total: 5200 }, false);
    expect(res.body).toMatchObject({ aplicados: 5190, sinCambios: 0, totalRechazados: 0 });
    expect(await contar({ ...filtro, activo: false })).toBe(5190);
    const versiones = await srv.server.services.db
      .selectFrom('usuarios')
      .select('version_token')
      .where('email', 'like', 'grande%')
      .where('activo', '=', 0)
      .execute();
    expect(versiones.every((v) => v.version_token === 1)).toBe(true);
  });

  it('an explicit selection above the limit is a 400', async () => {
    const ids = Array.from({ length: MASIVO_MAX_IDS + 1 }, (_, i) => `id-${i}`);
    expect(await estado({ ids }, false)).toMatchObject({
      status: 400,
      body: { code: 'VALIDACION' },
    });
  });
});
