import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_ROL_ESTUDIANTE } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { testDialects } from '../../helpers/databases';
import { crearRol, crearUsuario, tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';
import { postar } from './masivoAyuda';

interface Pagina {
  data: { data: { email: string; activo: boolean; rol: { _id: string } }[]; total: number };
}

describe.each(testDialects())(
  'POST /api/usuarios/listar con filtros rol y activo (%s)',
  (dialect) => {
    let srv: TestServer;
    let admin: string;
    let tutor: string;

    async function listar(body: Record<string, unknown>) {
      const res = await postar<Pagina>(
        srv,
        '/api/usuarios/listar',
        { limite: 100, ...body },
        admin,
      );
      expect(res.status).toBe(200);
      return {
        total: res.body.data.total,
        emails: res.body.data.data.map((u) => u.email).sort(),
      };
    }

    beforeAll(async () => {
      srv = await startTestServer(dialect);
      admin = await tokenAdmin(srv);
      tutor = await crearRol(srv, 'Monitor de filtros');
      await crearUsuario(srv, { email: 'e1@filtros.co' });
      const e2 = await crearUsuario(srv, { email: 'e2@filtros.co' });
      await crearUsuario(srv, { email: 't1@filtros.co', rolId: tutor });
      const t2 = await crearUsuario(srv, { email: 't2@filtros.co', rolId: tutor });
      for (const id of [e2, t2]) await srv.server.services.usuarios.cambiarEstado(id, false);
    });
    afterAll(() => srv.close());

    it('filters by role, by state and by both, with the total of the filter', async () => {
      expect(await listar({ rol: tutor })).toEqual({
        total: 2,
        emails: ['t1@filtros.co', 't2@filtros.co'],
      });
      expect(await listar({ activo: false })).toEqual({
        total: 2,
        emails: ['e2@filtros.co', 't2@filtros.co'],
      });
      expect(await listar({ rol: ID_ROL_ESTUDIANTE, activo: true })).toEqual({
        total: 1,
        emails: ['e1@filtros.co'],
      });
      expect(await listar({ rol: 'rol-inexistente' })).toEqual({ total: 0, emails: [] });
    });

    it('combines with the search and keeps paging and sorting', async () => {
      expect(await listar({ buscar: 'T2@FILTROS', activo: false, rol: tutor })).toEqual({
        total: 1,
        emails: ['t2@filtros.co'],
      });
      expect(await listar({ buscar: 't1', activo: false })).toEqual({ total: 0, emails: [] });
      const res = await postar<Pagina>(
        srv,
        '/api/usuarios/listar',
        { activo: true, ordenarPor: 'email', direccion: 'asc', limite: 5, pagina: 1 },
        admin,
      );
      expect(res.body.data.data.map((u) => u.email)).toEqual([
        'admin@prueba.co',
        'e1@filtros.co',
        't1@filtros.co',
      ]);
      expect(res.body.data.data.every((u) => u.activo)).toBe(true);
    });

    it('refuses a filter of the wrong type with 400', async () => {
      const res = await postar(srv, '/api/usuarios/listar', { activo: 'sí' }, admin);
      expect(res.status).toBe(400);
    });
  },
);
