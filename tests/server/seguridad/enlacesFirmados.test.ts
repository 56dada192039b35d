import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Curso } from '@shared/api/cursos';
import { testDialects } from '../helpers/databases';
import { crearUsuario, tokenAdmin, tokenDe } from '../helpers/cuentas';
import { ADMIN, loginAs, startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';
import { asignar, nuevoCurso, pdf, subirAdjunto } from '../modules/cursos/ayudas';

/**
 * Issue 13: a `?firma=` file link ends with the session that made it — logout, a password
 * change, deactivation — instead of living its own six hours.
 */
describe.each(testDialects())('signed file links end with their session (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let curso: Curso;
  let contador = 0;

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    curso = await nuevoCurso(srv, admin, { codigo: 'FIR', nombre: 'Firmas' });
    const res = await subirAdjunto(
      srv,
      admin,
      { _id: curso._id, descripcionAdjunto: 'Guía' },
      { bytes: pdf(2000), nombre: 'guia.pdf', mime: 'application/pdf' },
    );
    expect(res.status).toBe(200);
  });
  afterAll(() => srv.close());

  /** The attachment link the API hands to this session. */
  async function enlace(token: string): Promise<string> {
    const res = await srv.request('POST', '/api/cursos/buscar/', {
      body: { _id: curso._id },
      token,
    });
    const url = (res.body as { data: Curso }).data.adjuntos[0]?.url;
    if (!url) throw new Error(`sin enlace: ${JSON.stringify(res.body)}`);
    return url;
  }
  const abrir = async (url: string) => (await fetch(`${srv.url}${url}`)).status;

  async function aprendiz(): Promise<string> {
    contador += 1;
    const id = await crearUsuario(srv, { email: `firma${contador}@prueba.co` });
    await asignar(srv, id, curso._id);
    return id;
  }

  it('logout ends the links of that session only', async () => {
    const id = await aprendiz();
    const sesion = await tokenDe(srv, id);
    const otraSesion = await tokenDe(srv, id);
    const url = await enlace(sesion);
    const otraUrl = await enlace(otraSesion);
    expect(await abrir(url)).toBe(200);

    expect((await srv.request('POST', '/auth/logout', { token: sesion })).status).toBe(200);
    const res = await fetch(`${srv.url}${url}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ ok: false, code: 'TOKEN_INVALIDO' });
    // The same user's other session (another PC) keeps its own links.
    expect(await abrir(otraUrl)).toBe(200);
  });

  it('a password change ends the links', async () => {
    const token = await loginAs(srv, ADMIN.email, ADMIN.password);
    const url = await enlace(token);
    expect(await abrir(url)).toBe(200);
    const nueva = 'otra-clave-segura-1';
    const cambio = await srv.request('POST', '/auth/changePass', {
      token,
      body: {
        _id: (await srv.server.services.usuarios.findRowByEmail(ADMIN.email))?.id,
        current: ADMIN.password,
        password: nueva,
      },
    });
    expect(cambio.status).toBe(200);
    expect(await abrir(url)).toBe(401);
    // Put the password back for the other tests of this file.
    const nuevoToken = (cambio.body as { token: string }).token;
    await srv.request('POST', '/auth/changePass', {
      token: nuevoToken,
      body: {
        _id: (await srv.server.services.usuarios.findRowByEmail(ADMIN.email))?.id,
        current: nueva,
        password: ADMIN.password,
      },
    });
  });

  it('deactivation ends the links, and reactivation does not bring them back', async () => {
    const id = await aprendiz();
    const url = await enlace(await tokenDe(srv, id));
    expect(await abrir(url)).toBe(200);
    const quitar = await srv.request('POST', '/api/usuarios/updateEstado', {
      token: await tokenAdmin(srv),
      body: { _id: id, activo: false },
    });
    expect(quitar.status).toBe(200);
    expect([401, 403]).toContain(await abrir(url));
    await srv.request('POST', '/api/usuarios/updateEstado', {
      token: await tokenAdmin(srv),
      body: { _id: id, activo: true },
    });
    expect(await abrir(url)).toBe(401);
  });

  it('a link never outlives the session that made it', async () => {
    const id = await aprendiz();
    const { token, claims } = await srv.server.services.tokens.sign(id, 0, false);
    const url = await enlace(token);
    const firma = decodeURIComponent(url.split('firma=')[1] ?? '');
    const payload = JSON.parse(Buffer.from(firma.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
      sid: string;
    };
    expect(payload.sid).toBe(claims.jti);
    expect(payload.exp).toBeLessThanOrEqual(claims.exp);
  });
});
