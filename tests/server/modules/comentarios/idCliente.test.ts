import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tema } from '@shared/api/comentarios';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { filtrar, llamar, nuevoTema, prepararForo } from './ayudas';
import type { Foro } from './ayudas';

/**
 * Client ids on forum writes (issue 7): a reply replayed from the desktop outbox after a
 * crash, or sent twice, is stored once and answered the same each time.
 */
describe.each(testDialects())('forum writes with a client id (%s)', (dialect) => {
  let srv: TestServer;
  let f: Foro;
  let tema: Tema;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    f = await prepararForo(srv);
  });
  afterAll(() => srv.close());
  beforeEach(async () => {
    tema = await nuevoTema(srv, f.admin, f.leccion, `Tema ${randomUUID()}`);
  });

  function responder(token: string, cuerpo: Record<string, unknown>) {
    return llamar(srv, 'POST', '/api/comentarios', token, {
      multimedia: f.leccion,
      parentId: tema._id,
      ...cuerpo,
    });
  }

  /** The stored rows of the current topic's replies, straight from the database. */
  function filasRespuestas() {
    return srv.server.services.db
      .selectFrom('comentarios')
      .select(['id', 'usuario_id', 'texto', 'id_cliente'])
      .where('parent_id', '=', tema._id)
      .orderBy('creado_en')
      .orderBy('id')
      .execute();
  }

  it('stores a reply sent twice with the same idCliente once, answering the same both times', async () => {
    const idCliente = randomUUID();
    const primera = await responder(f.ana.token, { texto: 'hola', idCliente });
    expect(primera.status).toBe(200);
    expect(primera.body.data?.respuestas).toHaveLength(1);
    const segunda = await responder(f.ana.token, { texto: 'hola', idCliente });
    expect(segunda.status).toBe(200);
    expect(segunda.body).toEqual(primera.body);
    // A resend with another text still changes nothing: the first write stands.
    const otraVez = await responder(f.ana.token, { texto: 'otro texto', idCliente });
    expect(otraVez.status).toBe(200);
    expect(otraVez.body.data?.respuestas.map((r) => r.texto)).toEqual(['hola']);
    const filas = await filasRespuestas();
    expect(filas).toEqual([
      {
        id: primera.body.data?.respuestas[0]?._id,
        usuario_id: f.ana.id,
        texto: 'hola',
        id_cliente: idCliente,
      },
    ]);
    const { temas } = await filtrar(srv, f.ana.token, f.leccion);
    expect(temas.find((t) => t._id === tema._id)?.respuestas).toHaveLength(1);
  });

  it('stores one reply for five concurrent identical requests', async () => {
    const idCliente = randomUUID();
    const respuestas = await Promise.all(
      Array.from({ length: 5 }, () => responder(f.beto.token, { texto: 'a la vez', idCliente })),
    );
    expect(respuestas.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const filas = await filasRespuestas();
    expect(filas).toHaveLength(1);
    const ids = new Set(respuestas.map((r) => r.body.data?.respuestas.map((x) => x._id).join()));
    expect([...ids]).toEqual([filas[0]?.id]);
  });

  it("keeps each user's ids apart: another user's same idCliente makes their own reply", async () => {
    const idCliente = randomUUID();
    const deAna = await responder(f.ana.token, { texto: 'de Ana', idCliente });
    const deBeto = await responder(f.beto.token, { texto: 'de Beto', idCliente });
    expect(deAna.status).toBe(200);
    expect(deBeto.status).toBe(200);
    expect(deBeto.body.data?.respuestas.map((r) => [r.texto, r.user._id])).toEqual([
      ['de Ana', f.ana.id],
      ['de Beto', f.beto.id],
    ]);
    expect((await filasRespuestas()).map((r) => r.usuario_id)).toEqual([f.ana.id, f.beto.id]);
  });

  it('creates anew on every request without idCliente, as before (NULLs never collide)', async () => {
    expect((await responder(f.ana.token, { texto: 'uno' })).status).toBe(200);
    expect((await responder(f.ana.token, { texto: 'uno' })).status).toBe(200);
    const filas = await filasRespuestas();
    expect(filas.map((r) => [r.texto, r.id_cliente])).toEqual([
      ['uno', null],
      ['uno', null],
    ]);
  });

  it('refuses an idCliente that is not a UUID (400)', async () => {
    const res = await responder(f.ana.token, { texto: 'x', idCliente: 'no-es-uuid' });
    expect(res.status).toBe(400);
    expect(await filasRespuestas()).toEqual([]);
  });

  it('refuses the same idCliente reused for another topic (409) and changes nothing', async () => {
    const idCliente = randomUUID();
    expect((await responder(f.ana.token, { texto: 'aquí', idCliente })).status).toBe(200);
    const otro = await nuevoTema(srv, f.admin, f.leccion, `Otro ${randomUUID()}`);
    const res = await llamar(srv, 'POST', '/api/comentarios', f.ana.token, {
      multimedia: f.leccion,
      parentId: otro._id,
      texto: 'allá',
      idCliente,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ ok: false, code: 'CONFLICTO' });
    const { temas } = await filtrar(srv, f.ana.token, f.leccion);
    expect(temas.find((t) => t._id === otro._id)?.respuestas).toEqual([]);
    expect(temas.find((t) => t._id === tema._id)?.respuestas.map((r) => r.texto)).toEqual(['aquí']);
  });

  it('creates a topic once per idCliente, answering the same topic again', async () => {
    const idCliente = randomUUID();
    const cuerpo = { multimedia: f.leccion, titulo: `Único ${idCliente}`, texto: 'C', idCliente };
    const a = await llamar(srv, 'POST', '/api/comentarios', f.admin, cuerpo);
    const b = await llamar(srv, 'POST', '/api/comentarios', f.admin, cuerpo);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.data?._id).toBe(a.body.data?._id);
    const { temas } = await filtrar(srv, f.admin, f.leccion);
    expect(temas.filter((t) => t.titulo === cuerpo.titulo)).toHaveLength(1);
  });
});
