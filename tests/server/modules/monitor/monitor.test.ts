import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetalleAprendizMonitor, FilaMonitor, ResumenMonitor } from '@shared/api/monitor';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { ACHI, MOMPOX, nombres, prepararClase, type Clase, type Cuerpo } from './clase';

/**
 * The monitor panel on real rows (clase.ts: progress reported and evaluations taken through
 * the API, a grade recorded by hand), every figure read back (docs/monitor.md).
 */
describe.each(testDialects())('monitor panel (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let c: Clase['c'];
  let ana: Clase['ana'];
  let beto: Clase['beto'];
  let jose: Clase['jose'];
  let resumen: Clase['resumen'];
  let filas: Clase['filas'];

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    ({ admin, c, ana, beto, jose, resumen, filas } = await prepararClase(srv));
  });
  afterAll(() => srv.close());

  it('summary: learners, % started / completed / approved, median days, hardest questions', async () => {
    const res = await resumen(c.curso);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = (res.body as Cuerpo<ResumenMonitor>).data;
    expect(r).toMatchObject({
      curso: { _id: c.curso, codigo: c.codigo },
      aprendices: 3,
      porcentajeIniciado: 67,
      porcentajeCompletado: 33,
      porcentajeAprobado: 33,
      centros: [ACHI.centro, MOMPOX.centro],
      tableroUrl: null,
    });
    expect(r.medianaDiasCompletar).toBeGreaterThanOrEqual(3);
    expect(r.medianaDiasCompletar).toBeLessThan(3.1);
    // Ana's first attempt got questions 2 and 3 wrong, her second none; the admin's all
    // three wrong attempt is not counted (question 1 would otherwise appear).
    expect(r.preguntasDificiles).toEqual([
      expect.objectContaining({
        descripcion: 'Pregunta 2',
        presentada: 2,
        falladas: 1,
        porcentajeFallo: 50,
      }),
      expect.objectContaining({
        descripcion: 'Pregunta 3',
        presentada: 2,
        falladas: 1,
        porcentajeFallo: 50,
      }),
    ]);
  });

  it('one row per learner (staff left out), each figure from the stored rows', async () => {
    const res = await filas(c.curso);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cuerpo = res.body as Cuerpo<FilaMonitor[]>;
    expect(cuerpo.total).toBe(3);
    const [a, b, j] = cuerpo.data;
    expect(a).toMatchObject({
      _id: ana.id,
      centro: ACHI.centro,
      municipio: 'Achí',
      progreso: 100,
      leccionActual: null,
      estado: 'aprobada',
      intentos: 2,
      puntaje: 100,
      diasSinActividad: 0,
    });
    expect(a?.certificado?.numero).toBeGreaterThan(0);
    expect(a?.ultimaActividad).not.toBeNull();
    expect(b).toMatchObject({
      _id: beto.id,
      progreso: 25,
      leccionActual: { _id: c.lecciones[0], nombre: '1.1 Primera' },
      estado: 'noAprobada',
      intentos: 1,
      puntaje: 40,
      certificado: null,
    });
    expect(j).toMatchObject({
      _id: jose.id,
      progreso: 0,
      leccionActual: null,
      ultimaActividad: null,
      diasSinActividad: 10,
      estado: 'sinPresentar',
      puntaje: null,
    });
  });

  it('filters by centre, state, inactivity and search (accents and case ignored)', async () => {
    expect(nombres((await filas(c.curso, { centro: ACHI.centro })).body)).toEqual(['Ana', 'José']);
    expect(nombres((await filas(c.curso, { estado: 'aprobada' })).body)).toEqual(['Ana']);
    expect(nombres((await filas(c.curso, { estado: 'noAprobada' })).body)).toEqual(['Beto']);
    expect(nombres((await filas(c.curso, { inactivos: true })).body)).toEqual(['José']);
    expect(nombres((await filas(c.curso, { busqueda: 'NUNEZ' })).body)).toEqual(['José']);
    expect(nombres((await filas(c.curso, { busqueda: 'alvarez' })).body)).toEqual(['Ana']);
    expect(nombres((await filas(c.curso, { busqueda: 'nadie' })).body)).toEqual([]);
  });

  it('sorts and pages on the server', async () => {
    const desc = await filas(c.curso, { orden: 'progreso', direccion: 'desc' });
    expect(nombres(desc.body)).toEqual(['Ana', 'Beto', 'José']);
    const pagina = await filas(c.curso, {
      orden: 'progreso',
      direccion: 'desc',
      pagina: 2,
      tamano: 1,
    });
    expect(nombres(pagina.body)).toEqual(['Beto']);
    expect((pagina.body as Cuerpo<unknown>).total).toBe(3);
    const inactivos = await filas(c.curso, { orden: 'diasSinActividad', direccion: 'desc' });
    expect(nombres(inactivos.body)[0]).toBe('José');
  });

  it("a learner's detail: lesson by lesson with dates, attempts and grades with scores", async () => {
    const res = await srv.request('GET', `/api/monitor/cursos/${c.curso}/aprendices/${ana.id}`, {
      token: admin,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = (res.body as Cuerpo<DetalleAprendizMonitor>).data;
    expect(d.lecciones.map((l) => [l.nombre, l.progreso, l.porcentaje])).toEqual([
      ['1.1 Primera', 'completado', 100],
      ['1.2 Segunda', 'completado', 100],
    ]);
    expect(d.lecciones.every((l) => l.abiertaEn !== null && l.fecha !== null)).toBe(true);
    expect(d.intentos.map((i) => [i.puntaje, i.correctas, i.total, i.aprobado, i.manual])).toEqual([
      [33, 1, 3, false, false],
      [100, 3, 3, true, false],
    ]);
    const deBeto = await srv.request(
      'GET',
      `/api/monitor/cursos/${c.curso}/aprendices/${beto.id}`,
      {
        token: admin,
      },
    );
    const db = (deBeto.body as Cuerpo<DetalleAprendizMonitor>).data;
    expect(db.intentos).toEqual([
      expect.objectContaining({ puntaje: 40, manual: true, correctas: null }),
    ]);
    expect(db.lecciones[0]).toMatchObject({ progreso: 'iniciado', porcentaje: 50 });
    expect(db.lecciones[1]).toMatchObject({
      progreso: 'no-iniciado',
      abiertaEn: expect.any(String), // a server timestamp: only its presence is checked
      fecha: null,
    });
  });

  it('CSV of the filtered rows: BOM, `;`, Spanish headers, Excel-safe', async () => {
    const res = await fetch(`${srv.url}/api/monitor/cursos/${c.curso}/exportar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ centro: ACHI.centro, orden: 'progreso', direccion: 'desc' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`monitor-${c.codigo}-`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lineas[0]).toBe(
      'Nombre;Apellidos;Email;Centro;Municipio;Progreso (%);Lección actual;Última actividad;Días sin actividad;Estado de la evaluación;Intentos;Puntaje;Certificado',
    );
    expect(lineas).toHaveLength(3);
    expect(lineas[1]).toMatch(
      /^Ana;Álvarez;.*;Biblioteca Pública Municipal de Achí;Achí;100;;.*;0;Aprobada;2;100;N\.º \d+/,
    );
    expect(lineas[2]).toMatch(/^José;Ñúñez;.*;0;;;10;Sin presentar;0;;No$/);
  });
});
