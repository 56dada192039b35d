import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_PREFERENCIAS } from '@shared/api';
import { crearUsuario, tokenAdmin, tokenDe } from '../../helpers/cuentas';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

const RUTA = '/api/usuarios/preferencias';
const NUNCA_ELEGIDAS = { idioma: null, textoGrande: null, altoContraste: null };

describe.each(testDialects())('own interface preferences (%s)', (dialect) => {
  let srv: TestServer;
  let ana: { id: string; token: string };
  let beto: { id: string; token: string };

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    const anaId = await crearUsuario(srv, { email: 'ana.pref@prueba.co' });
    const betoId = await crearUsuario(srv, { email: 'beto.pref@prueba.co', nombre: 'Beto' });
    ana = { id: anaId, token: await tokenDe(srv, anaId) };
    beto = { id: betoId, token: await tokenDe(srv, betoId) };
  });
  afterAll(() => srv.close());

  const leer = (token: string) => srv.request('GET', RUTA, { token });
  const guardar = (token: string, body: unknown) => srv.request('PATCH', RUTA, { token, body });

  it('starts with nothing chosen', async () => {
    expect(await leer(ana.token)).toMatchObject({
      status: 200,
      body: { ok: true, data: NUNCA_ELEGIDAS },
    });
  });

  it('stores each choice for the signed-in user only, keeping the others', async () => {
    expect((await guardar(ana.token, { idioma: 'zh' })).body).toEqual({
      ok: true,
      data: { idioma: 'zh', textoGrande: null, altoContraste: null },
    });
    expect((await guardar(ana.token, { textoGrande: true, altoContraste: false })).body).toEqual({
      ok: true,
      data: { idioma: 'zh', textoGrande: true, altoContraste: false },
    });
    // Read back in a new request: it is on the server, not in the answer only.
    expect((await leer(ana.token)).body).toEqual({
      ok: true,
      data: { idioma: 'zh', textoGrande: true, altoContraste: false },
    });
    expect((await leer(beto.token)).body).toEqual({ ok: true, data: NUNCA_ELEGIDAS });
    await guardar(ana.token, { idioma: 'es', textoGrande: false });
    expect((await leer(ana.token)).body).toMatchObject({
      data: { idioma: 'es', textoGrande: false, altoContraste: false },
    });
  });

  it('accepts every interface language, the admin included', async () => {
    const admin = await tokenAdmin(srv);
    for (const idioma of ['es', 'en', 'fr', 'pt', 'zh']) {
      const res = await guardar(admin, { idioma });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ data: { idioma } });
    }
  });

  it.each([
    [{ idioma: 'de' }, 'idioma', MENSAJES_PREFERENCIAS.idioma],
    [{ idioma: 'ES' }, 'idioma', MENSAJES_PREFERENCIAS.idioma],
    [{ idioma: null }, 'idioma', MENSAJES_PREFERENCIAS.idioma],
    [{ textoGrande: 'sí' }, 'textoGrande', MENSAJES_PREFERENCIAS.interruptor],
    [{ altoContraste: 1 }, 'altoContraste', MENSAJES_PREFERENCIAS.interruptor],
    [{}, 'body', MENSAJES_PREFERENCIAS.vacio],
    [{ idioma: 'en', tema: 'oscuro' }, 'body', MENSAJES_PREFERENCIAS.desconocida],
  ])('refuses %j with a Spanish 400 and changes nothing', async (body, campo, mensaje) => {
    const antes = (await leer(beto.token)).body;
    const res = await guardar(beto.token, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, code: 'VALIDACION', error: mensaje });
    expect((res.body as { fields: Record<string, string> }).fields[campo]).toBe(mensaje);
    expect((await leer(beto.token)).body).toEqual(antes);
  });

  it('refuses a body that is not JSON object with a 400, never a 500', async () => {
    const res = await fetch(`${srv.url}${RUTA}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${beto.token}`, 'content-type': 'application/json' },
      body: '"zh"',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, code: 'VALIDACION' });
  });

  it('needs a session', async () => {
    expect(await srv.request('GET', RUTA)).toMatchObject({
      status: 401,
      body: { ok: false, code: 'NO_AUTENTICADO' },
    });
    expect(await srv.request('PATCH', RUTA, { body: { idioma: 'en' } })).toMatchObject({
      status: 401,
    });
  });

  it('is answered during a forced password change (that screen follows the language too)', async () => {
    const id = await crearUsuario(srv, { email: 'cambio.pref@prueba.co' });
    await srv.server.services.db
      .updateTable('usuarios')
      .set({ debe_cambiar_password: 1 })
      .where('id', '=', id)
      .execute();
    const token = await tokenDe(srv, id);
    expect((await guardar(token, { idioma: 'pt' })).body).toMatchObject({
      ok: true,
      data: { idioma: 'pt' },
    });
    expect((await leer(token)).body).toMatchObject({ data: { idioma: 'pt' } });
  });

  it('reads a stored code no longer offered as "never chosen"', async () => {
    await srv.server.services.db
      .updateTable('usuarios')
      .set({ idioma: 'xx', texto_grande: 1 })
      .where('id', '=', beto.id)
      .execute();
    expect((await leer(beto.token)).body).toEqual({
      ok: true,
      data: { idioma: null, textoGrande: true, altoContraste: null },
    });
  });
});
