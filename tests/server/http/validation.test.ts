import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_VALIDACION } from '@shared/api';
import { testDialects } from '../helpers/databases';
import { tokenAdmin } from '../helpers/cuentas';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';

/**
 * The 400 of a route's schema names the real problem: "requerido" only for what is missing,
 * the type's own message for a value of the wrong type (zod reports the input only when
 * asked, and without it every wrong type read as missing).
 */
describe.each(testDialects())('validation messages (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  it('a missing or empty id says the field is required', async () => {
    for (const body of [{}, { _id: '' }]) {
      const res = await srv.request('POST', '/api/cursos/buscar/', { token: admin, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDACION',
        fields: { _id: MENSAJES_VALIDACION.requerido },
      });
    }
  });

  it('a value of the wrong type is not reported as missing', async () => {
    const res = await srv.request('POST', '/api/cursos/buscar/', {
      token: admin,
      body: { _id: 5 },
    });
    expect(res.status).toBe(400);
    const { fields } = res.body as { fields: Record<string, string> };
    expect(fields._id).toBeTruthy();
    expect(fields._id).not.toBe(MENSAJES_VALIDACION.requerido);
  });
});
