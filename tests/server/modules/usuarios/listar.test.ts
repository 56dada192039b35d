import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../helpers/databases';
import { crearUsuario, idAdmin, tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

interface Pagina {
  status: number;
  body: {
    code?: string;
    data: {
      data: { _id: string; email: string; identificacion: string | null; apellidos: string }[];
      total: number;
      pagina: number;
      limite: number;
    };
  };
}

const N = 30;
const identificacion = (n: number) => String(1000 + n);

describe.each(testDialects())('POST /api/usuarios/listar (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  const ids = new Map<number, string>();

  async function listar(body?: unknown): Promise<Pagina> {
    const res = await srv.request('POST', '/api/usuarios/listar', { body, token: admin });
    return res as Pagina;
  }
  const identificaciones = (p: Pagina) => p.body.data.data.map((u) => u.identificacion);

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    for (let n = 1; n <= N; n++) {
      ids.set(
        n,
        await crearUsuario(srv, {
          email: `usuario${n}@Prueba.co`,
          nombre: `Persona${n}`,
          apellidos: n % 2 ? 'Gómez' : 'Ruiz',
          tipoIdentificacion: 'Cedula ciudadanía',
          identificacion: identificacion(n),
        }),
      );
    }
  });
  afterAll(() => srv.close());

  it('defaults to page 1 of 10, identificacion descending, with the total', async () => {
    const res = await listar({});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: N + 1, pagina: 1, limite: 10 });
    expect(identificaciones(res)).toEqual(
      Array.from({ length: 10 }, (_, i) => identificacion(N - i)),
    );
  });

  it('page 2 of size 10 by identificacion desc has the right users', async () => {
    const res = await listar({
      pagina: 2,
      limite: 10,
      ordenarPor: 'identificacion',
      direccion: 'desc',
    });
    expect(res.body.data.data.map((u) => u._id)).toEqual(
      Array.from({ length: 10 }, (_, i) => ids.get(20 - i)),
    );
  });

  it('sorts a user without identificacion as the smallest value in both directions', async () => {
    const adminId = await idAdmin(srv);
    const ultima = await listar({ pagina: 4, limite: 10 });
    expect(ultima.body.data.data.map((u) => u._id)).toEqual([adminId]);
    const asc = await listar({ pagina: 1, limite: 5, direccion: 'asc' });
    expect(asc.body.data.data[0]?._id).toBe(adminId);
    expect(identificaciones(asc).slice(1)).toEqual(['1001', '1002', '1003', '1004']);
    const despues = await listar({ pagina: 8, limite: 5 });
    expect(despues.body.data.data).toEqual([]);
    expect(despues.body.data.total).toBe(N + 1);
    // A page far past the end (an offset beyond 2^53) is an empty page, not a 500.
    const lejos = await listar({ pagina: Number.MAX_SAFE_INTEGER, limite: 100 });
    expect(lejos.status).toBe(200);
    expect(lejos.body.data.data).toEqual([]);
  });

  it('pages through ties without repeating or skipping anyone (id breaks ties)', async () => {
    for (const direccion of ['asc', 'desc'] as const) {
      const vistos: string[] = [];
      for (let pagina = 1; pagina <= 7; pagina++) {
        const res = await listar({ pagina, limite: 5, ordenarPor: 'apellidos', direccion });
        vistos.push(...res.body.data.data.map((u) => u._id));
      }
      expect(vistos).toHaveLength(N + 1);
      expect(new Set(vistos).size).toBe(N + 1);
      const apellidos = (
        await Promise.all(
          [1, 2, 3, 4, 5, 6, 7].map((pagina) =>
            listar({ pagina, limite: 5, ordenarPor: 'apellidos', direccion }),
          ),
        )
      ).flatMap((r) => r.body.data.data.map((u) => u.apellidos));
      const esperado = [...apellidos].sort();
      expect(apellidos).toEqual(direccion === 'asc' ? esperado : esperado.reverse());
    }
  });

  it('sorts by email (case-insensitively) and by activo', async () => {
    const porEmail = await listar({ ordenarPor: 'email', direccion: 'asc', limite: 5 });
    expect(porEmail.body.data.data[0]?.email).toBe('admin@prueba.co');
    await srv.server.services.db
      .updateTable('usuarios')
      .set({ activo: 0 })
      .where('id', '=', ids.get(7) ?? '')
      .execute();
    const porActivo = await listar({ ordenarPor: 'activo', direccion: 'asc', limite: 5 });
    expect(porActivo.body.data.data[0]?._id).toBe(ids.get(7));
  });

  it('with a search, every sort orders exactly as without one (NULLs and ties included)', async () => {
    // The search path orders by an expression no index serves (see listado.ts): it must give
    // the same pages. '@' is in every email, so the search matches everyone.
    const campos = ['identificacion', 'email', 'nombre', 'apellidos', 'activo'] as const;
    for (const ordenarPor of campos) {
      for (const direccion of ['asc', 'desc'] as const) {
        const base = { ordenarPor, direccion, limite: 50 };
        const sin = await listar(base);
        const con = await listar({ ...base, buscar: '@' });
        expect(con.body.data.total).toBe(N + 1);
        expect(con.body.data.data.map((u) => u._id)).toEqual(sin.body.data.data.map((u) => u._id));
      }
    }
  });

  it('searches part of the email, name, full name or identificacion, case-insensitively', async () => {
    const email = await listar({ buscar: 'USUARIO7@' });
    expect(email.body.data.total).toBe(1);
    expect(email.body.data.data[0]?._id).toBe(ids.get(7));

    const nombre = await listar({ buscar: 'persona1', limite: 25 });
    expect(nombre.body.data.total).toBe(11); // Persona1 and Persona10..19
    expect(nombre.body.data.data).toHaveLength(11);

    const completo = await listar({ buscar: 'Persona3 GÓMEZ' });
    expect(completo.body.data.data.map((u) => u._id)).toEqual([ids.get(3)]);

    const documento = await listar({ buscar: '102', limite: 5, pagina: 2 });
    expect(documento.body.data.total).toBe(10); // 1020..1029
    expect(identificaciones(documento)).toEqual(['1024', '1023', '1022', '1021', '1020']);

    const apellido = await listar({ buscar: 'ruiz' });
    expect(apellido.body.data.total).toBe(N / 2);
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    for (const buscar of ['%', '_', 'usuario_@', '\\']) {
      const res = await listar({ buscar });
      expect(res.body.data.total, buscar).toBe(0);
    }
    const vacio = await listar({ buscar: '   ' });
    expect(vacio.body.data.total).toBe(N + 1);
  });

  it('refuses a page size the table does not offer and an unknown column (400)', async () => {
    expect((await listar({ limite: 7 })).status).toBe(400);
    expect((await listar({ ordenarPor: 'password_hash' })).status).toBe(400);
    expect((await listar({ pagina: 0 })).status).toBe(400);
  });
});
