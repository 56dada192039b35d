import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiferenciaWiki, PaginaWiki, RevisionWikiResumen } from '@shared/api/wiki';
import { MENSAJES_WIKI } from '@shared/domain/wiki';
import { tokenAdmin } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { crearPagina, persona, tutor } from './ayudas';

describe.each(testDialects())('wiki revisions (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  const guardar = (token: string, id: string, titulo: string, cuerpo: string) =>
    srv.request('PUT', `/api/wiki/paginas/${id}`, {
      token,
      body: { titulo, cuerpo, cursoId: null },
    });
  const historial = async (token: string, id: string) =>
    (
      (await srv.request('GET', `/api/wiki/paginas/${id}/revisiones`, { token })).body as {
        data: RevisionWikiResumen[];
      }
    ).data;

  it('keeps who saved what and when, shows a diff with the current text and restores as a new revision', async () => {
    const beto = await tutor(srv);
    const pagina = await crearPagina(srv, admin, {
      titulo: 'Primera',
      cuerpo: 'línea uno\nlínea dos',
    });
    expect((await guardar(beto.token, pagina._id, 'Segunda', 'línea uno\nlínea tres')).status).toBe(
      200,
    );
    const revs = await historial(admin, pagina._id);
    expect(revs.map((r) => [r.numero, r.titulo, r.restauradaDe])).toEqual([
      [2, 'Segunda', null],
      [1, 'Primera', null],
    ]);
    expect(revs[0]?.autor).toBe('Ana Pérez');
    expect(revs[1]?.autor).not.toBe(revs[0]?.autor);

    const una = await srv.request('GET', `/api/wiki/paginas/${pagina._id}/revisiones/1`, {
      token: admin,
    });
    const { data, diferencias } = una.body as {
      data: RevisionWikiResumen & { cuerpo: string };
      diferencias: DiferenciaWiki[];
    };
    expect(data.cuerpo).toBe('línea uno\nlínea dos');
    expect(diferencias).toEqual([
      { tipo: 'igual', texto: 'línea uno\n' },
      { tipo: 'quitado', texto: 'línea dos' },
      { tipo: 'agregado', texto: 'línea tres' },
    ]);

    // A learner reads the history but may not restore; the tutor may.
    const ana = await persona(srv);
    expect(await historial(ana.token, pagina._id)).toHaveLength(2);
    const url = `/api/wiki/paginas/${pagina._id}/revisiones/1/restaurar`;
    expect((await srv.request('POST', url, { token: ana.token })).status).toBe(403);
    const res = await srv.request('POST', url, { token: beto.token });
    expect(res.status).toBe(200);
    expect((res.body as { data: PaginaWiki }).data).toMatchObject({
      titulo: 'Primera',
      cuerpo: 'línea uno\nlínea dos',
      version: 3,
    });
    const despues = await historial(admin, pagina._id);
    expect(despues.map((r) => [r.numero, r.restauradaDe])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    // Restoring what is already there adds nothing.
    const otraVez = await srv.request('POST', url, { token: beto.token });
    expect(otraVez.status).toBe(409);
    expect(otraVez.body).toMatchObject({ error: MENSAJES_WIKI.sinCambios });
  });

  it('answers 404 in Spanish for a missing revision or page, 400 for a bad number', async () => {
    const pagina = await crearPagina(srv, admin, { titulo: 'Sola' });
    const falta = await srv.request('GET', `/api/wiki/paginas/${pagina._id}/revisiones/9`, {
      token: admin,
    });
    expect(falta.status).toBe(404);
    expect(falta.body).toMatchObject({ error: MENSAJES_WIKI.revisionNoEncontrada });
    const sinPagina = await srv.request('POST', '/api/wiki/paginas/nada/revisiones/1/restaurar', {
      token: admin,
    });
    expect(sinPagina.status).toBe(404);
    const malo = await srv.request('GET', `/api/wiki/paginas/${pagina._id}/revisiones/cero`, {
      token: admin,
    });
    expect(malo.status).toBe(400);
    // Someone typing the address by hand reads what is wrong, not a parser's "NaN".
    expect(malo.body).toMatchObject({ error: MENSAJES_WIKI.revisionNoEncontrada });
  });

  it('deletes the revisions with the page', async () => {
    const pagina = await crearPagina(srv, admin, { titulo: 'Efímera' });
    await guardar(admin, pagina._id, 'Efímera 2', 'x');
    await srv.request('DELETE', `/api/wiki/paginas/${pagina._id}`, { token: admin });
    const quedan = await srv.server.services.db
      .selectFrom('wiki_revisiones')
      .select('numero')
      .where('pagina_id', '=', pagina._id)
      .execute();
    expect(quedan).toEqual([]);
  });
});
