import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrizPermisos } from '@shared/domain/permisos';
import { crearRol, crearUsuario, tokenDe } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { asignar } from '../evaluaciones/ayudas';
import { nombres, prepararClase, type Clase, type Cuerpo } from './clase';

/**
 * Who may open a course's monitor (docs/monitor.md, docs/alcance.md): the permission
 * informes.consultar, the course in the caller's scope, a learner of that course; unknown
 * courses and bad parameters answered in Spanish.
 */
describe.each(testDialects())('monitor: scope and refusals (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let c: Clase['c'];
  let otro: Clase['otro'];
  let ana: Clase['ana'];
  let tutor: string;
  let tutorId: string;
  let resumen: Clase['resumen'];
  let filas: Clase['filas'];

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    ({ admin, c, otro, ana, tutor, tutorId, resumen, filas } = await prepararClase(srv));
  });
  afterAll(() => srv.close());

  it('a learner of another course, or a staff member, has no detail here (404)', async () => {
    for (const id of [tutorId, 'no-existe']) {
      const res = await srv.request('GET', `/api/monitor/cursos/${c.curso}/aprendices/${id}`, {
        token: admin,
      });
      expect(res.status).toBe(404);
      expect((res.body as Cuerpo<unknown>).error).toBe(
        'Ese aprendiz no está asignado a este curso.',
      );
    }
  });

  it('scope: the tutor of the course sees it; another course is 403; a learner has no access', async () => {
    const propio = await filas(c.curso, {}, tutor);
    expect(propio.status).toBe(200);
    expect(nombres(propio.body)).toEqual(['Ana', 'Beto', 'José']);
    expect((await resumen(c.curso, tutor)).status).toBe(200);
    for (const res of [
      await resumen(otro.curso, tutor),
      await filas(otro.curso, {}, tutor),
      await srv.request('POST', `/api/monitor/cursos/${otro.curso}/exportar`, {
        token: tutor,
        body: {},
      }),
    ]) {
      expect(res.status).toBe(403);
      expect((res.body as Cuerpo<unknown>).code).toBe('SIN_PERMISO');
    }
    const ajena = await srv.request(
      'GET',
      `/api/monitor/cursos/${otro.curso}/aprendices/${ana.id}`,
      {
        token: tutor,
      },
    );
    expect(ajena.status).toBe(403);
    // The admin sees every course.
    expect(nombres((await filas(otro.curso)).body)).toEqual(['Zoe']);
    expect((await resumen(c.curso, ana.token)).status).toBe(403);
  });

  it('a custom role: «mis cursos» sees only its course, «todos» every course', async () => {
    const lectura = matrizPermisos((_, op) => op === 'consultar');
    const [propio, todos] = await Promise.all([
      crearRol(srv, 'Coordinación de centro', lectura, false, 'misCursos'),
      crearRol(srv, 'Coordinación municipal', lectura, false, 'todos'),
    ]);
    const centro = await crearUsuario(srv, { email: 'centro@prueba.co', rolId: propio });
    const municipio = await crearUsuario(srv, { email: 'municipio@prueba.co', rolId: todos });
    await asignar(srv, centro, c.curso);
    const deCentro = await tokenDe(srv, centro);
    const deMunicipio = await tokenDe(srv, municipio);
    expect(nombres((await filas(c.curso, {}, deCentro)).body)).toEqual(['Ana', 'Beto', 'José']);
    expect((await filas(otro.curso, {}, deCentro)).status).toBe(403);
    expect(nombres((await filas(otro.curso, {}, deMunicipio)).body)).toEqual(['Zoe']);
    // Staff of the course (a role that reads the monitor) never get a row of their own.
    expect((await resumen(c.curso, deMunicipio)).body).toMatchObject({ data: { aprendices: 3 } });
  });

  it('unknown course is 404 in Spanish; bad parameters are 400', async () => {
    const res = await resumen('no-existe');
    expect(res.status).toBe(404);
    expect((res.body as Cuerpo<unknown>).error).toBe('El curso no existe.');
    for (const body of [{ tamano: 1000 }, { estado: 'otro' }, { orden: 'clave' }, { pagina: 0 }]) {
      const malo = await filas(c.curso, body);
      expect(malo.status, JSON.stringify(body)).toBe(400);
      expect((malo.body as Cuerpo<unknown>).code).toBe('VALIDACION');
    }
  });
});
