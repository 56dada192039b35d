import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITES_PROGRESO } from '@shared/domain/progreso';
import { ID_ROL_TUTOR } from '../../../../src/server/db/migrations/0012_progreso_orden';
import { progresoPorCurso } from '../../../../src/server/modules/cursos/repositoryProgreso';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, idAdmin, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearEvaluacion } from '../evaluaciones/ayudas';
import { crearEnlace, crearLeccion } from '../multimedias/ayudas';
import { mp3, mp4, pdf } from './medios';

interface Entrada {
  id: string;
  progreso: string;
  porcentaje: number;
  fecha: string;
}
interface Respuesta {
  ok: boolean;
  code?: string;
  progreso: Entrada;
  aplicado: boolean;
  limite: { porcentajeMaximo: number; completableDesde: string } | null;
  progreso_multimedia: Entrada[];
}

const { toleranciaSegundos, velocidadMaxima } = LIMITES_PROGRESO;

/**
 * The server bounds progress by real time (issue 13, docs/progreso.md). Time is the
 * server's own clock (services.reloj), moved here the way a learner's time passes, so an
 * honest 60-second lesson takes no minute of testing.
 */
describe.each(testDialects())('progress bounded by real time (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let usuario: string;
  let aprendiz: string;
  let minuto: { mp3: Buffer; mp4: Buffer };
  let ahora = Date.now();

  const avanzar = (segundos: number) => {
    ahora += segundos * 1000;
  };

  async function reportar(
    id: string,
    progreso: string,
    porcentaje: number,
    extra: { fecha?: string; idReporte?: string; token?: string; _id?: string } = {},
  ) {
    const res = await srv.request('POST', '/api/usuarios/agregarprogreso', {
      token: extra.token ?? aprendiz,
      body: {
        _id: extra._id ?? usuario,
        progreso_multimedia: {
          id,
          progreso,
          porcentaje,
          fecha: extra.fecha ?? new Date(ahora).toISOString(),
        },
        ...(extra.idReporte ? { idReporte: extra.idReporte } : {}),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Respuesta;
  }

  /** What the player does when a lesson opens. */
  async function abrir(id: string, token = aprendiz) {
    const res = await srv.request('GET', `/api/multimedias/${id}`, { token });
    return res.status;
  }

  /** A course of the learner's whose first lesson is the given file and a second after it. */
  async function curso(primera: { bytes?: Buffer; archivo?: string; enlace?: boolean }) {
    const c = await crearCurso(srv, { codigo: `LM-${randomUUID().slice(0, 8)}` });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: usuario, curso_id: c, asignado_en: new Date().toISOString() })
      .execute();
    const uno = primera.enlace
      ? await crearEnlace(srv, admin, { nombre: '1.1 Primera', curso: c })
      : await crearLeccion(srv, admin, { nombre: '1.1 Primera', curso: c, ...primera });
    const dos = await crearLeccion(srv, admin, { nombre: '1.2 Segunda', curso: c });
    return { cursoId: c, primera: uno._id, segunda: dos._id };
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    srv.server.services.reloj = () => new Date(ahora);
    admin = await tokenAdmin(srv);
    usuario = await crearUsuario(srv, { email: 'aprendiz@prueba.co' });
    aprendiz = await tokenDe(srv, usuario);
    minuto = { mp3: await mp3(60), mp4: await mp4(60) };
  });
  beforeEach(() => {
    ahora = Date.now();
  });
  afterAll(() => srv.close());

  it("a script's instant 'completado' is stored as what real time allows", async () => {
    const { cursoId, primera, segunda } = await curso({ bytes: minuto.mp4, archivo: 'v.mp4' });
    expect(await abrir(primera)).toBe(200);
    avanzar(1);
    const r = await reportar(primera, 'completado', 100);
    // One second at 2× plus the tolerance, of 60 s.
    const permitido = Math.floor(((velocidadMaxima * 1 + toleranciaSegundos) / 60) * 100);
    expect(r.progreso).toMatchObject({ progreso: 'iniciado', porcentaje: permitido });
    expect(r.limite?.porcentajeMaximo).toBe(permitido);
    expect(r.limite?.completableDesde).toBe(
      new Date(ahora - 1000 + ((60 - toleranciaSegundos) / velocidadMaxima) * 1000).toISOString(),
    );
    // What every reader sees is the stored, clamped value: the list, the lock, the course.
    const lista = await srv.request('POST', '/api/usuarios/getProgresos', {
      token: aprendiz,
      body: { _id: usuario },
    });
    const mia = (lista.body as Respuesta).progreso_multimedia.find((p) => p.id === primera);
    expect(mia).toMatchObject({ progreso: 'iniciado', porcentaje: permitido });
    const bloqueada = await srv.request('GET', `/api/multimedias/${segunda}`, { token: aprendiz });
    expect(bloqueada.status).toBe(403);
    expect((bloqueada.body as Respuesta).code).toBe('LECCION_BLOQUEADA');
    const cursos = await progresoPorCurso(srv.server.services.db, usuario, [cursoId]);
    expect(cursos.get(cursoId)).toBeLessThan(100);
    // A repeated script report adds nothing until real time has passed.
    expect((await reportar(primera, 'completado', 100)).progreso.porcentaje).toBe(permitido);
    // The old shape of the report is bounded the same way.
    const viejo = await srv.request('POST', '/api/usuarios/actualizarprogreso', {
      token: aprendiz,
      body: {
        _id: usuario,
        progresoId: primera,
        nuevoProgreso: { progreso: 'completado', porcentaje: 100, fecha: new Date().toISOString() },
      },
    });
    expect((viejo.body as Respuesta).progreso).toMatchObject({ porcentaje: permitido });
  });

  it('a script cannot open the evaluation: its course stays below 100 % until real time allows', async () => {
    const c = await crearCurso(srv, { codigo: `EV-${randomUUID().slice(0, 8)}` });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: usuario, curso_id: c, asignado_en: new Date().toISOString() })
      .execute();
    const leccion = await crearLeccion(srv, admin, {
      nombre: '1.1 Única',
      curso: c,
      bytes: minuto.mp4,
      archivo: 'v.mp4',
    });
    const evaluacion = await crearEvaluacion(srv, admin, c, 1);
    const abrirEvaluacion = () =>
      srv.request('POST', '/api/evaluaciones/buscar/', {
        token: aprendiz,
        body: { _id: evaluacion._id },
      });
    expect(await abrir(leccion._id)).toBe(200);
    avanzar(1);
    expect((await reportar(leccion._id, 'completado', 100)).progreso.progreso).toBe('iniciado');
    const bloqueada = await abrirEvaluacion();
    expect(bloqueada.status).toBe(403);
    expect((bloqueada.body as Respuesta).code).toBe('EVALUACION_BLOQUEADA');
    // Half the video's length later (2×), the same report completes it and the evaluation opens.
    avanzar((60 - toleranciaSegundos) / velocidadMaxima);
    expect((await reportar(leccion._id, 'completado', 100)).progreso.progreso).toBe('completado');
    expect((await abrirEvaluacion()).status).toBe(200);
  });

  it('an honest learner playing in real time reaches 100 % and unlocks the next lesson', async () => {
    const { primera, segunda } = await curso({ bytes: minuto.mp3, archivo: 'a.mp3' });
    expect(await abrir(primera)).toBe(200);
    // The player takes a moment to load, then reports every 10 s of 1× playback.
    avanzar(2);
    for (let jugado = 10; jugado < 60; jugado += 10) {
      avanzar(10);
      const pct = Math.floor((jugado / 60) * 100);
      const r = await reportar(primera, 'iniciado', pct);
      expect(r.progreso).toMatchObject({ progreso: 'iniciado', porcentaje: pct });
    }
    avanzar(10);
    const fin = await reportar(primera, 'completado', 100);
    expect(fin.progreso).toMatchObject({ progreso: 'completado', porcentaje: 100 });
    expect(await abrir(segunda)).toBe(200);
  });

  it('at 2× the honest learner is not clamped either', async () => {
    const { primera } = await curso({ bytes: minuto.mp4, archivo: 'v.mp4' });
    expect(await abrir(primera)).toBe(200);
    avanzar(30);
    const fin = await reportar(primera, 'completado', 100);
    expect(fin.progreso).toMatchObject({ progreso: 'completado', porcentaje: 100 });
  });

  it('an offline replay with the original dates is applied after the outage', async () => {
    const { primera, segunda } = await curso({ bytes: minuto.mp3, archivo: 'a.mp3' });
    const abierta = ahora;
    // The desktop downloads the lesson (a Range request of its stream): the clock starts.
    const descarga = await fetch(`${srv.url}/api/plyr/${primera}`, {
      headers: { authorization: `Bearer ${aprendiz}`, range: 'bytes=0-1023' },
    });
    expect(descarga.status).toBe(206);
    await descarga.arrayBuffer();
    // Played offline in real time; the outbox keeps the reports with their dates.
    const guardados = [20, 40, 60].map((s) => ({
      fecha: new Date(abierta + (s + 3) * 1000).toISOString(),
      progreso: s === 60 ? 'completado' : 'iniciado',
      porcentaje: Math.floor((s / 60) * 100),
      idReporte: randomUUID(),
    }));
    // The outage ends two hours later and the outbox replays in order.
    avanzar(2 * 3600);
    for (const g of guardados) {
      const r = await reportar(primera, g.progreso, g.porcentaje, g);
      expect(r.aplicado).toBe(true);
    }
    const lista = await srv.request('POST', '/api/usuarios/getProgresos', {
      token: aprendiz,
      body: { _id: usuario },
    });
    expect((lista.body as Respuesta).progreso_multimedia.find((p) => p.id === primera)).toEqual({
      id: primera,
      progreso: 'completado',
      porcentaje: 100,
      fecha: guardados[2]?.fecha,
    });
    // A resend of the same outbox is applied once.
    const otra = await reportar(primera, 'completado', 100, guardados[2]);
    expect(otra.aplicado).toBe(false);
    expect(await abrir(segunda)).toBe(200);
  });

  it('the first opening counts once, whichever request makes it and however many at once', async () => {
    const { primera } = await curso({ bytes: minuto.mp3, archivo: 'a.mp3' });
    const estados = await Promise.all([
      abrir(primera),
      abrir(primera),
      fetch(`${srv.url}/api/plyr/${primera}`, {
        headers: { authorization: `Bearer ${aprendiz}`, range: 'bytes=0-99' },
      }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      }),
    ]);
    expect(estados).toEqual([200, 200, 206]);
    const primeraVez = ahora;
    avanzar(20);
    expect(await abrir(primera)).toBe(200);
    const filas = await srv.server.services.db
      .selectFrom('leccion_aperturas')
      .selectAll()
      .where('usuario_id', '=', usuario)
      .where('multimedia_id', '=', primera)
      .execute();
    expect(filas.map((f) => f.abierta_en)).toEqual([new Date(primeraVez).toISOString()]);
    // Twenty seconds at 2× plus the tolerance, of 60 s (the MP3's frames make it 60.0x s).
    const pct = (await reportar(primera, 'completado', 100)).progreso.porcentaje;
    expect(pct).toBeGreaterThanOrEqual(74);
    expect(pct).toBeLessThanOrEqual(75);
  });

  it('a report on a lesson never served starts the clock itself', async () => {
    const { primera } = await curso({ bytes: minuto.mp3, archivo: 'a.mp3' });
    expect((await reportar(primera, 'completado', 100)).progreso.porcentaje).toBe(8);
    avanzar(28);
    expect((await reportar(primera, 'completado', 100)).progreso.porcentaje).toBe(100);
  });

  it('a PDF advances by pages over time; links and images after a minimum open time', async () => {
    const libro = await curso({ bytes: pdf(20), archivo: 'libro.pdf' });
    expect(await abrir(libro.primera)).toBe(200);
    // Page 1 plus the tolerance's two pages, of 20.
    expect((await reportar(libro.primera, 'completado', 100)).progreso.porcentaje).toBe(15);
    avanzar(2 * 19 - toleranciaSegundos);
    expect((await reportar(libro.primera, 'completado', 100)).progreso.progreso).toBe('completado');

    const enlace = await curso({ enlace: true });
    expect(await abrir(enlace.primera)).toBe(200);
    expect((await reportar(enlace.primera, 'completado', 100)).progreso.porcentaje).toBeLessThan(
      100,
    );
    avanzar(LIMITES_PROGRESO.minimoAbiertaSegundos - toleranciaSegundos);
    expect((await reportar(enlace.primera, 'completado', 100)).progreso.progreso).toBe(
      'completado',
    );
  });

  it('administrators and roles that skip the order are not bounded', async () => {
    const { cursoId, primera } = await curso({ bytes: minuto.mp4, archivo: 'v.mp4' });
    const delAdmin = await reportar(primera, 'completado', 100, {
      token: admin,
      _id: await idAdmin(srv),
    });
    expect(delAdmin.progreso).toMatchObject({ progreso: 'completado', porcentaje: 100 });
    expect(delAdmin.limite).toBeNull();
    const tutorId = await crearUsuario(srv, { email: 'tutor@prueba.co', rolId: ID_ROL_TUTOR });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: tutorId, curso_id: cursoId, asignado_en: new Date().toISOString() })
      .execute();
    const tutor = await reportar(primera, 'completado', 100, {
      token: await tokenDe(srv, tutorId),
      _id: tutorId,
    });
    expect(tutor.progreso).toMatchObject({ progreso: 'completado', porcentaje: 100 });
  });
});
