import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../../../src/server/security/tokens';
import { loadJwtSecret } from '../../../../src/server/security/secret';
import { testDialects } from '../../helpers/databases';
import { ADMIN, loginAs, startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

describe.each(testDialects())('session tokens (%s)', (dialect) => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer(dialect);
  });
  afterAll(() => srv.close());

  it('reloads the current user from a stored token (POST /auth/token)', async () => {
    const token = await loginAs(srv, ADMIN.email, ADMIN.password);
    const res = await srv.request('POST', '/auth/token', { body: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, user: { email: ADMIN.email } });
  });

  it('refuses a tampered or foreign token with 401', async () => {
    const token = await loginAs(srv, ADMIN.email, ADMIN.password);
    const [h, p] = token.split('.');
    const tampered = `${h}.${p}.${'A'.repeat(43)}`;
    const res = await srv.request('POST', '/auth/token', { body: { token: tampered } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'TOKEN_INVALIDO' });
    const foreign = await new TokenService(new TextEncoder().encode('x'.repeat(48))).sign(
      'u',
      0,
      false,
    );
    expect(
      (await srv.request('POST', '/auth/token', { body: { token: foreign.token } })).status,
    ).toBe(401);
  });

  it('refuses an expired token', async () => {
    const secret = loadJwtSecret(srv.dataDir, null);
    const adminRow = await srv.server.services.usuarios.findRowByEmail(ADMIN.email);
    const pasado = new TokenService(secret, () => Date.now() - 13 * 3600 * 1000);
    if (!adminRow) throw new Error('falta el administrador');
    const viejo = await pasado.sign(adminRow.id, adminRow.version_token, false);
    const res = await srv.request('POST', '/auth/token', { body: { token: viejo.token } });
    expect(res.status).toBe(401);
  });

  it('logout revokes the token for every later request, other sessions live on', async () => {
    const a = await loginAs(srv, ADMIN.email, ADMIN.password);
    const b = await loginAs(srv, ADMIN.email, ADMIN.password, true);
    expect((await srv.request('POST', '/auth/logout', { token: a })).status).toBe(200);
    expect((await srv.request('POST', '/auth/token', { body: { token: a } })).status).toBe(401);
    expect((await srv.request('POST', '/auth/logout', { token: a })).status).toBe(401);
    expect((await srv.request('POST', '/auth/token', { body: { token: b } })).status).toBe(200);
  });

  it('logout without a token is a 401, not a 500', async () => {
    const res = await srv.request('POST', '/auth/logout');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ ok: false, code: 'NO_AUTENTICADO' });
  });

  it('a token issued before a password change (version bump) stops working', async () => {
    const token = await loginAs(srv, ADMIN.email, ADMIN.password);
    await srv.server.services.db
      .updateTable('usuarios')
      .set((eb) => ({ version_token: eb('version_token', '+', 1) }))
      .where('email_normalizado', '=', ADMIN.email)
      .execute();
    expect((await srv.request('POST', '/auth/token', { body: { token } })).status).toBe(401);
    expect(await loginAs(srv, ADMIN.email, ADMIN.password)).toBeTruthy();
  });

  it('a remembered session lasts longer than a normal one', async () => {
    const normal = await srv.request('POST', '/auth/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    const recordada = await srv.request('POST', '/auth/login', {
      body: { email: ADMIN.email, password: ADMIN.password, recordarme: true },
    });
    const exp = (r: { body: unknown }) => Date.parse((r.body as { expira: string }).expira);
    expect(exp(recordada) - exp(normal)).toBeGreaterThan(7 * 24 * 3600 * 1000);
  });
});
