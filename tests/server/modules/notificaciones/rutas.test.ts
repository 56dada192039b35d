import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../helpers/databases';
import { crearCurso, crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { listar, noLeidas } from './ayudas';

describe.each(testDialects())('notificaciones: list, count, mark read (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let ana: { id: string; token: string };
  let beto: { id: string; token: string };
  const cursos: string[] = [];

  const asignar = (usuarioId: string, cursoIds: string[]) =>
    srv.request('POST', `/api/usuarios/${usuarioId}/asignarCursos`, {
      token: admin,
      body: { cursoIds },
    });

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    const idAna = await crearUsuario(srv, { email: 'ana@prueba.co' });
    const idBeto = await crearUsuario(srv, { email: 'beto@prueba.co' });
    ana = { id: idAna, token: await tokenDe(srv, idAna) };
    beto = { id: idBeto, token: await tokenDe(srv, idBeto) };
    for (let i = 1; i <= 3; i++) {
      cursos.push(await crearCurso(srv, { codigo: `N-${i}`, nombre: `Curso ${i}` }));
    }
  });
  afterAll(() => srv.close());

  it('starts empty, then counts and lists the own ones newest first, paged', async () => {
    expect(await noLeidas(srv, ana.token)).toBe(0);
    expect((await listar(srv, ana.token)).data).toEqual([]);

    expect((await asignar(ana.id, [cursos[0] ?? ''])).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    expect((await asignar(ana.id, [cursos[1] ?? '', cursos[2] ?? ''])).status).toBe(200);

    expect(await noLeidas(srv, ana.token)).toBe(3);
    const todo = await listar(srv, ana.token);
    expect(todo.total).toBe(3);
    expect(todo.noLeidas).toBe(3);
    // The first assignment is the oldest: last in the list.
    expect(todo.data.at(-1)?.datos).toMatchObject({ cursoId: cursos[0], curso: 'Curso 1' });
    expect(todo.data.every((n) => n.tipo === 'cursoAsignado' && n.leidaEn === null)).toBe(true);

    const pagina2 = await listar(srv, ana.token, '?pagina=2&limite=2');
    expect(pagina2.data.map((n) => n._id)).toEqual([todo.data[2]?._id]);
    expect(pagina2.total).toBe(3);

    // Nothing of Ana's reaches Beto.
    expect(await noLeidas(srv, beto.token)).toBe(0);
    expect((await listar(srv, beto.token)).total).toBe(0);
  });

  it('assigning a course already held announces nothing again', async () => {
    expect((await asignar(ana.id, [cursos[0] ?? ''])).status).toBe(200);
    expect(await noLeidas(srv, ana.token)).toBe(3);
  });

  it('marks one read; someone else cannot, and an unknown id is a Spanish 404', async () => {
    const [primera] = (await listar(srv, ana.token)).data;
    if (!primera) throw new Error('sin notificaciones');

    const ajena = await srv.request('PATCH', `/api/notificaciones/${primera._id}/leida`, {
      token: beto.token,
    });
    expect(ajena.status).toBe(404);
    expect(ajena.body).toMatchObject({
      ok: false,
      code: 'NO_ENCONTRADO',
      error: 'Notificación no encontrada.',
    });
    expect(await noLeidas(srv, ana.token)).toBe(3);

    const desconocida = await srv.request('PATCH', '/api/notificaciones/no-existe/leida', {
      token: ana.token,
    });
    expect(desconocida.status).toBe(404);

    const leida = await srv.request('PATCH', `/api/notificaciones/${primera._id}/leida`, {
      token: ana.token,
    });
    expect(leida.status).toBe(200);
    expect(leida.body).toMatchObject({ ok: true, noLeidas: 2 });
    const despues = await listar(srv, ana.token);
    expect(despues.data.find((n) => n._id === primera._id)?.leidaEn).not.toBeNull();
    // Reading it twice changes nothing.
    const otraVez = await srv.request('PATCH', `/api/notificaciones/${primera._id}/leida`, {
      token: ana.token,
    });
    expect(otraVez.body).toMatchObject({ ok: true, noLeidas: 2 });
  });

  it('marks all read: only the caller’s own', async () => {
    await asignar(beto.id, [cursos[0] ?? '']);
    const r = await srv.request('POST', '/api/notificaciones/leidas', { token: ana.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, marcadas: 2, noLeidas: 0 });
    expect(await noLeidas(srv, ana.token)).toBe(0);
    expect(await noLeidas(srv, beto.token)).toBe(1);
  });

  it('needs a session and refuses bad paging with 400', async () => {
    expect((await srv.request('GET', '/api/notificaciones/no-leidas')).status).toBe(401);
    expect((await srv.request('GET', '/api/notificaciones')).status).toBe(401);
    expect((await srv.request('POST', '/api/notificaciones/leidas')).status).toBe(401);
    const mala = await srv.request('GET', '/api/notificaciones?pagina=0', { token: ana.token });
    expect(mala.status).toBe(400);
  });

  it('drops the owner’s notifications older than the retention when they list', async () => {
    await srv.server.services.db
      .insertInto('notificaciones')
      .values({
        id: 'vieja',
        usuario_id: beto.id,
        tipo: 'cursoAsignado',
        datos: '{}',
        creado_en: '2020-01-01T00:00:00.000Z',
        leida_en: null,
      })
      .execute();
    expect(await noLeidas(srv, beto.token)).toBe(2);
    const lista = await listar(srv, beto.token);
    expect(lista.data.map((n) => n._id)).not.toContain('vieja');
    expect(lista.noLeidas).toBe(1);
  });
});
