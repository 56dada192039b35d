import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_CARACTERES_CONTROL } from '@shared/api/campos';
import { testDialects } from '../helpers/databases';
import { tokenAdmin } from '../helpers/cuentas';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';

/** Issue 13: control characters were stored in text fields (and shown publicly). */
describe.each(testDialects())('text fields refuse control characters (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
  });
  afterAll(() => srv.close());

  it('a course code "\\u0000" is refused with 400 and the field message, never listed', async () => {
    const res = await srv.request('POST', '/api/cursos/nuevo', {
      token: admin,
      body: { codigo: '\u0000', nombre: 'Curso con código raro' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      ok: false,
      code: 'VALIDACION',
      error: MENSAJE_CARACTERES_CONTROL,
      fields: { codigo: MENSAJE_CARACTERES_CONTROL },
    });
    const lista = await srv.request('GET', '/api/datos/cursos-registro');
    expect(JSON.stringify(lista.body)).not.toContain('\\u0000');
    expect(JSON.stringify(lista.body)).not.toContain('Curso con código raro');
  });

  it('an id with NUL is a 400, not a database error', async () => {
    const res = await srv.request('POST', '/api/cursos/buscar/', {
      token: admin,
      body: { _id: 'a\u0000b' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { _id: MENSAJE_CARACTERES_CONTROL } });
  });

  it('long texts keep line breaks and tabs; one-line texts do not', async () => {
    const ok = await srv.request('POST', '/api/cursos/nuevo', {
      token: admin,
      body: { codigo: 'C-1', nombre: 'Curso', descripcion: 'Línea 1\n\tLínea 2' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ data: { descripcion: 'Línea 1\n\tLínea 2' } });
    const mal = await srv.request('POST', '/api/cursos/nuevo', {
      token: admin,
      body: { codigo: 'C-2', nombre: 'Curso\nde dos líneas' },
    });
    expect(mal.status).toBe(400);
    expect(mal.body).toMatchObject({ fields: { nombre: MENSAJE_CARACTERES_CONTROL } });
  });
});
