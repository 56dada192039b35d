import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claveCredenciales } from '../../../../src/server/modules/importacion/credenciales';
import { leerCsv } from '../../../../src/server/modules/importacion/csv';
import { TrabajoImportacion } from '../../../../src/server/modules/importacion/job';
import {
  ERROR_CAIDA,
  LotesRepository,
} from '../../../../src/server/modules/importacion/repositoryLotes';
import { resultadoParaGuardar } from '../../../../src/server/modules/importacion/resultado';
import { validarImportacion } from '../../../../src/server/modules/importacion/validacion';
import { PoolHash } from '../../../../src/server/security/hashMasivo';
import { crearCurso, idAdmin, tokenAdmin } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { csvGrande } from '../../fixtures/importacion/archivos';
import { archivo, esperarFin, fila, validarOk } from './ayudas';

/** Cancel, crash and shutdown: an import never leaves half a lote behind. */
describe.each(testDialects())('importación: cancelar y caídas (%s)', (dialect) => {
  let srv: TestServer;
  let token: string;
  const db = () => srv.server.services.db;
  const cuenta = async (tabla: 'usuarios' | 'usuario_cursos' | 'importaciones_credencial') =>
    Number(
      (
        await db()
          .selectFrom(tabla)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    token = await tokenAdmin(srv);
    for (const codigo of ['INF-01', 'INF-02', 'OFI-01']) await crearCurso(srv, { codigo });
  });
  afterAll(() => srv.close());

  it('a 10,000-row lote cancelled in the middle of its write phase leaves nothing', async () => {
    const leido = leerCsv(csvGrande(10_000));
    if (!leido.ok) throw new Error(leido.error);
    const importadorId = await idAdmin(srv);
    const validacion = await validarImportacion(db(), leido.filas, {
      importadorId,
      importadorEsAdministrador: true,
    });
    expect(validacion.conteo.nuevo).toBe(10_000);
    const lotes = new LotesRepository(db());
    const loteId = await lotes.crear({
      usuarioId: importadorId,
      archivoNombre: 'grande.csv',
      reemplazarCursos: false,
      leido,
      validacion,
      resultado: resultadoParaGuardar(leido, validacion),
    });
    expect(await lotes.marcarEnCurso(loteId, 'soloNuevos', 10_000)).toBe(true);
    const antes = { usuarios: await cuenta('usuarios'), cursos: await cuenta('usuario_cursos') };

    // A cheap scrypt cost, allowed only in job tests and the bench: at the real cost (and
    // even at N=2^10, r=8: 2.6 ms per hash measured here) 10,000 hashes take minutes on
    // this 2-core machine. The hashes are real and in the stored format all the same.
    const hasher = new PoolHash({ coste: { N: 2 ** 10, r: 1, p: 1 } });
    let vistos = 0;
    const trabajo = TrabajoImportacion.iniciar(
      {
        db: db(),
        hasher,
        clave: claveCredenciales(new TextEncoder().encode('secreto-de-prueba-de-32-caracteres!')),
        alEscribirBloque: (escritas, t) => {
          vistos = escritas;
          if (escritas >= 5_000) t.cancelar();
        },
      },
      { loteId, modo: 'soloNuevos', reemplazarCursos: false, filas: validacion.filas },
    );
    try {
      expect(await trabajo.terminado).toBe('cancelado');
    } finally {
      await hasher.cerrar();
    }
    expect(vistos).toBe(5_000); // it had written half inside the transaction
    expect(await cuenta('usuarios')).toBe(antes.usuarios);
    expect(await cuenta('usuario_cursos')).toBe(antes.cursos);
    expect(await cuenta('importaciones_credencial')).toBe(0);
    const usuariosDelLote = await db()
      .selectFrom('usuarios')
      .select('id')
      .where('lote_id', '=', loteId)
      .execute();
    expect(usuariosDelLote).toEqual([]);
    expect(await lotes.fila(loteId)).toMatchObject({ estado: 'cancelado', creados: 0, fase: null });
  });

  /** Enough rows that hashing at the real cost lasts a while (~45 ms each per core). */
  const lineas = (prefijo: string, n: number, desde: number) =>
    Array.from({ length: n }, (_, i) => fila(`${prefijo}.${i}@correo.co`, String(desde + i)));

  it('cancelling during the hash phase through HTTP ends cancelado with nothing written', async () => {
    const lote = await validarOk(srv, token, archivo(lineas('hash', 60, 600_000)));
    const r = await srv.request('POST', `/api/usuarios/importar/${lote.id}/confirmar`, {
      token,
      body: { modo: 'soloNuevos' },
    });
    expect(r.body).toMatchObject({ data: { estado: 'en_curso', fase: 'hash', aplicar: 60 } });
    // Another import cannot start meanwhile.
    const otro = await validarOk(srv, token, archivo([fila('espera@correo.co', '600999')]));
    expect(
      await srv.request('POST', `/api/usuarios/importar/${otro.id}/confirmar`, {
        token,
        body: { modo: 'soloNuevos' },
      }),
    ).toMatchObject({
      status: 409,
      body: { error: 'Ya hay una importación en curso. Espere a que termine o cancélela.' },
    });
    const cancelado = await srv.request('POST', `/api/usuarios/importar/${lote.id}/cancelar`, {
      token,
    });
    expect(cancelado).toMatchObject({ status: 200, body: { data: { estado: 'cancelado' } } });
    const creados = await db()
      .selectFrom('usuarios')
      .select('id')
      .where('lote_id', '=', lote.id)
      .execute();
    expect(creados).toEqual([]);
    expect(
      await srv.request('POST', `/api/usuarios/importar/${lote.id}/cancelar`, { token }),
    ).toMatchObject({
      status: 409,
      body: { error: 'La importación ya terminó; no se puede cancelar.' },
    });
  });

  it('a server stopping mid-import rolls it back and its job applies it after the restart; a crash-left lote with no job becomes fallido', async () => {
    const dataDir = srv.dataDir;
    const databaseUrl = srv.databaseUrl;
    const corriendo = await validarOk(srv, token, archivo(lineas('parada', 80, 700_000)));
    await srv.request('POST', `/api/usuarios/importar/${corriendo.id}/confirmar`, {
      token,
      body: { modo: 'soloNuevos' },
    });
    // A crash: a lote left en_curso with no job to run it.
    const caido = await validarOk(srv, token, archivo([fila('caida@correo.co', '700999')]));
    await srv.stop();

    const otro = await startTestServer(dialect, { dataDir, databaseUrl });
    try {
      const t = await tokenAdmin(otro);
      expect(await esperarFin(otro, t, corriendo.id)).toMatchObject({ estado: 'completado' });
      expect(
        await otro.server.services.db
          .selectFrom('usuarios')
          .select('id')
          .where('lote_id', '=', corriendo.id)
          .execute(),
      ).toHaveLength(80);
      await otro.server.services.db
        .updateTable('importaciones_lote')
        .set({ estado: 'en_curso', fase: 'escritura' })
        .where('id', '=', caido.id)
        .execute();
      await otro.stop();
      const tercero = await startTestServer(dialect, { dataDir, databaseUrl });
      try {
        const fin = await esperarFin(tercero, await tokenAdmin(tercero), caido.id);
        expect(fin).toMatchObject({ estado: 'fallido', error: ERROR_CAIDA, fase: null });
        expect(
          await tercero.server.services.usuarios.findRowByEmail('caida@correo.co'),
        ).toBeUndefined();
      } finally {
        await tercero.stop();
      }
    } finally {
      await otro.stop(); // `srv` (stopped) still owns the folder and database: afterAll drops them
    }
  });
});
