import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '../../helpers/databases';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

const RUTA_ESTADO = '/api/instalacion';
const RUTA_ALTA = '/api/instalacion/primer-admin';
const CUERPO = {
  email: 'directora@centro.co',
  nombre: 'Marta',
  apellidos: 'Ruiz',
  password: 'clave-admin-local',
  confirmPassword: 'clave-admin-local',
};

/**
 * "Only from this PC" is judged on the socket, not on request.ip: behind a proxy on this
 * host every client is a loopback peer, and with TRUST_PROXY request.ip is what a header says.
 */
describe.each(testDialects())('first administrator behind a proxy (%s)', (dialect) => {
  let srv: TestServer | undefined;
  afterEach(async () => {
    await srv?.close();
    srv = undefined;
  });

  it('a request a proxy on this host forwarded is not local, whatever its headers claim', async () => {
    srv = await startTestServer(dialect, {
      adminEmail: null,
      adminPassword: null,
      primerAdminInteractivo: true,
      trustProxy: ['127.0.0.1'],
    });
    const reenviadas: Array<Record<string, string>> = [
      { 'x-forwarded-for': '203.0.113.7' },
      // A client that writes a loopback address itself, and a proxy passing it through.
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    for (const headers of reenviadas) {
      const estado = await srv.server.app.inject({ method: 'GET', url: RUTA_ESTADO, headers });
      expect(estado.json()).toMatchObject({ pendiente: false });
      const alta = await srv.server.app.inject({
        method: 'POST',
        url: RUTA_ALTA,
        payload: CUERPO,
        headers,
      });
      expect(alta.statusCode).toBe(403);
    }
    // Forwarded Host from elsewhere does not make a rebinding page local either.
    const reenlazado = await srv.server.app.inject({
      method: 'POST',
      url: RUTA_ALTA,
      payload: CUERPO,
      headers: { host: 'atacante.example', 'x-forwarded-host': 'localhost' },
    });
    expect(reenlazado.statusCode).toBe(403);
    expect(await srv.server.services.usuarios.count()).toBe(0);
    // This PC itself, straight to the server, still completes it.
    const local = await srv.server.app.inject({ method: 'POST', url: RUTA_ALTA, payload: CUERPO });
    expect(local.statusCode).toBe(200);
  });
});
