import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tema } from '@shared/api/comentarios';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearLeccion, registrarProgreso } from '../cursos/ayudas';
import { filtrar, llamar, nuevoTema, prepararForo, responder } from './ayudas';
import type { Foro } from './ayudas';

describe.each(testDialects())('forum topics: create, pin, delete, views (%s)', (dialect) => {
  let srv: TestServer;
  let f: Foro;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    f = await prepararForo(srv);
  });
  afterAll(() => srv.close());

  it('lets an admin create a topic, answered with its fields and an empty reply list', async () => {
    const tema = await nuevoTema(srv, f.admin, f.leccion, '  Bienvenida  ', 'Hola a todos');
    expect(tema).toMatchObject({
      multimedia: f.leccion,
      titulo: 'Bienvenida',
      contenido: 'Hola a todos',
      autor: 'Administrador',
      pinned: false,
      vistas: 0,
      respuestas: [],
      puedeEditar: true,
      puedeEliminar: true,
    });
    expect(Date.parse(tema.timestamp)).not.toBeNaN();
    await llamar(srv, 'DELETE', `/api/comentarios/${tema._id}`, f.admin);
  });

  it('refuses a topic from a learner (403) and asks for title and content', async () => {
    const res = await llamar(srv, 'POST', '/api/comentarios', f.ana.token, {
      multimedia: f.leccion,
      titulo: 'Mío',
      texto: 'No debería',
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ ok: false, code: 'ACCION_NO_PERMITIDA' });
    const vacio = await llamar(srv, 'POST', '/api/comentarios', f.admin, {
      multimedia: f.leccion,
      titulo: ' ',
      texto: 'x',
    });
    expect(vacio.status).toBe(400);
    expect(vacio.body.error).toBe('Completa los campos de Título y Contenido');
    expect((await filtrar(srv, f.admin, f.leccion)).temas).toEqual([]);
  });

  it('lists pinned topics first, then the newest; replies oldest first', async () => {
    const viejo = await nuevoTema(srv, f.admin, f.leccion, 'Viejo');
    const fijado = await nuevoTema(srv, f.admin, f.leccion, 'Fijado', 'x', true);
    const nuevo = await nuevoTema(srv, f.admin, f.leccion, 'Nuevo');
    await responder(srv, f.ana.token, f.leccion, viejo._id, 'primera');
    await responder(srv, f.beto.token, f.leccion, viejo._id, 'segunda');
    await responder(srv, f.admin, f.leccion, viejo._id, 'tercera');
    const { status, temas } = await filtrar(srv, f.ana.token, f.leccion);
    expect(status).toBe(200);
    expect(Array.isArray(temas)).toBe(true);
    expect(temas.map((t) => [t.titulo, t.pinned])).toEqual([
      ['Fijado', true],
      ['Nuevo', false],
      ['Viejo', false],
    ]);
    const respuestas = temas[2]?.respuestas ?? [];
    expect(respuestas.map((r) => [r.texto, r.user.nombre])).toEqual([
      ['primera', 'ana Pérez'],
      ['segunda', 'beto Pérez'],
      ['tercera', 'Administrador'],
    ]);
    // Per caller: Ana may edit and delete only her own reply, nothing of the topic.
    expect(temas[2]).toMatchObject({ puedeEditar: false, puedeEliminar: false });
    expect(respuestas.map((r) => [r.puedeEditar, r.puedeEliminar])).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
    // The admin may do everything; a moderator (comentarios.editar) edits but deletes nothing.
    const deAdmin = (await filtrar(srv, f.admin, f.leccion)).temas[2];
    expect(deAdmin).toMatchObject({ puedeEditar: true, puedeEliminar: true });
    expect(deAdmin?.respuestas.every((r) => r.puedeEditar && r.puedeEliminar)).toBe(true);
    const deMod = (await filtrar(srv, f.moderador.token, f.leccion)).temas[2];
    expect(deMod).toMatchObject({ puedeEditar: true, puedeEliminar: false });
    expect(deMod?.respuestas.map((r) => [r.puedeEditar, r.puedeEliminar])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
    // Someone with comentarios.eliminar deletes any reply, never a topic.
    const deLimp = (await filtrar(srv, f.limpiador.token, f.leccion)).temas[2];
    expect(deLimp).toMatchObject({ puedeEditar: false, puedeEliminar: false });
    expect(deLimp?.respuestas.every((r) => !r.puedeEditar && r.puedeEliminar)).toBe(true);
    for (const t of [viejo, fijado, nuevo]) {
      await llamar(srv, 'DELETE', `/api/comentarios/${t._id}`, f.admin);
    }
  });

  it('pins and unpins for an admin only; a learner gets 403 and nothing changes', async () => {
    const tema = await nuevoTema(srv, f.admin, f.leccion, 'A fijar');
    const ruta = `/api/comentarios/${tema._id}`;
    const no = await llamar(srv, 'PATCH', ruta, f.ana.token, { pinned: true, visto: true });
    expect(no.status).toBe(403);
    expect(no.body).toMatchObject({ ok: false, code: 'ACCION_NO_PERMITIDA' });
    const mod = await llamar(srv, 'PATCH', ruta, f.moderador.token, { pinned: true });
    expect(mod.status).toBe(403);
    const si = await llamar(srv, 'PATCH', ruta, f.admin, { pinned: true });
    expect(si.status).toBe(200);
    expect(si.body.data).toMatchObject({ pinned: true, vistas: 0 });
    const suelto = await llamar(srv, 'PATCH', ruta, f.admin, { pinned: false });
    expect(suelto.body.data).toMatchObject({ pinned: false });
    // A reply is never pinned; an empty PATCH is bad input, not a server error.
    const r = await responder(srv, f.ana.token, f.leccion, tema._id, 'hola');
    const respuestaId = r.body.data?.respuestas[0]?._id ?? '';
    expect(
      (await llamar(srv, 'PATCH', `/api/comentarios/${respuestaId}`, f.admin, { pinned: true }))
        .status,
    ).toBe(400);
    expect((await llamar(srv, 'PATCH', ruta, f.admin, {})).status).toBe(400);
    await llamar(srv, 'DELETE', ruta, f.admin);
  });

  it('deletes a topic for an admin only, its replies with it', async () => {
    const tema = await nuevoTema(srv, f.admin, f.leccion, 'A borrar');
    const r = await responder(srv, f.ana.token, f.leccion, tema._id, 'mía');
    const respuestaId = r.body.data?.respuestas[0]?._id ?? '';
    const ruta = `/api/comentarios/${tema._id}`;
    for (const quien of [f.ana, f.moderador, f.limpiador]) {
      const no = await llamar(srv, 'DELETE', ruta, quien.token);
      expect(no.status).toBe(403);
      expect(no.body).toMatchObject({
        code: 'ACCION_NO_PERMITIDA',
        error: 'Solo un ADMINISTRADOR puede eliminar temas.',
      });
    }
    expect((await llamar(srv, 'DELETE', ruta, f.admin)).status).toBe(200);
    expect((await filtrar(srv, f.admin, f.leccion)).temas).toEqual([]);
    const quedan = await srv.server.services.db
      .selectFrom('comentarios')
      .select('id')
      .where('id', 'in', [tema._id, respuestaId])
      .execute();
    expect(quedan).toEqual([]);
    const otra = await llamar(srv, 'DELETE', ruta, f.admin);
    expect(otra.status).toBe(404);
    expect(otra.body).toMatchObject({ ok: false, error: 'Comentario no encontrado.' });
  });

  it('counts a view once per reader, parallel repeats included', async () => {
    const tema = await nuevoTema(srv, f.admin, f.leccion, 'Visto');
    const ruta = `/api/comentarios/${tema._id}`;
    const ver = async (token: string) =>
      (await llamar(srv, 'PATCH', ruta, token, { visto: true })).body.data?.vistas;
    expect(await ver(f.ana.token)).toBe(1);
    expect(await ver(f.ana.token)).toBe(1);
    await Promise.all([1, 2, 3].map(() => ver(f.beto.token)));
    expect(await ver(f.beto.token)).toBe(2);
    expect(await ver(f.admin)).toBe(3);
    const { temas } = await filtrar(srv, f.ana.token, f.leccion);
    expect(temas.find((t) => t._id === tema._id)?.vistas).toBe(3);
    // Someone who may not open the lesson cannot count a view either.
    expect((await llamar(srv, 'PATCH', ruta, f.extrano.token, { visto: true })).status).toBe(403);
    expect(await ver(f.admin)).toBe(3);
    await llamar(srv, 'DELETE', ruta, f.admin);
  });

  it("keeps a learner of another course out of this lesson's forum (403)", async () => {
    const tema = await nuevoTema(srv, f.admin, f.leccion, 'Privado');
    const lista = await filtrar(srv, f.extrano.token, f.leccion);
    expect(lista.status).toBe(403);
    expect(lista.body).toMatchObject({ ok: false, error: 'No tienes acceso a este curso' });
    const res = await responder(srv, f.extrano.token, f.leccion, tema._id, 'intruso');
    expect(res.status).toBe(403);
    // Nor can a learner of this course see the forum of a course not assigned to them.
    expect((await filtrar(srv, f.ana.token, f.leccionAjena)).status).toBe(403);
    const tema2 = await llamar(srv, 'POST', '/api/comentarios', f.ana.token, {
      multimedia: f.leccionAjena,
      titulo: 'x',
      texto: 'y',
    });
    expect(tema2.status).toBe(403);
    await llamar(srv, 'DELETE', `/api/comentarios/${tema._id}`, f.admin);
  });

  it('closes the forum of a lesson still locked for the learner (sequential order)', async () => {
    const curso = await srv.server.services.db
      .selectFrom('multimedias')
      .select('curso_id')
      .where('id', '=', f.leccion)
      .executeTakeFirstOrThrow();
    const segunda = await crearLeccion(srv, curso.curso_id, '1.2 Segunda');
    const tema = await nuevoTema(srv, f.admin, segunda, 'Tras la primera');
    const cerrado = await filtrar(srv, f.ana.token, segunda);
    expect(cerrado.status).toBe(403);
    expect(cerrado.body).toMatchObject({ ok: false, code: 'LECCION_BLOQUEADA' });
    expect((await responder(srv, f.ana.token, segunda, tema._id, 'antes')).status).toBe(403);
    await registrarProgreso(srv, f.ana.id, f.leccion, 'completado', 100);
    const abierto = await filtrar(srv, f.ana.token, segunda);
    expect(abierto.status).toBe(200);
    expect(abierto.temas.map((t) => t.titulo)).toEqual(['Tras la primera']);
    await llamar(srv, 'DELETE', `/api/comentarios/${tema._id}`, f.admin);
  });

  it('answers 404 for unknown lessons and comments, never a 500', async () => {
    const lista = await filtrar(srv, f.admin, 'no-existe');
    expect(lista.status).toBe(404);
    for (const [method, body] of [
      ['PUT', { texto: 'x' }],
      ['PATCH', { visto: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await llamar(srv, method, '/api/comentarios/no-existe', f.admin, body);
      expect(res.status, method).toBe(404);
      expect(res.body).toMatchObject({ ok: false, error: 'Comentario no encontrado.' });
    }
    const mal = await llamar<Tema[]>(srv, 'POST', '/api/comentarios/filtrar', f.admin, {});
    expect(mal.status).toBe(400);
  });
});
