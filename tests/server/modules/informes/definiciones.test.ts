import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DefinicionInforme, FilaAnalisis } from '@shared/api/informesDefiniciones';
import { MENSAJES_DEFINICION, MOTIVO_INFORMES_SIN_FOTOS } from '@shared/api/informesDefiniciones';
import { matrizPermisos } from '@shared/domain/permisos';
import { ID_ROL_TUTOR } from '../../../../src/server/db/migrations/0012_progreso_orden';
import { MENSAJES_DEFINICIONES } from '../../../../src/server/modules/informes/definiciones';
import { MENSAJES_CSV } from '../../../../src/server/modules/informes/definicionesCsv';
import { testDialects } from '../../helpers/databases';
import { crearRol, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

const BOM = '\uFEFF';

describe.each(testDialects())('informes: saved report definitions (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  /** Informes crear + consultar + eliminar, not editar. */
  let analista: string;
  let analistaId: string;
  /** Every informes operation. */
  let coordinador: string;
  let tutor: string;
  let estudiante: string;

  const guardar = (token: string, id: string, body: unknown) =>
    srv.request('PUT', `/api/informes/informes/${id}`, { token, body });
  const post = (ruta: string, token: string, body?: unknown) =>
    srv.request('POST', `/api/informes/informes/${ruta}`, { token, body });
  const lista = async (token: string, body?: unknown) => {
    const res = await post('buscar', token, body);
    expect(res.status).toBe(200);
    return (res.body as { data: DefinicionInforme[] }).data;
  };

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    const rolAnalista = await crearRol(
      srv,
      'Analista',
      matrizPermisos((v, o) => v === 'informes' && o !== 'editar'),
    );
    analistaId = await crearUsuario(srv, {
      email: 'ana@inf.co',
      nombre: 'Ana',
      apellidos: 'Ruiz',
      rolId: rolAnalista,
    });
    analista = await tokenDe(srv, analistaId);
    const rolCoord = await crearRol(
      srv,
      'Coordinación',
      matrizPermisos((v) => v === 'informes'),
    );
    coordinador = await tokenDe(
      srv,
      await crearUsuario(srv, { email: 'co@inf.co', rolId: rolCoord }),
    );
    tutor = await tokenDe(
      srv,
      await crearUsuario(srv, { email: 'tu@inf.co', rolId: ID_ROL_TUTOR }),
    );
    estudiante = await tokenDe(srv, await crearUsuario(srv, { email: 'es@inf.co' }));
  });
  afterAll(() => srv.close());

  it('PUT {id} creates a definition with the client id; buscar and id return it', async () => {
    const id = randomUUID();
    const res = await guardar(analista, id, {
      nombre: ' Primer trimestre ',
      desde: '2026-01-01',
      hasta: '2026-03-31',
    });
    expect(res.status).toBe(200);
    expect((res.body as { data: DefinicionInforme }).data).toMatchObject({
      _id: id,
      nombre: 'Primer trimestre',
      desde: '2026-01-01',
      hasta: '2026-03-31',
      usuario: { _id: analistaId, nombre: 'Ana Ruiz' },
    });
    expect((await lista(analista)).map((d) => d._id)).toEqual([id]);
    const uno = await post('id', analista, { _id: id });
    expect(uno.status).toBe(200);
    expect((uno.body as { data: DefinicionInforme }).data.nombre).toBe('Primer trimestre');
  });

  it('each user sees only their own; ADMINISTRADOR sees everybody’s and may open any', async () => {
    const propia = randomUUID();
    expect(
      (
        await guardar(coordinador, propia, {
          nombre: 'Semana 12',
          desde: '2026-03-16',
          hasta: '2026-03-22',
        })
      ).status,
    ).toBe(200);
    const delAnalista = (await lista(analista)).map((d) => d.nombre);
    expect(delAnalista).not.toContain('Semana 12');
    expect((await lista(coordinador)).map((d) => d.nombre)).toEqual(['Semana 12']);
    const todas = (await lista(admin)).map((d) => d.nombre);
    expect(todas).toEqual(expect.arrayContaining(['Primer trimestre', 'Semana 12']));
    expect((await lista(admin, { texto: 'SEMANA' })).map((d) => d.nombre)).toEqual(['Semana 12']);
    const ajena = await post('id', analista, { _id: propia });
    expect(ajena.status).toBe(404);
    expect(ajena.body).toMatchObject({
      code: 'NO_ENCONTRADO',
      error: MENSAJES_DEFINICIONES.noEncontrada,
    });
    expect((await post('id', admin, { _id: propia })).status).toBe(200);
  });

  it('replacing needs informes.editar; a name is unique per user whatever its case', async () => {
    const id = randomUUID();
    expect(
      (
        await guardar(coordinador, id, {
          nombre: 'Marzo',
          desde: '2026-03-01',
          hasta: '2026-03-31',
        })
      ).status,
    ).toBe(200);
    const cambio = await guardar(coordinador, id, {
      nombre: 'Marzo completo',
      desde: '2026-03-01',
      hasta: '2026-03-31',
    });
    expect(cambio.status).toBe(200);
    expect((cambio.body as { data: DefinicionInforme }).data.nombre).toBe('Marzo completo');
    const otra = await guardar(coordinador, randomUUID(), {
      nombre: 'marzo COMPLETO',
      desde: '2026-03-01',
      hasta: '2026-03-02',
    });
    expect(otra.status).toBe(409);
    expect(otra.body).toMatchObject({
      code: 'CONFLICTO',
      error: MENSAJES_DEFINICIONES.nombreEnUso,
    });

    const mia = (await lista(analista))[0];
    const sinEditar = await guardar(analista, mia?._id ?? '', {
      nombre: 'Otro',
      desde: '2026-01-01',
      hasta: '2026-01-02',
    });
    expect(sinEditar.status).toBe(403);
    expect(sinEditar.body).toMatchObject({
      code: 'SIN_PERMISO',
      error: MENSAJES_DEFINICIONES.sinEditar,
    });
    // Someone else's id is not theirs to overwrite, even with every informes right.
    expect(
      (
        await guardar(coordinador, mia?._id ?? '', {
          nombre: 'X',
          desde: '2026-01-01',
          hasta: '2026-01-02',
        })
      ).status,
    ).toBe(404);
  });

  it('400 with a Spanish reason on a bad name or range; 403 for tutor (read only) and learner', async () => {
    const mala = await guardar(admin, randomUUID(), {
      nombre: 'Mal',
      desde: '2026-02-30',
      hasta: '2026-03-01',
    });
    expect(mala.status).toBe(400);
    expect(mala.body).toMatchObject({
      code: 'VALIDACION',
      fields: { desde: MENSAJES_DEFINICION.fecha },
    });
    const alReves = await guardar(admin, randomUUID(), {
      nombre: 'Al revés',
      desde: '2026-03-02',
      hasta: '2026-03-01',
    });
    expect(alReves.body).toMatchObject({ fields: { hasta: MENSAJES_DEFINICION.rango } });
    expect(
      (await guardar(admin, randomUUID(), { nombre: '', desde: '2026-03-01', hasta: '2026-03-01' }))
        .status,
    ).toBe(400);
    expect(
      (
        await guardar(tutor, randomUUID(), {
          nombre: 'T',
          desde: '2026-03-01',
          hasta: '2026-03-01',
        })
      ).status,
    ).toBe(403);
    expect(await lista(tutor)).toEqual([]);
    expect((await post('buscar', estudiante)).status).toBe(403);
  });

  it('eliminar: own one gone; someone else’s is 404; ADMINISTRADOR deletes any', async () => {
    const id = randomUUID();
    await guardar(analista, id, { nombre: 'Borrable', desde: '2026-01-01', hasta: '2026-01-01' });
    expect((await post('eliminar', coordinador, { _id: id })).status).toBe(404);
    expect((await post('eliminar', analista, { _id: id })).status).toBe(200);
    expect((await post('id', analista, { _id: id })).status).toBe(404);
    const otra = randomUUID();
    await guardar(analista, otra, { nombre: 'De admin', desde: '2026-01-01', hasta: '2026-01-01' });
    expect((await post('eliminar', admin, { _id: otra })).status).toBe(200);
    expect((await post('eliminar', admin, {})).status).toBe(400);
  });

  it('analisis-csv: per-row errors in Spanish, nothing saved', async () => {
    const csv = `${BOM}Nombre;Desde;Hasta\r\nEnero;01/01/2026;31/01/2026\r\nFebrero;1/2/2026;30/02/2026\r\n;01/03/2026;31/03/2026\r\nenero;05/04/2026;01/04/2026\r\n`;
    const antes = (await lista(coordinador)).length;
    const res = await post('analisis-csv', coordinador, { csv });
    expect(res.status).toBe(200);
    const data = (
      res.body as { data: { filas: FilaAnalisis[]; validas: number; conErrores: number } }
    ).data;
    expect(data.validas).toBe(1);
    expect(data.conErrores).toBe(3);
    expect(data.filas[0]).toEqual({
      fila: 2,
      nombre: 'Enero',
      desde: '01/01/2026',
      hasta: '31/01/2026',
      errores: [],
    });
    expect(data.filas[1]?.errores).toEqual([`hasta: ${MENSAJES_CSV.fecha}`]);
    expect(data.filas[2]?.errores).toEqual([expect.stringMatching(/^nombre: /)]);
    expect(data.filas[3]?.errores).toEqual([
      `hasta: ${MENSAJES_DEFINICION.rango}`,
      `nombre: ${MENSAJES_CSV.repetido}`,
    ]);
    expect(await lista(coordinador)).toHaveLength(antes);
    const sinColumnas = await post('analisis-csv', coordinador, { csv: 'a;b\r\n1;2' });
    expect(sinColumnas.status).toBe(400);
    expect(sinColumnas.body).toMatchObject({ error: MENSAJES_CSV.columnas });
    expect((await post('analisis-csv', coordinador, { csv: '' })).status).toBe(400);
  });

  it('bulk: saves every row or none; an existing name is replaced', async () => {
    const mala = await post('bulk', coordinador, {
      csv: 'nombre;desde;hasta\r\nA;01/01/2026;02/01/2026\r\nB;xx;02/01/2026',
    });
    expect(mala.status).toBe(400);
    expect(mala.body).toMatchObject({
      code: 'VALIDACION',
      error: MENSAJES_DEFINICIONES.filasConErrores(1),
      fields: { 'fila 3': `desde: ${MENSAJES_CSV.fecha}` },
    });
    expect((await lista(coordinador)).map((d) => d.nombre)).not.toContain('A');
    const res = await post('bulk', coordinador, {
      csv: 'nombre,desde,hasta\nSemana 12,16/03/2026,23/03/2026\nAbril,2026-04-01,2026-04-30\n',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, data: { creadas: 1, reemplazadas: 1 } });
    const semana = (await lista(coordinador)).find((d) => d.nombre === 'Semana 12');
    expect(semana).toMatchObject({ desde: '2026-03-16', hasta: '2026-03-23' });
    // Without informes.editar a load that would replace one is refused whole.
    const sinEditar = await post('bulk', analista, {
      csv: 'nombre;desde;hasta\nNuevo;01/01/2026;01/01/2026\nPrimer trimestre;01/01/2026;01/02/2026',
    });
    expect(sinEditar.status).toBe(403);
    expect((await lista(analista)).map((d) => d.nombre)).not.toContain('Nuevo');
  });

  it('actualizarFotos has no meaning for reports: 404 with a Spanish reason', async () => {
    const res = await post('actualizarFotos', admin);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      ok: false,
      code: 'NO_ENCONTRADO',
      error: MOTIVO_INFORMES_SIN_FOTOS,
    });
    expect((await post('actualizarFotos', estudiante)).status).toBe(403);
  });
});
