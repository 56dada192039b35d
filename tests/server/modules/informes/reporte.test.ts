import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReporteInforme } from '@shared/api/informes';
import { diaColombia, sumarDias } from '@shared/domain/informes';
import { ID_ROL_TUTOR } from '../../../../src/server/db/migrations/0012_progreso_orden';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { asignar, crearEvaluacion, enviar } from '../evaluaciones/ayudas';
import { crearLeccion } from '../multimedias/ayudas';
import { mp4, pdf } from '../progresos/medios';

/**
 * The programme report (docs/informes.md) from a real journey made through the API: two
 * learners in two centres open lessons (views), report progress while the server's clock
 * moves as their time passes, one passes the evaluation. Every figure is checked against
 * what the journey did; a tutor's report covers only its course.
 */
describe.each(testDialects())('POST /api/informes/informes/reporte (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let ahora = Date.now();
  const inicio = Date.now();
  const avanzar = (segundos: number) => {
    ahora += segundos * 1000;
  };
  const ids = { cursoA: '', cursoB: '', ana: '', beto: '', tutor: '' };
  const tokens = { ana: '', beto: '', tutor: '' };

  async function ubicar(usuarioId: string, centro: string, municipio: string) {
    const customData = { municipio: { nombre: municipio }, institucion: { nombrePunto: centro } };
    await srv.server.services.db
      .updateTable('usuarios')
      .set({ custom_data: JSON.stringify(customData) })
      .where('id', '=', usuarioId)
      .execute();
  }

  /** What the player does: open the lesson (GET, the server's clock starts) and count a view. */
  async function abrir(token: string, id: string) {
    expect((await srv.request('GET', `/api/multimedias/${id}`, { token })).status).toBe(200);
    const visto = await srv.request('PATCH', `/api/multimedias/${id}`, {
      token,
      body: { _id: id, multimediaFields: { visto: true } },
    });
    expect(visto.status).toBe(200);
  }

  async function reportar(token: string, usuarioId: string, id: string, porcentaje: number) {
    const res = await srv.request('POST', '/api/usuarios/agregarprogreso', {
      token,
      body: {
        _id: usuarioId,
        progreso_multimedia: {
          id,
          progreso: porcentaje >= 100 ? 'completado' : 'iniciado',
          porcentaje,
          fecha: new Date(ahora).toISOString(),
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { progreso: { porcentaje: number } }).progreso.porcentaje).toBe(porcentaje);
  }

  const rango = () => ({ desde: diaColombia(inicio), hasta: diaColombia(ahora) });
  async function reporte(token: string, body: unknown = rango()) {
    return srv.request('POST', '/api/informes/informes/reporte', { token, body });
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    srv.server.services.reloj = () => new Date(ahora);
    admin = await tokenAdmin(srv);
    ids.cursoA = await crearCurso(srv, { codigo: 'INF-A' });
    ids.cursoB = await crearCurso(srv, { codigo: 'INF-B' });
    const video = await crearLeccion(srv, admin, {
      nombre: '1.1 Video',
      curso: ids.cursoA,
      bytes: await mp4(60),
      archivo: 'clase.mp4',
    });
    const guia = await crearLeccion(srv, admin, {
      nombre: '1.2 Guía',
      curso: ids.cursoA,
      bytes: pdf(4),
      archivo: 'guia.pdf',
    });
    const lectura = await crearLeccion(srv, admin, {
      nombre: '1.1 Lectura',
      curso: ids.cursoB,
      bytes: pdf(3),
      archivo: 'lectura.pdf',
    });
    const evaluacion = await crearEvaluacion(srv, admin, ids.cursoA);
    ids.ana = await crearUsuario(srv, { email: 'ana@prueba.co' });
    ids.beto = await crearUsuario(srv, { email: 'beto@prueba.co' });
    ids.tutor = await crearUsuario(srv, { email: 'tutor@prueba.co', rolId: ID_ROL_TUTOR });
    await ubicar(ids.ana, 'Biblioteca de Mompox', 'Mompox');
    await ubicar(ids.beto, 'Casa de la Cultura de Achí', 'Achí');
    await asignar(srv, ids.ana, ids.cursoA);
    await asignar(srv, ids.beto, ids.cursoB);
    await asignar(srv, ids.tutor, ids.cursoA);
    tokens.ana = await tokenDe(srv, ids.ana);
    tokens.beto = await tokenDe(srv, ids.beto);
    tokens.tutor = await tokenDe(srv, ids.tutor);

    // Ana: the 60-second video in two halves (30 s of media each)…
    await abrir(tokens.ana, video._id);
    avanzar(30);
    await reportar(tokens.ana, ids.ana, video._id, 50);
    avanzar(30);
    await reportar(tokens.ana, ids.ana, video._id, 100);
    // …the 4-page guide: 2 pages after 10 s (capped at the 10 s that passed), then the
    // other 2 after 5 minutes (2 × 60 s), which completes course A.
    await abrir(tokens.ana, guia._id);
    avanzar(10);
    await reportar(tokens.ana, ids.ana, guia._id, 50);
    avanzar(300);
    await reportar(tokens.ana, ids.ana, guia._id, 100);
    const envio = await enviar(srv, tokens.ana, evaluacion, 5);
    expect(envio.body.data.aprobado).toBe(true);
    // Beto: the 3-page reading after 200 s (3 × 60 s), which completes course B.
    await abrir(tokens.beto, lectura._id);
    avanzar(200);
    await reportar(tokens.beto, ids.beto, lectura._id, 100);
  });
  afterAll(() => srv.close());

  it("counts the journey's study time, views, completions, approval and certificate", async () => {
    const res = await reporte(admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body as ReporteInforme;
    expect(r).toMatchObject({
      ok: true,
      ...rango(),
      zonaHoraria: 'America/Bogota',
      alcance: 'todos',
    });
    expect(r.total).toEqual({
      segundosEstudio: 60 + 10 + 120 + 180,
      horasGrabacion: 0.1,
      cursos: 2,
      llamadas: 3,
      // The admin made at start and the three accounts of this test.
      registrados: 4,
      leccionesCompletadas: 3,
      cursosCompletados: 2,
      aprobados: 1,
      certificados: 1,
    });
    expect(r.grafica).toEqual([
      {
        centro: 'Biblioteca de Mompox',
        municipio: 'Mompox',
        segundosEstudio: 190,
        horas: 0.05,
        llamadas: 2,
        leccionesCompletadas: 2,
        cursosCompletados: 1,
      },
      {
        centro: 'Casa de la Cultura de Achí',
        municipio: 'Achí',
        segundosEstudio: 180,
        horas: 0.05,
        llamadas: 1,
        leccionesCompletadas: 1,
        cursosCompletados: 1,
      },
    ]);
  });

  it("gives a tutor only its course's learners and activity", async () => {
    const res = await reporte(tokens.tutor);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body as ReporteInforme;
    expect(r.alcance).toBe('misCursos');
    expect(r.total).toMatchObject({
      segundosEstudio: 190,
      cursos: 1,
      llamadas: 2,
      // Ana is assigned to course A; Beto is not; the tutor itself is not counted.
      registrados: 1,
      cursosCompletados: 1,
      aprobados: 1,
      certificados: 1,
    });
    expect(r.grafica.map((c) => c.centro)).toEqual(['Biblioteca de Mompox']);
    // A tutor with no course sees zeros, never everything.
    const solo = await crearUsuario(srv, { email: 'solo@prueba.co', rolId: ID_ROL_TUTOR });
    const vacio = (await reporte(await tokenDe(srv, solo))).body as ReporteInforme;
    expect(vacio.total).toMatchObject({
      segundosEstudio: 0,
      llamadas: 0,
      cursos: 0,
      registrados: 0,
    });
    expect(vacio.grafica).toEqual([]);
  });

  it('counts nothing outside the range, and refuses learners', async () => {
    const ayer = sumarDias(diaColombia(inicio), -1);
    const r = (await reporte(admin, { desde: ayer, hasta: ayer })).body as ReporteInforme;
    expect(r.total).toMatchObject({ segundosEstudio: 0, llamadas: 0, cursos: 0, aprobados: 0 });
    expect((await reporte(tokens.ana)).status).toBe(403);
  });

  it.each([
    [{ desde: '2026-03-10', hasta: '2026-03-01' }, 'no puede ser posterior'],
    [{ desde: '2026-02-30', hasta: '2026-03-01' }, 'AAAA-MM-DD'],
    [{ desde: '01/03/2026', hasta: '2026-03-01' }, 'AAAA-MM-DD'],
    [{ desde: '2024-01-01', hasta: '2025-01-02' }, '366 días'],
    [{ desde: '2026-03-01' }, 'requerido'],
  ])('answers 400 in Spanish to the range %j', async (body, mensaje) => {
    const res = await reporte(admin, body);
    expect(res.status).toBe(400);
    const cuerpo = res.body as { ok: boolean; code: string; error: string; fields?: unknown };
    expect(cuerpo.ok).toBe(false);
    expect(JSON.stringify(cuerpo)).toContain(mensaje);
  });

  it('exports the same figures as a CSV for Spanish spreadsheets', async () => {
    const res = await fetch(`${srv.url}/api/informes/informes/reporte/csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(rango()),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`informe-${rango().desde}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lineas[0]).toBe(
      'Centro;Municipio;Horas de estudio;Tiempo de estudio (HH:MM:SS);Vistas de lecciones;Lecciones completadas;Cursos completados',
    );
    expect(lineas[1]).toBe('Biblioteca de Mompox;Mompox;0,05;00:03:10;2;2;1');
    expect(lineas[2]).toBe('Casa de la Cultura de Achí;Achí;0,05;00:03:00;1;1;1');
    expect(lineas[3]).toBe('TOTAL;;0,10;00:06:10;3;3;2');
    // The summary rows below, padded to the table's columns.
    expect(lineas).toContain('Evaluaciones aprobadas;1;;;;;');
    expect(lineas).toContain('Certificados emitidos;1;;;;;');
    expect(lineas).toContain('Cursos con actividad;2;;;;;');
    const malo = await srv.request('POST', '/api/informes/informes/reporte/csv', {
      token: admin,
      body: { desde: '2026-03-10', hasta: '2026-03-01' },
    });
    expect(malo.status).toBe(400);
  });
});
