import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curso } from '@shared/api/cursos';
import { testDialects } from '../../helpers/databases';
import { crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { asignar, nuevoCurso } from './ayudas';

interface Solicitud {
  _id: string;
  usuario: { _id: string; nombre: string; email: string };
  curso: { _id: string; codigo: string; nombre: string };
  estado: string;
  creadaEn: string;
  aprobarEn: string;
}

describe.each(testDialects())('cursos: unlock requests (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let curso: Curso;
  let inactivo: Curso;

  const solicitar = (cursoId: string, token: string) =>
    srv.request('POST', '/api/cursos/solicitar', { body: { cursoId }, token });

  beforeAll(async () => {
    // The default delay (60 s): nothing gets approved during this suite.
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso = await nuevoCurso(srv, admin, { codigo: 'SOL', nombre: 'Solicitable' });
    inactivo = await nuevoCurso(srv, admin, { codigo: 'SOL-I', nombre: 'Inactivo' });
    await srv.request('POST', '/api/cursos/updateEstado', {
      body: { _id: inactivo._id, estado: false },
      token: admin,
    });
  });
  afterAll(() => srv.close());

  it('stores a pending request due after the configured delay', async () => {
    const id = await crearUsuario(srv, {
      email: 'pide1@prueba.co',
      nombre: 'Luz',
      apellidos: 'Mar',
    });
    const antes = Date.now();
    const res = await solicitar(curso._id, await tokenDe(srv, id));
    expect(res.status).toBe(200);
    const s = (res.body as { solicitud: Solicitud }).solicitud;
    expect(s).toMatchObject({
      estado: 'pendiente',
      usuario: { _id: id, nombre: 'Luz Mar', email: 'pide1@prueba.co' },
      curso: { _id: curso._id, codigo: 'SOL', nombre: 'Solicitable' },
    });
    const espera = Date.parse(s.aprobarEn) - antes;
    expect(espera).toBeGreaterThanOrEqual(59_000);
    expect(espera).toBeLessThanOrEqual(61_000);
    const asignados = await srv.server.services.db
      .selectFrom('usuario_cursos')
      .selectAll()
      .where('usuario_id', '=', id)
      .execute();
    expect(asignados).toEqual([]);
  });

  it('answers the pending request again when asked twice, also at once', async () => {
    const t = await tokenDe(srv, await crearUsuario(srv, { email: 'pide2@prueba.co' }));
    const primera = await solicitar(curso._id, t);
    const segunda = await solicitar(curso._id, t);
    expect(segunda.status).toBe(200);
    expect((segunda.body as { solicitud: Solicitud }).solicitud._id).toBe(
      (primera.body as { solicitud: Solicitud }).solicitud._id,
    );
    const t2 = await tokenDe(srv, await crearUsuario(srv, { email: 'pide3@prueba.co' }));
    const juntas = await Promise.all([1, 2, 3, 4].map(() => solicitar(curso._id, t2)));
    expect(juntas.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const ids = new Set(juntas.map((r) => (r.body as { solicitud: Solicitud }).solicitud._id));
    expect(ids.size).toBe(1);
  });

  it('refuses unknown (404), inactive (400) and already assigned (409) courses', async () => {
    const id = await crearUsuario(srv, { email: 'pide4@prueba.co' });
    const t = await tokenDe(srv, id);
    const desconocido = await solicitar('no-existe', t);
    expect(desconocido.status).toBe(404);
    expect(desconocido.body).toMatchObject({ error: 'Error Curso no encontrado' });
    expect((await solicitar(inactivo._id, t)).status).toBe(400);
    await asignar(srv, id, curso._id);
    const ya = await solicitar(curso._id, t);
    expect(ya.status).toBe(409);
    expect(ya.body).toMatchObject({ error: 'Ya tienes acceso a este curso.' });
    expect((await solicitar(curso._id, admin)).status).toBe(409);
    expect(
      (await srv.request('POST', '/api/cursos/solicitar', { body: {}, token: t })).status,
    ).toBe(400);
    expect(
      (await srv.request('POST', '/api/cursos/solicitar', { body: { cursoId: curso._id } })).status,
    ).toBe(401);
  });

  it('lists pending requests, oldest first, to administrators only', async () => {
    const res = await srv.request('POST', '/api/cursos/solicitudes', { token: admin });
    expect(res.status).toBe(200);
    const lista = (res.body as { data: Solicitud[] }).data;
    expect(lista.map((s) => s.usuario.email)).toEqual([
      'pide1@prueba.co',
      'pide2@prueba.co',
      'pide3@prueba.co',
    ]);
    expect(lista.every((s) => s.estado === 'pendiente')).toBe(true);
    const aprendiz = await tokenDe(srv, await crearUsuario(srv, { email: 'mira@prueba.co' }));
    expect((await srv.request('POST', '/api/cursos/solicitudes', { token: aprendiz })).status).toBe(
      403,
    );
  });
});
