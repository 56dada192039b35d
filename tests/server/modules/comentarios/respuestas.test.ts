import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tema } from '@shared/api/comentarios';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { filtrar, llamar, nuevoTema, prepararForo, responder } from './ayudas';
import type { Foro } from './ayudas';

describe.each(testDialects())('forum replies: limits, edit and delete rules (%s)', (dialect) => {
  let srv: TestServer;
  let f: Foro;
  let tema: Tema;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    f = await prepararForo(srv);
  });
  afterAll(() => srv.close());
  beforeEach(async () => {
    tema = await nuevoTema(srv, f.admin, f.leccion, `Tema ${Date.now()}`);
  });

  /** Replies as `token` and returns the new reply's id (the last of the topic). */
  async function respuestaDe(token: string, texto: string): Promise<string> {
    const res = await responder(srv, token, f.leccion, tema._id, texto);
    expect(res.status).toBe(200);
    const id = res.body.data?.respuestas.at(-1)?._id;
    if (!id) throw new Error('sin respuesta');
    return id;
  }

  it('accepts a reply of 500 characters and refuses 501 with the message', async () => {
    const ok = await responder(srv, f.ana.token, f.leccion, tema._id, 'a'.repeat(500));
    expect(ok.status).toBe(200);
    expect(ok.body.data?._id).toBe(tema._id);
    expect(ok.body.data?.respuestas).toHaveLength(1);
    expect(ok.body.data?.respuestas[0]).toMatchObject({
      texto: 'a'.repeat(500),
      user: { _id: f.ana.id, nombre: 'ana Pérez' },
      puedeEditar: true,
      puedeEliminar: true,
    });
    const largo = await responder(srv, f.ana.token, f.leccion, tema._id, 'a'.repeat(501));
    expect(largo.status).toBe(400);
    expect(largo.body).toMatchObject({
      ok: false,
      code: 'VALIDACION',
      error: 'La respuesta debe tener como máximo 500 caracteres',
    });
    const vacia = await responder(srv, f.ana.token, f.leccion, tema._id, '   ');
    expect(vacia.status).toBe(400);
  });

  it('lets the author edit and delete their reply, within 500 characters', async () => {
    const id = await respuestaDe(f.ana.token, 'borrador');
    const ruta = `/api/comentarios/${id}`;
    const editada = await llamar(srv, 'PUT', ruta, f.ana.token, { texto: 'corregida' });
    expect(editada.status).toBe(200);
    expect(editada.body.data?._id).toBe(tema._id);
    expect(editada.body.data?.respuestas.map((r) => r.texto)).toEqual(['corregida']);
    const larga = await llamar(srv, 'PUT', ruta, f.ana.token, { texto: 'b'.repeat(501) });
    expect(larga.status).toBe(400);
    expect(larga.body.error).toBe('La respuesta debe tener como máximo 500 caracteres');
    const conTitulo = await llamar(srv, 'PUT', ruta, f.ana.token, { texto: 'x', titulo: 'T' });
    expect(conTitulo.status).toBe(400);
    expect((await llamar(srv, 'DELETE', ruta, f.ana.token)).status).toBe(200);
    const { temas } = await filtrar(srv, f.ana.token, f.leccion);
    expect(temas.find((t) => t._id === tema._id)?.respuestas).toEqual([]);
  });

  it("refuses another learner's edit or delete (403); the admin may do both", async () => {
    const id = await respuestaDe(f.ana.token, 'de Ana');
    const ruta = `/api/comentarios/${id}`;
    const editar = await llamar(srv, 'PUT', ruta, f.beto.token, { texto: 'de Beto' });
    expect(editar.status).toBe(403);
    expect(editar.body).toMatchObject({ ok: false, code: 'ACCION_NO_PERMITIDA' });
    expect((await llamar(srv, 'DELETE', ruta, f.beto.token)).status).toBe(403);
    // Nor may a learner touch the admin's topic.
    const rutaTema = `/api/comentarios/${tema._id}`;
    expect((await llamar(srv, 'PUT', rutaTema, f.beto.token, { texto: 'x' })).status).toBe(403);
    const porAdmin = await llamar(srv, 'PUT', ruta, f.admin, { texto: 'moderado' });
    expect(porAdmin.status).toBe(200);
    expect(porAdmin.body.data?.respuestas[0]).toMatchObject({
      texto: 'moderado',
      user: { _id: f.ana.id },
    });
    expect((await llamar(srv, 'DELETE', ruta, f.admin)).status).toBe(200);
  });

  it('lets comentarios.editar edit anyone, comentarios.eliminar delete any reply', async () => {
    const id = await respuestaDe(f.ana.token, 'original');
    const ruta = `/api/comentarios/${id}`;
    const mod = await llamar(srv, 'PUT', ruta, f.moderador.token, { texto: 'moderada' });
    expect(mod.status).toBe(200);
    expect(mod.body.data?.respuestas[0]?.texto).toBe('moderada');
    const rutaTema = `/api/comentarios/${tema._id}`;
    const titulo = await llamar(srv, 'PUT', rutaTema, f.moderador.token, {
      texto: 'nuevo contenido',
      titulo: 'Nuevo título',
    });
    expect(titulo.status).toBe(200);
    expect(titulo.body.data).toMatchObject({
      titulo: 'Nuevo título',
      contenido: 'nuevo contenido',
    });
    expect((await llamar(srv, 'DELETE', ruta, f.moderador.token)).status).toBe(403);
    expect((await llamar(srv, 'PUT', ruta, f.limpiador.token, { texto: 'x' })).status).toBe(403);
    expect((await llamar(srv, 'DELETE', ruta, f.limpiador.token)).status).toBe(200);
  });

  it('stores and returns HTML-looking text verbatim, as plain strings', async () => {
    const html = '<img src=x onerror=alert(1)>';
    const script = '<script>alert("x")</script> & "comillas" \'simples\'';
    const creado = await nuevoTema(srv, f.admin, f.leccion, html, script);
    expect(creado).toMatchObject({ titulo: html, contenido: script });
    await respuestaDe(f.ana.token, html);
    const res = await srv.request('POST', '/api/comentarios/filtrar', {
      token: f.ana.token,
      body: { multimedia: f.leccion },
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const temas = res.body as Tema[];
    const visto = temas.find((t) => t._id === creado._id);
    expect(visto).toMatchObject({ titulo: html, contenido: script });
    const previo = temas.find((t) => t._id === tema._id);
    expect(previo?.respuestas.at(-1)?.texto).toBe(html);
    const fila = await srv.server.services.db
      .selectFrom('comentarios')
      .select(['titulo', 'texto'])
      .where('id', '=', creado._id)
      .executeTakeFirstOrThrow();
    expect(fila).toEqual({ titulo: html, texto: script });
    await llamar(srv, 'DELETE', `/api/comentarios/${creado._id}`, f.admin);
  });

  it('answers topics only: no nested replies, no parent from another lesson', async () => {
    const id = await respuestaDe(f.ana.token, 'padre');
    const anidada = await responder(srv, f.beto.token, f.leccion, id, 'hija');
    expect(anidada.status).toBe(400);
    expect(anidada.body.error).toBe('Solo se puede responder a un tema.');
    const ajeno = await nuevoTema(srv, f.admin, f.leccionAjena, 'Ajeno');
    const cruzada = await responder(srv, f.admin, f.leccion, ajeno._id, 'cruzada');
    expect(cruzada.status).toBe(400);
    expect(cruzada.body.error).toBe('El tema no pertenece a esta lección.');
    const perdida = await responder(srv, f.ana.token, f.leccion, 'no-existe', 'x');
    expect(perdida.status).toBe(404);
    expect(perdida.body.error).toBe('Comentario no encontrado.');
  });

  it("shows a deleted author's reply with a null author ('Desconocido' in the client)", async () => {
    const id = await respuestaDe(f.beto.token, 'me voy');
    await srv.server.services.db
      .updateTable('comentarios')
      .set({ usuario_id: null })
      .where('id', '=', id)
      .execute();
    const { temas } = await filtrar(srv, f.ana.token, f.leccion);
    const r = temas.find((t) => t._id === tema._id)?.respuestas.find((x) => x._id === id);
    expect(r).toMatchObject({
      user: { _id: null, nombre: null },
      puedeEditar: false,
      puedeEliminar: false,
    });
  });
});
