import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Multimedia } from '@shared/api/multimedias';
import { testDialects } from '../../helpers/databases';
import { escribirDesdeFuera } from '../../helpers/desdeFuera';
import { crearCurso, crearUsuario, idAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearEnlace } from './ayudas';
import type { Services } from '../../../../src/server/services';
import { MultimediasRepository } from '../../../../src/server/modules/multimedias/repository';
import {
  paginaDeLecciones,
  ventanaCubre,
} from '../../../../src/server/modules/multimedias/paginasLecciones';
import { filtroDesdeQuery } from '../../../../src/server/modules/multimedias/filtro';

type Pagina = { data: Multimedia[]; total: number };

/**
 * Issue 18: a lesson page is kept while the 'contenido' version holds, per filter and the
 * 'principal' version (multimedias/paginasLecciones.ts), and answers every request whose
 * date window holds all its lessons. Each test warms the learner's list, changes one thing
 * the page shows and checks the very next answer; the spies tell a kept page from a read.
 */
describe.each(testDialects())('lesson pages kept per version (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let adminId: string;
  let aprendiz: string;
  let aprendizId: string;
  let curso: string;
  let reloj = Date.parse('2026-01-01T00:00:00.000Z');

  /** The web client's query: its own default window, which moves with its clock. */
  function ventanaPorDefecto(): string {
    reloj += 1000;
    const fechaIni = new Date(reloj - 30 * 365 * 86_400_000).toISOString();
    const fechaFin = new Date(Date.now() + 40 * 60_000 + (reloj % 7)).toISOString();
    return `fechaIni=${fechaIni}&fechaFin=${fechaFin}`;
  }
  async function lista(query = ventanaPorDefecto(), token = aprendiz): Promise<Pagina> {
    const res = await srv.request('GET', `/api/multimedias/filtrar?cursos=${curso}&${query}`, {
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Pagina;
  }
  const nombres = (p: Pagina) => p.data.map((m) => m.nombre);
  const espiar = () => ({
    sinFechas: vi.spyOn(MultimediasRepository.prototype, 'buscarSinFechas'),
    conFechas: vi.spyOn(MultimediasRepository.prototype, 'buscar'),
  });

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    adminId = await idAdmin(srv);
    admin = await tokenDe(srv, adminId);
    curso = await crearCurso(srv, { codigo: 'PAG-CACHE', nombre: 'Curso guardado' });
    aprendizId = await crearUsuario(srv, { email: 'paginas-cache@prueba.co' });
    await srv.server.services.asignaciones.agregar(aprendizId, curso, new Date().toISOString());
    aprendiz = await tokenDe(srv, aprendizId);
    // Dates apart (two lessons made in one millisecond would tie): 1.1 first in the course.
    for (const [nombre, fecha] of [
      ['1.1 Primera', '2026-01-01T10:00:00.000Z'],
      ['1.2 Segunda', '2026-01-02T10:00:00.000Z'],
    ] as const) {
      const { _id } = await crearEnlace(srv, admin, { nombre, curso });
      await srv.server.services.db
        .updateTable('multimedias')
        .set({ creado_en: fecha })
        .where('id', '=', _id)
        .execute();
    }
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => srv.close());

  it('answers a moving default window from the kept page, without reading it again', async () => {
    const primera = await lista();
    const { sinFechas, conFechas } = espiar();
    const otra = await lista();
    const tercera = await lista();
    expect(sinFechas).not.toHaveBeenCalled();
    expect(conFechas).not.toHaveBeenCalled();
    expect(otra).toEqual(primera);
    expect(tercera).toEqual(primera);
    expect(nombres(primera)).toEqual(['1.2 Segunda', '1.1 Primera']);
    expect(primera.total).toBe(2);
  });

  it('sees a new, renamed or deleted lesson and a renamed course at the next request', async () => {
    await lista();
    const nueva = await crearEnlace(srv, admin, { nombre: '1.3 Tercera', curso });
    expect(nombres(await lista())).toEqual(['1.3 Tercera', '1.2 Segunda', '1.1 Primera']);
    const editar = await srv.request('PUT', `/api/multimedias/${nueva._id}`, {
      token: admin,
      body: {
        multimedia: {
          nombre: '1.3 Renombrada',
          curso,
          tipoMedia: 'link',
          link: 'https://example.org/x',
        },
      },
    });
    expect(editar.status, JSON.stringify(editar.body)).toBe(200);
    expect(nombres(await lista())[0]).toBe('1.3 Renombrada');
    await srv.server.services.db
      .updateTable('cursos')
      .set({ nombre: 'Curso renombrado' })
      .where('id', '=', curso)
      .execute();
    expect((await lista()).data.map((m) => m.curso?.nombre)).toEqual(
      Array(3).fill('Curso renombrado'),
    );
    const borrar = await srv.request('DELETE', `/api/multimedias/borrar/${nueva._id}`, {
      token: admin,
    });
    expect(borrar.status, JSON.stringify(borrar.body)).toBe(200);
    const tras = await lista();
    expect(nombres(tras)).toEqual(['1.2 Segunda', '1.1 Primera']);
    expect(tras.total).toBe(2);
  });

  it("sees the uploader's new name ('principal' version) at the next request", async () => {
    await lista();
    await srv.server.services.db
      .updateTable('usuarios')
      .set({ nombre: 'Tutora', apellidos: 'Renombrada' })
      .where('id', '=', adminId)
      .execute();
    expect((await lista()).data.map((m) => m.user?.nombre)).toEqual([
      'Tutora Renombrada',
      'Tutora Renombrada',
    ]);
  });

  it('answers view counts, progress and ratings of now while the page stays kept', async () => {
    const antes = await lista();
    // The course's first lesson: open to the learner (sequential access).
    const i = antes.data.findIndex((m) => m.nombre === '1.1 Primera');
    const id = antes.data[i]?._id ?? '';
    const { sinFechas, conFechas } = espiar();
    const ver = await srv.request('PATCH', `/api/multimedias/${id}`, {
      token: aprendiz,
      body: { _id: id, multimediaFields: { visto: true, calificacion: 'like' } },
    });
    expect(ver.status, JSON.stringify(ver.body)).toBe(200);
    const progreso = await srv.request('POST', '/api/usuarios/agregarprogreso', {
      token: aprendiz,
      body: {
        _id: aprendizId,
        progreso_multimedia: {
          id,
          progreso: 'iniciado',
          porcentaje: 5,
          fecha: new Date().toISOString(),
        },
      },
    });
    expect(progreso.status, JSON.stringify(progreso.body)).toBe(200);
    const despues = await lista();
    expect(sinFechas).not.toHaveBeenCalled();
    expect(conFechas).not.toHaveBeenCalled();
    const leccion = despues.data[i];
    expect(leccion?.numVisto).toBe((antes.data[i]?.numVisto ?? 0) + 1);
    expect(leccion?.calificaciones).toEqual({ likes: 1, noLikes: 0, mia: 'like' });
    expect(leccion?.progreso).toBe('iniciado');
    // Another caller on the same kept page: the counts, not the learner's own rating.
    const vistaAdmin = await lista(ventanaPorDefecto(), admin);
    expect(vistaAdmin.data[i]?.calificaciones).toEqual({ likes: 1, noLikes: 0, mia: null });
    expect(vistaAdmin.data[i]?.progreso).toBe('no-iniciado');
  });

  it('reads with the window when it leaves a lesson out, to the millisecond', async () => {
    const filas = await srv.server.services.db
      .selectFrom('multimedias')
      .select(['nombre', 'creado_en'])
      .where('curso_id', '=', curso)
      .orderBy('creado_en')
      .execute();
    const [vieja, nueva] = filas;
    if (!vieja || !nueva) throw new Error('faltan lecciones');
    const hasta = (fin: string) => `fechaIni=2000-01-01T00:00:00.000Z&fechaFin=${fin}`;
    await lista(hasta('2100-01-01T00:00:00.000Z'));
    const { conFechas } = espiar();
    const antesDeLaNueva = new Date(Date.parse(nueva.creado_en) - 1).toISOString();
    expect(nombres(await lista(hasta(antesDeLaNueva)))).toEqual([vieja.nombre]);
    expect(conFechas).toHaveBeenCalledTimes(1);
    // A window ending exactly at the newest lesson holds it: answered from the kept page.
    expect(nombres(await lista(hasta(nueva.creado_en)))).toEqual([nueva.nombre, vieja.nombre]);
    const desde = `fechaIni=${new Date(Date.parse(vieja.creado_en) + 1).toISOString()}&fechaFin=2100-01-01T00:00:00.000Z`;
    expect(nombres(await lista(desde))).toEqual([nueva.nombre]);
    expect(conFechas).toHaveBeenCalledTimes(2);
  });

  it('sees a lesson renamed by another connection or instance', async () => {
    const [primera] = (await lista()).data;
    await escribirDesdeFuera(srv, 'update multimedias set nombre = ? where id = ?', [
      '1.2 Desde fuera',
      primera?._id ?? '',
    ]);
    // PostgreSQL: the other instance's commit arrives by NOTIFY, a few milliseconds later.
    await expect
      .poll(async () => nombres(await lista())[0], { timeout: 5000 })
      .toBe('1.2 Desde fuera');
  });

  it('reads the database every time while no version can be trusted', async () => {
    const sinVersion = {
      db: srv.server.services.db,
      versiones: { vigente: () => null },
    } as unknown as Services;
    const repo = new MultimediasRepository(srv.server.services.db);
    const filtro = filtroDesdeQuery({ inicio: 0, fin: 10, cursos: curso }, new Set([curso]), false);
    const { sinFechas, conFechas } = espiar();
    await paginaDeLecciones(sinVersion, repo, filtro, 0, 10);
    await paginaDeLecciones(sinVersion, repo, filtro, 0, 10);
    expect(sinFechas).not.toHaveBeenCalled();
    expect(conFechas).toHaveBeenCalledTimes(2);
  });
});

