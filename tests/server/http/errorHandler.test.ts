import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { tokenAdmin } from '../helpers/cuentas';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';

/**
 * Refusals raised before any route runs — by Fastify's router or Node's HTTP parser — come
 * in the platform's format and in Spanish too, not Fastify's English default body.
 */
describe.each(testDialects())('errors before the routes (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  async function pedir(path: string) {
    const res = await fetch(`${srv.url}${path}`, { headers: { authorization: `Bearer ${admin}` } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('a path that is not valid percent-encoding → 400 VALIDACION', async () => {
    const res = await pedir('/api/usuarios/importar/%E0%A4%A');
    expect(res).toMatchObject({
      status: 400,
      body: { ok: false, code: 'VALIDACION', error: 'La dirección solicitada no es válida.' },
    });
  });

  it('a path parameter over the router limit → 414 URL_DEMASIADO_LARGA', async () => {
    const res = await pedir(`/api/usuarios/importar/${'a'.repeat(500)}`);
    expect(res).toMatchObject({
      status: 414,
      body: { ok: false, code: 'URL_DEMASIADO_LARGA' },
    });
  });

  it('a URL over 16 KB → 431 in our format', async () => {
    const res = await pedir(`/api/multimedias/filtrar?nombre=${'a'.repeat(20_000)}`);
    expect(res).toMatchObject({
      status: 431,
      body: {
        ok: false,
        code: 'SOLICITUD_DEMASIADO_LARGA',
        error: 'La dirección o las cabeceras de la solicitud son demasiado largas.',
      },
    });
  });

  it('a NUL in a path parameter is a 400, not a database error', async () => {
    const res = await pedir('/api/usuarios/importar/a%00b');
    expect(res).toMatchObject({ status: 400, body: { ok: false, code: 'VALIDACION' } });
  });
});
