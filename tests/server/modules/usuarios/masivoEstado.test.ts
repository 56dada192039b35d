import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASIVO_MAX_RECHAZOS_LISTADOS } from '@shared/domain/importacion';
import { matrizPermisos } from '@shared/domain/permisos';
import { ID_ROL_ADMINISTRADOR } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { ejecutarMasivo } from '../../../../src/server/modules/usuarios/masivo';
import {
  MENSAJES_MASIVO,
  accionEliminar,
  accionEstado,
} from '../../../../src/server/modules/usuarios/repositoryMasivo';
import { MENSAJES_USUARIOS as M } from '../../../../src/server/modules/usuarios/reglas';
import { testDialects } from '../../helpers/databases';
import {
  crearCurso,
  crearRol,
  crearUsuario,
  idAdmin,
  tokenAdmin,
  tokenDe,
} from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { filaDe, postar } from './masivoAyuda';

describe.each(testDialects())('acciones masivas: estado y eliminar (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let adminId: string;
  let gestor: string;
  let gestorId: string;

  const estado = (seleccion: unknown, activo: boolean, token = admin) =>
    postar(srv, '/api/usuarios/masivo/estado', { seleccion, activo }, token);
  const eliminar = (seleccion: unknown, token = admin) =>
    postar(srv, '/api/usuarios/masivo/eliminar', { seleccion }, token);
  const sesionViva = async (token: string) =>
    (await srv.request('POST', '/auth/token', { body: { token } })).status;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    adminId = await idAdmin(srv);
    const rol = await crearRol(
      srv,
      'Gestor',
      matrizPermisos((vista) => vista === 'usuarios'),
    );
    gestorId = await crearUsuario(srv, { email: 'gestor@prueba.co', rolId: rol });
    gestor = await tokenDe(srv, gestorId);
  });
  afterAll(() => srv.close());

  it('deactivates many, never the caller, counts the already inactive and ends their sessions', async () => {
    const a = await crearUsuario(srv, { email: 'a@estado.co', nombre: 'Ána', apellidos: 'Muñoz' });
    const b = await crearUsuario(srv, { email: 'b@estado.co' });
    const ya = await crearUsuario(srv, { email: 'ya@estado.co' });
    await srv.server.services.usuarios.cambiarEstado(ya, false);
    const tokenA = await tokenDe(srv, a);
    expect(await sesionViva(tokenA)).toBe(200);

    const res = await estado({ ids: [a, b, ya, adminId, a] }, false);
    expect(res).toMatchObject({
      status: 200,
      body: {
        ok: true,
        aplicados: 2,
        sinCambios: 1,
        totalRechazados: 1,
        rechazados: [{ _id: adminId, email: 'admin@prueba.co', motivo: M.desactivarPropio }],
      },
    });
    expect((await filaDe(srv, a))?.activo).toBe(0);
    expect((await filaDe(srv, b))?.activo).toBe(0);
    expect((await filaDe(srv, adminId))?.activo).toBe(1);
    expect(await sesionViva(tokenA)).toBe(401);

    const otra = await estado({ ids: [a, b, adminId] }, true);
    expect(otra.body).toMatchObject({ aplicados: 2, sinCambios: 0, totalRechazados: 1 });
    expect(otra.body.rechazados[0]?.motivo).toBe(MENSAJES_MASIVO.propio);
    // Reactivating does not revive the old token: version_token moved on deactivation.
    expect(await sesionViva(tokenA)).toBe(401);
    expect(await sesionViva(await tokenDe(srv, a))).toBe(200);
  });

  it('needs usuarios/desactivar for estado and usuarios/eliminar for eliminar', async () => {
    const soloEditar = await crearRol(srv, 'Solo editar', [
      {
        vista: 'usuarios',
        op: { consultar: true, crear: false, editar: true, desactivar: false, eliminar: false },
      },
    ]);
    const editor = await tokenDe(
      srv,
      await crearUsuario(srv, { email: 'editor@estado.co', rolId: soloEditar }),
    );
    const victima = await crearUsuario(srv, { email: 'victima@estado.co' });
    expect(await eliminar({ ids: [victima] }, editor)).toMatchObject({
      status: 403,
      body: { code: 'SIN_PERMISO' },
    });
    expect((await estado({ ids: [victima] }, false, editor)).status).toBe(403);
    expect(await filaDe(srv, victima)).toMatchObject({ activo: 1 });
  });

  it('a non-ADMINISTRADOR caller leaves administrators alone and applies to the rest', async () => {
    const otro = await crearUsuario(srv, { email: 'otro@estado.co' });
    const res = await estado({ ids: [adminId, otro, gestorId] }, false, gestor);
    expect(res.body).toMatchObject({ aplicados: 1, sinCambios: 0, totalRechazados: 2 });
    expect(res.body.rechazados.map((r) => r.motivo)).toEqual([
      M.soloAdministrador,
      M.desactivarPropio,
    ]);
    const borrar = await eliminar({ ids: [adminId, otro] }, gestor);
    expect(borrar.body).toMatchObject({ aplicados: 1, totalRechazados: 1 });
    expect(borrar.body.rechazados[0]).toMatchObject({ _id: adminId, motivo: M.soloAdministrador });
    expect(await filaDe(srv, otro)).toBeUndefined();
  });

  it('deletes users with their assignments, refuses certificates and the caller; gone ones count as sinCambios', async () => {
    const curso = await crearCurso(srv, { codigo: 'ELIM1' });
    const a = await crearUsuario(srv, { email: 'a@eliminar.co' });
    const b = await crearUsuario(srv, { email: 'b@eliminar.co' });
    const conCert = await crearUsuario(srv, { email: 'cert@eliminar.co' });
    for (const id of [a, b, conCert]) await srv.server.services.asignaciones.asignar(id, [curso]);
    await srv.server.services.db
      .insertInto('certificados')
      .values({
        id: `cert-${dialect}`,
        numero: 77,
        usuario_id: conCert,
        curso_id: curso,
        evaluacion_id: 'evaluacion',
        codigo_verificacion: `MAS${dialect}`,
        datos: '{}',
        sha256_pdf: null,
        emitido_en: new Date().toISOString(),
        revocado_en: null,
        motivo_revocacion: null,
      })
      .execute();

    const res = await eliminar({ ids: [a, b, conCert, adminId] });
    expect(res.body).toMatchObject({ aplicados: 2, sinCambios: 0, totalRechazados: 2 });
    expect(res.body.rechazados).toEqual([
      expect.objectContaining({ _id: conCert, motivo: M.conCertificados }),
      expect.objectContaining({ _id: adminId, motivo: M.eliminarPropio }),
    ]);
    expect(await filaDe(srv, a)).toBeUndefined();
    const asignaciones = await srv.server.services.db
      .selectFrom('usuario_cursos')
      .select('usuario_id')
      .where('curso_id', '=', curso)
      .execute();
    expect(asignaciones.map((x) => x.usuario_id)).toEqual([conCert]);
    expect((await eliminar({ ids: [a, b] })).body).toMatchObject({ aplicados: 0, sinCambios: 2 });
  });

  it('lists at most the limit of refusals and counts them all', async () => {
    const fantasmas = Array.from(
      { length: MASIVO_MAX_RECHAZOS_LISTADOS + 3 },
      (_, i) => `no-existe-${i}`,
    );
    const res = await estado({ ids: fantasmas }, false);
    expect(res.body.totalRechazados).toBe(MASIVO_MAX_RECHAZOS_LISTADOS + 3);
    expect(res.body.rechazados).toHaveLength(MASIVO_MAX_RECHAZOS_LISTADOS);
    expect(res.body.rechazados[0]).toEqual({
      _id: 'no-existe-0',
      email: '',
      nombre: '',
      motivo: M.noEncontrado,
    });
  });

  it('never leaves the platform without an active ADMINISTRADOR', async () => {
    // Over HTTP the caller is an active ADMINISTRADOR it cannot touch, so one always remains;
    // the guard still protects every other caller, so it is exercised below the handler.
    const segundo = await crearUsuario(srv, {
      email: 'admin2@estado.co',
      rolId: ID_ROL_ADMINISTRADOR,
    });
    const ctx = {
      llamanteId: 'alguien-sin-fila',
      llamanteEsAdministrador: true,
      rolAdministrador: ID_ROL_ADMINISTRADOR,
    };
    const { db } = srv.server.services;
    const desactivar = await ejecutarMasivo(
      db,
      { ids: [adminId, segundo] },
      accionEstado(ctx, false),
    );
    expect(desactivar).toMatchObject({ aplicados: 1, totalRechazados: 1 });
    expect(desactivar.rechazados[0]).toMatchObject({
      _id: segundo,
      motivo: M.ultimoAdministradorDesactivar,
    });
    const borrar = await ejecutarMasivo(db, { ids: [segundo] }, accionEliminar(ctx));
    expect(borrar.rechazados[0]).toMatchObject({ motivo: M.ultimoAdministradorEliminar });
    expect(await filaDe(srv, segundo)).toMatchObject({ activo: 1 });
    await srv.server.services.usuarios.cambiarEstado(adminId, true);
  });
});