describe('ventanaCubre', () => {
  const fechas = { primera: '2026-01-01T10:00:00.000Z', ultima: '2026-03-01T10:00:00.000Z' };

  it('holds a window that reaches both dates, edges included', () => {
    expect(ventanaCubre(fechas, '1996-01-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).toBe(true);
    expect(ventanaCubre(fechas, fechas.primera, fechas.ultima)).toBe(true);
    expect(ventanaCubre(fechas, '2026-01-01T10:00:00.001Z', fechas.ultima)).toBe(false);
    expect(ventanaCubre(fechas, fechas.primera, '2026-03-01T09:59:59.999Z')).toBe(false);
  });

  it('holds any window when nothing matches', () => {
    expect(ventanaCubre(null, '2030-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z')).toBe(true);
  });

  it('never compares dates written another way (their text order is not their time order)', () => {
    const otra = { primera: '2026-01-01T10:00:00Z', ultima: fechas.ultima };
    expect(ventanaCubre(otra, '1996-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z')).toBe(false);
    const offset = { primera: fechas.primera, ultima: '2026-03-01T05:00:00.000-05:00' };
    expect(ventanaCubre(offset, '1996-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z')).toBe(
      false,
    );
    expect(ventanaCubre(fechas, '+010000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z')).toBe(
      false,
    );
  });
});
