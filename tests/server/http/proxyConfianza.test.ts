import { afterEach, describe, expect, it } from 'vitest';
import { LIMITES } from '../../../src/server/modules/auth/limites';
import type { ServerConfig } from '../../../src/server/config';
import { testDialects } from '../helpers/databases';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';
import { crearCurso, registrar } from '../modules/auth/ayudas';

const N = LIMITES.loginCuentaIp.limite;
const CLIENTE_A = '203.0.113.7';
const CLIENTE_B = '203.0.113.8';

describe.each(testDialects())('TRUST_PROXY and per-address limits (%s)', (dialect) => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  /**
   * A learner, N wrong passwords from client A (through the "proxy" on 127.0.0.1), then
   * her right password from client A and from client B: the statuses of those two.
   */
  async function fallosDesdeAyLuegoB(config: Partial<ServerConfig>) {
    srv = await startTestServer(dialect, config);
    const s = srv;
    const ana = await registrar(s, await crearCurso(s));
    const login = (password: string, cliente: string) =>
      s.request('POST', '/auth/login', {
        body: { email: ana.email, password },
        headers: { 'x-forwarded-for': cliente },
      });
    for (let i = 0; i < N; i++) expect((await login('mala-clave', CLIENTE_A)).status).toBe(401);
    const desdeA = (await login(ana.password, CLIENTE_A)).status;
    const desdeB = (await login(ana.password, CLIENTE_B)).status;
    const auditoria = s.server.services.auditoria;
    const [bloqueo] = await auditoria.listar({ accion: 'login.bloqueado' });
    return { desdeA, desdeB, userId: ana.user._id, bloqueo };
  }

  it('with the proxy trusted, failures of one client behind it do not limit another', async () => {
    const { desdeA, desdeB, userId, bloqueo } = await fallosDesdeAyLuegoB({
      trustProxy: ['127.0.0.1'],
    });
    expect(desdeA).toBe(429);
    expect(desdeB).toBe(200);
    // The audit names the client, not the proxy.
    expect(bloqueo).toMatchObject({ ip: CLIENTE_A, usuario_id: userId });
  });

  it('without TRUST_PROXY the forwarded header is ignored: both "clients" are one address', async () => {
    const { desdeA, desdeB, bloqueo } = await fallosDesdeAyLuegoB({});
    expect(desdeA).toBe(429);
    expect(desdeB).toBe(429);
    expect(bloqueo).toMatchObject({ ip: '127.0.0.1' });
  });

  it('a forwarded header from an address that is not a trusted proxy is ignored', async () => {
    const { desdeB } = await fallosDesdeAyLuegoB({ trustProxy: ['10.0.0.0/8'] });
    expect(desdeB).toBe(429);
  });
});
