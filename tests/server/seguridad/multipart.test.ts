import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, routes } from '@shared/api';
import type { RouteDef } from '@shared/api';
import { testDialects } from '../helpers/databases';
import { tokenAdmin } from '../helpers/cuentas';
import { startTestServer } from '../helpers/testServer';
import type { TestServer } from '../helpers/testServer';
import { CUERPOS_MALOS } from './multipartMalo';

/** Every upload route of the table (`consumes: 'multipart'`): a route added later is covered. */
const SUBIDAS = (Object.entries(routes) as [string, RouteDef][]).filter(
  ([, def]) => def.consumes === 'multipart',
);

describe.each(testDialects())(
  'malformed multipart bodies on every upload route (%s)',
  (dialect) => {
    let srv: TestServer;
    let admin: string;

    beforeAll(async () => {
      srv = await startTestServer(dialect);
      admin = await tokenAdmin(srv);
    });
    afterAll(() => srv.close());

    it('the table has the upload routes of issue 13', () => {
      const rutas = SUBIDAS.map(([, d]) => d.path);
      expect(rutas).toContain('/api/usuarios/importar/validar');
      expect(rutas).toContain('/api/cursos/subirAdjunto');
      expect(rutas.length).toBeGreaterThanOrEqual(7);
    });

    for (const [clave, def] of SUBIDAS) {
      it.each(CUERPOS_MALOS)(`${clave} (${def.path}): %s`, async (caso) => {
        const path = buildPath(
          def.path,
          new Proxy({}, { get: () => 'x' }) as Record<string, string>,
        );
        const res = await fetch(`${srv.url}${path}`, {
          method: def.method,
          headers: { authorization: `Bearer ${admin}`, 'content-type': caso.contentType },
          body: caso.body,
        });
        const body = (await res.json()) as { ok: boolean; error: string; code: string };
        expect(body.ok).toBe(false);
        if (res.status !== caso.otro) {
          expect(res.status, JSON.stringify(body)).toBe(caso.status);
          expect(body.code).toBe(caso.status === 400 ? 'VALIDACION' : 'TIPO_NO_SOPORTADO');
        }
        // A sentence for people, not a parser's message.
        expect(body.error.length).toBeGreaterThan(10);
        expect(body.error).not.toMatch(/boundary|multipart data|needle|unexpected|error:/i);
      });
    }
  },
);
