import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../helpers/databases';
import { crearRol, crearUsuario, tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

/**
 * The users list search through the folded column and its index (migration 0033,
 * docs/rendimiento-busqueda.md): accents and case ignored both ways, the term's LIKE and
 * FTS5 syntax taken as plain text, 1–2 character terms, and the other filters and paging
 * on top. Users are created through the module, as the app creates them.
 */
const USUARIOS = {
  a: {
    email: 'alvaro.nunez@prueba.co',
    nombre: 'ÁLVARO',
    apellidos: 'Núñez',
    identificacion: 'CC-900',
  },
  b: {
    email: 'AGomez@prueba.co',
    nombre: 'Alvaro',
    apellidos: 'Gómez',
    identificacion: '1045678901',
  },
  c: { email: 'ana_b@prueba.co', nombre: 'álvaro', apellidos: 'Ruiz-Díaz' },
  d: {
    email: 'anaxb@prueba.co',
    nombre: 'Zoë',
    apellidos: 'D\'Angelo "Tito"',
    identificacion: 'XY9',
  },
  e: { email: 'ana@dominio.co', nombre: 'Ana', apellidos: 'Pérez', identificacion: '50%-7' },
} as const;
type Clave = keyof typeof USUARIOS;
/** Users only the paging test finds ('INIGO'). */
const PAGINADOS = 12;

interface Pagina {
  status: number;
  body: { data: { data: { email: string }[]; total: number } };
}

describe.each(testDialects())('users list search (%s)', (dialect) => {
  let srv: TestServer;
  let admin: string;
  let tutor: string;
  const porEmail = new Map<string, Clave>();

  async function listar(body: Record<string, unknown>): Promise<Pagina> {
    return (await srv.request('POST', '/api/usuarios/listar', { body, token: admin })) as Pagina;
  }
  /** Who the search finds (keys of USUARIOS, sorted), checking the total agrees. */
  async function encontrados(buscar: string, extra: Record<string, unknown> = {}) {
    const res = await listar({ buscar, limite: 50, ...extra });
    expect(res.status, buscar).toBe(200);
    const claves = res.body.data.data.map((u) => porEmail.get(u.email.toLowerCase()) ?? u.email);
    expect(res.body.data.total, buscar).toBe(claves.length);
    return claves.sort();
  }

  beforeAll(async () => {
    srv = await startTestServer(dialect);
    admin = await tokenAdmin(srv);
    tutor = await crearRol(srv, 'Tutor de búsqueda');
    for (const [clave, datos] of Object.entries(USUARIOS)) {
      const id = await crearUsuario(srv, {
        ...datos,
        tipoIdentificacion: 'Cedula ciudadanía',
        rolId: clave === 'b' ? tutor : undefined,
      });
      porEmail.set(datos.email.toLowerCase(), clave as Clave);
      if (clave === 'c') await srv.server.services.usuarios.cambiarEstado(id, false);
    }
    for (let n = 1; n <= PAGINADOS; n++) {
      await crearUsuario(srv, {
        email: `inigo${String(n).padStart(2, '0')}@paginas.co`,
        nombre: 'Íñigo',
        apellidos: 'Paginado',
      });
    }
  });
  afterAll(() => srv.close());

  it('ignores accents and case in both directions', async () => {
    for (const termino of ['álvaro', 'ÁLVARO', 'alvaro', 'Alvaro', 'ALVARO', 'Álvaro']) {
      expect(await encontrados(termino), termino).toEqual(['a', 'b', 'c']);
    }
    expect(await encontrados('nunez')).toEqual(['a']);
    expect(await encontrados('NÚÑEZ')).toEqual(['a']);
    expect(await encontrados('zoe')).toEqual(['d']);
    expect(await encontrados('perez')).toEqual(['e']);
    // Name and surnames together, as written in the list.
    expect(await encontrados('alvaro gomez')).toEqual(['b']);
    expect(await encontrados('  Álvaro   Núñez ')).toEqual(['a']);
  });

  it('finds by email and by identification, never across two fields', async () => {
    expect(await encontrados('AGOMEZ@')).toEqual(['b']);
    expect(await encontrados('@dominio')).toEqual(['e']);
    expect(await encontrados('045678')).toEqual(['b']);
    expect(await encontrados('cc-9')).toEqual(['a']);
    expect(await encontrados('gomez agomez')).toEqual([]);
    expect(await encontrados('co 104')).toEqual([]);
  });

  it("takes LIKE's wildcards literally", async () => {
    expect(await encontrados('a_b')).toEqual(['c']);
    expect(await encontrados('_')).toEqual(['c']);
    expect(await encontrados('%')).toEqual(['e']);
    expect(await encontrados('50%')).toEqual(['e']);
    expect(await encontrados('0%-')).toEqual(['e']);
    expect(await encontrados('\\')).toEqual([]);
  });

  it("takes FTS5's syntax as plain text", async () => {
    expect(await encontrados('"tito"')).toEqual(['d']);
    expect(await encontrados('"')).toEqual(['d']);
    expect(await encontrados("d'angelo")).toEqual(['d']);
    expect(await encontrados('ruiz-diaz')).toEqual(['c']);
    expect(await encontrados('-')).toEqual(['a', 'c', 'e']);
    // Not a prefix query, a NEAR group, a column filter or a negation.
    for (const termino of ['gom*', 'NEAR(ana', 'NEAR(ana pérez)', 'nombre:ana', 'ana -perez']) {
      expect(await encontrados(termino), termino).toEqual([]);
    }
    for (const termino of [':', '*', '(', ')', '""', 'a OR b', '^ana', '{nombre}']) {
      expect((await listar({ buscar: termino })).status, termino).toBe(200);
    }
  });

  it('finds terms of 1 and 2 characters', async () => {
    expect(await encontrados('zö')).toEqual(['d']);
    expect(await encontrados('XY')).toEqual(['d']);
    expect(await encontrados('ÑU')).toEqual(['a']);
    expect(await encontrados('X')).toEqual(['d']);
  });

  it('combines with the role and state filters', async () => {
    expect(await encontrados('alvaro', { rol: tutor })).toEqual(['b']);
    expect(await encontrados('alvaro', { activo: false })).toEqual(['c']);
    expect(await encontrados('alvaro', { activo: true })).toEqual(['a', 'b']);
    expect(await encontrados('ana', { activo: true, rol: tutor })).toEqual([]);
  });

  it('pages the matches sorted, with the same total on every page', async () => {
    const todos = Array.from(
      { length: PAGINADOS },
      (_, i) => `inigo${String(i + 1).padStart(2, '0')}@paginas.co`,
    );
    for (const direccion of ['asc', 'desc'] as const) {
      const vistos: string[] = [];
      for (const pagina of [1, 2, 3]) {
        const res = await listar({
          buscar: 'INIGO',
          ordenarPor: 'email',
          direccion,
          limite: 5,
          pagina,
        });
        expect(res.body.data.total).toBe(PAGINADOS);
        vistos.push(...res.body.data.data.map((u) => u.email));
      }
      expect(vistos).toEqual(direccion === 'asc' ? todos : [...todos].reverse());
    }
  });
});
