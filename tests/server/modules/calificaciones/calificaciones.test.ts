import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calificacion } from '@shared/api/calificaciones';
import type { EvaluacionEdicion } from '@shared/api/evaluaciones';
import { PERMISOS_ESTUDIANTE, matrizPermisos } from '@shared/domain/permisos';
import { testDialects } from '../../helpers/databases';
import { crearRol, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import {
  aprendizListo,
  contar,
  crearEvaluacion,
  cursoConLeccion,
  enviar,
  post,
} from '../evaluaciones/ayudas';

describe.each(testDialects())('grade records (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let curso1: { curso: string; leccion: string };
  let curso2: { curso: string; leccion: string };
  let e1: EvaluacionEdicion;
  let e2: EvaluacionEdicion;
  let ana: { id: string; token: string };
  let beto: { id: string; token: string };

  const listar = (token: string, body: Record<string, unknown> = {}) =>
    post<Calificacion[]>(srv, '/api/calificaciones/listar', body, token);

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso1 = await cursoConLeccion(srv, admin);
    curso2 = await cursoConLeccion(srv, admin);
    e1 = await crearEvaluacion(srv, admin, curso1.curso, 5);
    e2 = await crearEvaluacion(srv, admin, curso2.curso, 5);
    ana = await aprendizListo(srv, curso1, { nombre: 'Ana', apellidos: 'Zapata' });
    beto = await aprendizListo(srv, curso1, { nombre: 'Beto', apellidos: 'Arias' });
    await srv.server.services.db
      .insertInto('usuario_cursos')
      .values({ usuario_id: ana.id, curso_id: curso2.curso, asignado_en: new Date().toISOString() })
      .execute();
    await srv.server.services.db
      .insertInto('progresos')
      .values({
        usuario_id: ana.id,
        multimedia_id: curso2.leccion,
        progreso: 'completado',
        porcentaje: 100,
        fecha: new Date().toISOString(),
        actualizado_en: new Date().toISOString(),
      })
      .execute();
    // Ana: 20, 60, 100 on e1 and 80 on e2; Beto: 40 on e1.
    for (const bien of [1, 3, 5]) await enviar(srv, ana.token, e1, bien);
    await enviar(srv, ana.token, e2, 4);
    await enviar(srv, beto.token, e1, 2);
  });
  afterAll(() => srv.close());

  it('a learner sees only their own grades, whatever filter is sent', async () => {
    const res = await listar(beto.token, { estudiante: ana.id });
    expect(res.status, res.texto).toBe(200);
    expect(res.body.todos).toBe(false);
    expect(res.body.total).toBe(1);
    expect(res.body.data[0]).toMatchObject({
      titulo: e1.codigo,
      puntajeEstudiante: 40,
      puntajeRequerido: 80,
      codigo: 'NA',
      calificacionTexto: 'No aprobada',
      estudiante: { _id: beto.id, nombre: 'Beto', apellidos: 'Arias' },
    });
    const propiaId = res.body.data[0]?._id ?? '';
    const propia = await post(srv, '/api/calificaciones/buscar/', { _id: propiaId }, beto.token);
    expect(propia.status).toBe(200);
    const [ajena] = (await listar(ana.token)).body.data;
    const prohibida = await post(
      srv,
      '/api/calificaciones/buscar/',
      { _id: ajena?._id },
      beto.token,
    );
    expect(prohibida.status).toBe(403);
  });

  it('the learner role (calificaciones.consultar without usuarios.consultar) is not enough', async () => {
    const rol = await crearRol(
      srv,
      'SoloCalificaciones',
      matrizPermisos((vista, op) => vista === 'calificaciones' && op === 'consultar'),
    );
    const id = await crearUsuario(srv, { email: 'cal@prueba.co', rolId: rol });
    const res = await listar(await tokenDe(srv, id));
    expect(res.body).toMatchObject({ todos: false, total: 0 });
  });

  it('admin sees everyone and filters by learner and course', async () => {
    const todas = await listar(admin);
    expect(todas.body).toMatchObject({ todos: true, total: 5 });
    expect((await listar(admin, { estudiante: ana.id })).body.total).toBe(4);
    expect((await listar(admin, { curso: curso2.curso })).body.total).toBe(1);
    expect((await listar(admin, { estudiante: beto.id, curso: curso1.curso })).body.total).toBe(1);
  });

  it('pages from 1 and sorts by the chosen field and direction', async () => {
    const p1 = await listar(admin, {
      pagina: 1,
      tamano: 2,
      orden: 'puntajeEstudiante',
      direccion: 'asc',
    });
    const p2 = await listar(admin, {
      pagina: 2,
      tamano: 2,
      orden: 'puntajeEstudiante',
      direccion: 'asc',
    });
    const p3 = await listar(admin, {
      pagina: 3,
      tamano: 2,
      orden: 'puntajeEstudiante',
      direccion: 'asc',
    });
    expect(
      [...p1.body.data, ...p2.body.data, ...p3.body.data].map((c) => c.puntajeEstudiante),
    ).toEqual([20, 40, 60, 80, 100]);
    expect(p3.body.total).toBe(5);
    const desc = await listar(admin, { orden: 'puntajeEstudiante', direccion: 'desc' });
    expect(desc.body.data.map((c) => c.puntajeEstudiante)).toEqual([100, 80, 60, 40, 20]);
    const porEstudiante = await listar(admin, { orden: 'estudiante', direccion: 'asc' });
    expect(porEstudiante.body.data.map((c) => c.estudiante.nombre)).toEqual([
      'Ana',
      'Ana',
      'Ana',
      'Ana',
      'Beto',
    ]);
    const porDefecto = await listar(admin);
    const fechas = porDefecto.body.data.map((c) => c.timestamp);
    expect(fechas).toEqual([...fechas].sort().reverse());
    const fuera = await listar(admin, { pagina: 0 });
    expect(fuera.status).toBe(400);
  });

  it('nuevo records a grade; an approving one issues the certificate once', async () => {
    const c = await cursoConLeccion(srv, admin);
    const e = await crearEvaluacion(srv, admin, c.curso, 3);
    const carla = await aprendizListo(srv, c, { nombre: 'Carla' });
    const baja = await post<Calificacion>(
      srv,
      '/api/calificaciones/nuevo',
      { evaluacion: e._id, estudiante: carla.id, puntajeEstudiante: 79 },
      admin,
    );
    expect(baja.status, baja.texto).toBe(200);
    expect(baja.body.data).toMatchObject({ codigo: 'NA', intentoId: null, titulo: e.codigo });
    expect(await contar(srv, 'certificados', carla.id)).toBe(0);
    for (const puntaje of [80, 95]) {
      const alta = await post<Calificacion>(
        srv,
        '/api/calificaciones/nuevo',
        { evaluacion: e._id, estudiante: carla.id, puntajeEstudiante: puntaje },
        admin,
      );
      expect(alta.body.data).toMatchObject({ codigo: 'A', calificacionTexto: 'Aprobada' });
    }
    expect(await contar(srv, 'certificados', carla.id)).toBe(1);
    const lista = await post<EvaluacionEdicion[]>(srv, '/api/evaluaciones/listar', {}, carla.token);
    expect(lista.body).toMatchObject({ certificadoDisponible: true });
  });

  it('nuevo needs calificaciones.crear (403) and existing evaluation and learner (404)', async () => {
    const rol = await crearRol(srv, 'Lector', PERMISOS_ESTUDIANTE);
    const id = await crearUsuario(srv, { email: 'lector@prueba.co', rolId: rol });
    const res = await post(
      srv,
      '/api/calificaciones/nuevo',
      { evaluacion: e1._id, estudiante: id, puntajeEstudiante: 100 },
      await tokenDe(srv, id),
    );
    expect(res.status).toBe(403);
    const sinUsuario = await post(
      srv,
      '/api/calificaciones/nuevo',
      { evaluacion: e1._id, estudiante: 'no-existe', puntajeEstudiante: 100 },
      admin,
    );
    expect(sinUsuario.status).toBe(404);
    const sinEvaluacion = await post(
      srv,
      '/api/calificaciones/nuevo',
      { evaluacion: 'no-existe', estudiante: id, puntajeEstudiante: 100 },
      admin,
    );
    expect(sinEvaluacion.status).toBe(404);
    expect(await contar(srv, 'certificados', id)).toBe(0);
  });
});
