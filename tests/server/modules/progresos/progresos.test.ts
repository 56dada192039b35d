import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, idAdmin, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { AperturasRepository } from '../../../../src/server/modules/multimedias/repositoryAperturas';
import { crearLeccion } from '../multimedias/ayudas';

interface Entrada {
  id: string;
  progreso: string;
  porcentaje: number;
  fecha: string;
}
interface Respuesta {
  ok: boolean;
  code?: string;
  error?: string;
  progreso: Entrada;
  aplicado: boolean;
  progreso_multimedia: Entrada[];
}

const T1 = '2026-11-20T10:00:00.000Z';
const T2 = '2026-11-20T11:00:00.000Z';

describe.each(testDialects())('progress reports (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let usuario: string;
  let aprendiz: string;
  let otro: string;
  let otroId: string;

  async function llamar(ruta: string, body: unknown, token = aprendiz) {
    const res = await srv.request('POST', `/api/usuarios/${ruta}`, { token, body });
    return { status: res.status, body: res.body as Respuesta };
  }
  const agregar = (
    id: string,
    progreso: string,
    porcentaje: number,
    extra: { fecha?: string; idReporte?: string; _id?: string; token?: string } = {},
  ) =>
    llamar(
      'agregarprogreso',
      {
        _id: extra._id ?? usuario,
        progreso_multimedia: { id, progreso, porcentaje, fecha: extra.fecha ?? T1 },
        ...(extra.idReporte ? { idReporte: extra.idReporte } : {}),
      },
      extra.token ?? aprendiz,
    );

  /** A fresh course of the learner's with its first lesson (never locked) and a second. */
  async function curso(): Promise<{ primera: string; segunda: string }> {
    const c = await crearCurso(srv, { codigo: `PR-${randomUUID().slice(0, 8)}` });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: usuario, curso_id: c, asignado_en: new Date().toISOString() })
      .execute();
    const primera = await crearLeccion(srv, admin, { nombre: '1.1 Primera', curso: c });
    const segunda = await crearLeccion(srv, admin, { nombre: '1.2 Segunda', curso: c });
    // These tests are about merging: the learner opened both lessons an hour ago, so real
    // time bounds nothing here (the bounds have their own suite, limite.test.ts).
    const aperturas = new AperturasRepository(srv.server.services.db);
    const haceUnaHora = new Date(Date.now() - 3_600_000);
    await aperturas.registrar(usuario, primera._id, haceUnaHora);
    await aperturas.registrar(usuario, segunda._id, haceUnaHora);
    return { primera: primera._id, segunda: segunda._id };
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    usuario = await crearUsuario(srv, { email: 'aprendiz@prueba.co' });
    aprendiz = await tokenDe(srv, usuario);
    otroId = await crearUsuario(srv, { email: 'otro@prueba.co' });
    otro = await tokenDe(srv, otroId);
  });
  afterAll(() => srv.close());

  it('the first report creates the entry, later ones merge into it', async () => {
    const { primera } = await curso();
    const uno = await agregar(primera, 'iniciado', 30);
    expect(uno.status, JSON.stringify(uno.body)).toBe(200);
    expect(uno.body).toMatchObject({
      ok: true,
      aplicado: true,
      progreso: { id: primera, progreso: 'iniciado', porcentaje: 30, fecha: T1 },
    });
    const dos = await agregar(primera, 'iniciado', 55, { fecha: T2 });
    expect(dos.body.progreso).toEqual({
      id: primera,
      progreso: 'iniciado',
      porcentaje: 55,
      fecha: T2,
    });
    const lista = await llamar('getProgresos', { _id: usuario });
    expect(lista.status).toBe(200);
    expect(lista.body.progreso_multimedia.find((p) => p.id === primera)).toEqual(dos.body.progreso);
  });

  it('answers a stored date in ISO form: the row date, else its update time, else 1970', async () => {
    // Two courses' first lessons: neither is locked.
    const { primera } = await curso();
    const { primera: segunda } = await curso();
    expect((await agregar(primera, 'iniciado', 10)).status).toBe(200);
    expect((await agregar(segunda, 'iniciado', 10)).status).toBe(200);
    const db = srv.server.services.db;
    // Rows as an old import or a hand edit may have left them.
    const cambiar = (id: string, fecha: string, actualizado: string) =>
      db
        .updateTable('progresos')
        .set({ fecha, actualizado_en: actualizado })
        .where('usuario_id', '=', usuario)
        .where('multimedia_id', '=', id)
        .execute();
    await cambiar(primera, '2026-11-20 10:00:00Z', T2);
    await cambiar(segunda, 'ayer', 'hace un rato');
    const { body } = await llamar('getProgresos', { _id: usuario });
    const fechas = new Map(body.progreso_multimedia.map((e) => [e.id, e.fecha]));
    expect(fechas.get(primera)).toBe(T1);
    await cambiar(primera, 'no es fecha', '2026-11-20T06:00:00-05:00');
    const otra = await llamar('getProgresos', { _id: usuario });
    const despues = new Map(otra.body.progreso_multimedia.map((e) => [e.id, e.fecha]));
    expect(despues.get(primera)).toBe(T2);
    expect(despues.get(segunda)).toBe('1970-01-01T00:00:00.000Z');
  });

  it('late and out-of-order reports never lower the percent (80 then 30 → 80)', async () => {
    const { primera } = await curso();
    await agregar(primera, 'iniciado', 80, { fecha: T2 });
    const tarde = await agregar(primera, 'iniciado', 30, { fecha: T1 });
    expect(tarde.status).toBe(200);
    expect(tarde.body.progreso).toMatchObject({ porcentaje: 80, progreso: 'iniciado', fecha: T2 });
  });

  it('100 % means completado, and completado is never undone', async () => {
    const { primera } = await curso();
    const cien = await agregar(primera, 'iniciado', 100);
    expect(cien.body.progreso).toMatchObject({ progreso: 'completado', porcentaje: 100 });
    const despues = await agregar(primera, 'no-iniciado', 0, { fecha: T2 });
    expect(despues.body.progreso).toMatchObject({ progreso: 'completado', porcentaje: 100 });
    // The old shape (actualizarprogreso) follows the same rule.
    const viejo = await llamar('actualizarprogreso', {
      _id: usuario,
      progresoId: primera,
      nuevoProgreso: { progreso: 'iniciado', porcentaje: 10, fecha: T2 },
    });
    expect(viejo.status).toBe(200);
    expect(viejo.body.progreso).toMatchObject({ progreso: 'completado', porcentaje: 100 });
  });

  it('a report id already applied is not applied again', async () => {
    const { primera } = await curso();
    const idReporte = randomUUID();
    const uno = await agregar(primera, 'iniciado', 20, { idReporte });
    expect(uno.body.aplicado).toBe(true);
    await agregar(primera, 'iniciado', 40);
    const repetido = await agregar(primera, 'iniciado', 90, { idReporte });
    expect(repetido.status).toBe(200);
    expect(repetido.body.aplicado).toBe(false);
    expect(repetido.body.progreso).toMatchObject({ porcentaje: 40 });
  });

  it('five concurrent copies of one report: applied once, one recorded id', async () => {
    const { primera } = await curso();
    const idReporte = randomUUID();
    const respuestas = await Promise.all(
      Array.from({ length: 5 }, () => agregar(primera, 'iniciado', 45, { idReporte })),
    );
    expect(respuestas.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(respuestas.filter((r) => r.body.aplicado)).toHaveLength(1);
    const filas = await srv.server.services.db
      .selectFrom('progreso_reportes')
      .selectAll()
      .where('id', '=', idReporte)
      .execute();
    expect(filas).toHaveLength(1);
    // Concurrent different reports all merge: the highest wins.
    await Promise.all(
      [10, 70, 30, 60, 20].map((p) => agregar(primera, 'iniciado', p, { idReporte: randomUUID() })),
    );
    const lista = await llamar('getProgresos', { _id: usuario });
    expect(lista.body.progreso_multimedia.find((p) => p.id === primera)?.porcentaje).toBe(70);
  });

  it('concurrent first reports of a lesson make one entry, each applied, the highest kept', async () => {
    const { primera } = await curso();
    const respuestas = await Promise.all(
      [20, 90, 40, 10, 60].map((p) => agregar(primera, 'iniciado', p, { idReporte: randomUUID() })),
    );
    expect(respuestas.map((r) => [r.status, r.body.aplicado])).toEqual(
      Array.from({ length: 5 }, () => [200, true]),
    );
    const filas = await srv.server.services.db
      .selectFrom('progresos')
      .select(['porcentaje'])
      .where('usuario_id', '=', usuario)
      .where('multimedia_id', '=', primera)
      .execute();
    expect(filas.map((f) => Number(f.porcentaje))).toEqual([90]);
  });

  it("refuses reporting another user's progress and reading it without usuarios.consultar", async () => {
    const { primera } = await curso();
    const ajeno = await agregar(primera, 'iniciado', 50, { _id: otroId });
    expect(ajeno.status).toBe(403);
    expect(ajeno.body.code).toBe('ACCION_NO_PERMITIDA');
    const leer = await llamar('getProgresos', { _id: usuario }, otro);
    expect(leer.status).toBe(403);
    expect(leer.body.code).toBe('ACCION_NO_PERMITIDA');
    // Admins follow learners; an unknown user is a 404.
    expect((await llamar('getProgresos', { _id: usuario }, admin)).status).toBe(200);
    expect((await llamar('getProgresos', { _id: 'no-existe' }, admin)).status).toBe(404);
    // The admin reports only their own progress too.
    const delAdmin = await agregar(primera, 'iniciado', 50, {
      _id: await idAdmin(srv),
      token: admin,
    });
    expect(delAdmin.status).toBe(200);
  });

  it('refuses a report on a locked lesson, an unknown one, another course and bad input', async () => {
    const { primera, segunda } = await curso();
    const bloqueada = await agregar(segunda, 'completado', 100);
    expect(bloqueada.status).toBe(403);
    expect(bloqueada.body.code).toBe('LECCION_BLOQUEADA');
    expect(bloqueada.body.error).toContain('"1.1 Primera" (0 %)');
    const fila = await srv.server.services.db
      .selectFrom('progresos')
      .select('porcentaje')
      .where('usuario_id', '=', usuario)
      .where('multimedia_id', '=', segunda)
      .executeTakeFirst();
    expect(fila).toBeUndefined();
    expect((await agregar('no-existe', 'iniciado', 10)).status).toBe(404);
    // The other learner is not assigned to this course.
    const ajeno = await agregar(primera, 'iniciado', 10, { _id: otroId, token: otro });
    expect(ajeno.status).toBe(403);
    expect((await agregar(primera, 'iniciado', 150)).status).toBe(400);
    expect((await agregar(primera, 'otro', 10)).status).toBe(400);
    expect((await agregar(primera, 'iniciado', 10, { idReporte: 'x' })).status).toBe(400);
    expect((await agregar(primera, 'iniciado', 10, { fecha: 'ayer' })).status).toBe(400);
  });
});
