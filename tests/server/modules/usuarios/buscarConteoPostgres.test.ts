import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_ROL_ESTUDIANTE } from '../../../../src/server/db/migrations/0007_roles_iniciales';
import { textoBusqueda } from '../../../../src/server/modules/usuarios/busqueda';
import { conteoCoincidenciasPostgres } from '../../../../src/server/modules/usuarios/repositoryBusqueda';
import { hashPassword } from '../../../../src/server/security/passwords';
import { testDialects } from '../../helpers/databases';
import { UBICACION_VALIDA, tokenAdmin } from '../../helpers/cuentas';
import { startTestServer } from '../../helpers/testServer';
import type { TestServer } from '../../helpers/testServer';

/**
 * PostgreSQL's count of a search with no other filter (repositoryBusqueda.ts,
 * docs/rendimiento-busqueda.md): a term a third of the users share is counted from the
 * b-tree on the search column alone, a rare one from the GIN trigram index; the planner
 * picks, from its statistics. The choice depends on the table's size and the width of its
 * rows, so the table is the bench's: 100,000 users as wide as real ones (a password hash,
 * the registration data). Registered only on PostgreSQL (not skipped): SQLite counts in its
 * FTS5 table, which buscar.test.ts and buscarDensa.test.ts cover.
 */
const USUARIOS = 100_000;
/** Every third user is 'Muñoz', the rest 'Gómez'. */
const MUNOZ = Math.floor(USUARIOS / 3);

describe.runIf(testDialects().includes('postgres'))('users search count (postgres)', () => {
  let srv: TestServer;
  let admin: string;

  beforeAll(async () => {
    srv = await startTestServer('postgres');
    admin = await tokenAdmin(srv);
    const db = srv.server.services.db;
    const hash = await hashPassword('una-clave-para-todos');
    const customData = JSON.stringify({ ...UBICACION_VALIDA, tipoRegistro: 'Estudiante' });
    const ahora = new Date().toISOString();
    // One INSERT … SELECT: seconds instead of a minute of batches from here. The search text
    // is written in SQL for these ASCII-only fields; the first test checks it is the one
    // the module computes.
    await sql`insert into usuarios (id, email, email_normalizado, nombre, apellidos,
        identificacion, tipo_identificacion, password_hash, rol_id, activo, email_verificado,
        acepta_politicas, debe_cambiar_password, custom_data, version_token, creado_en,
        actualizado_en, busqueda)
      select 'conteo-' || n, 'persona' || n || '@prueba.co', 'persona' || n || '@prueba.co',
        'Persona' || n, case when n % 3 = 0 then 'Munoz' else 'Gomez' end,
        (10000000 + n)::text, 'Cedula ciudadanía', ${hash}, ${ID_ROL_ESTUDIANTE}, 1, 1, 1, 0,
        ${customData}, 0, ${ahora}, ${ahora},
        'persona' || n || ' ' || case when n % 3 = 0 then 'munoz' else 'gomez' end
          || chr(31) || 'persona' || n || '@prueba.co' || chr(31) || (10000000 + n)::text
      from generate_series(1, ${USUARIOS}::int) as n`.execute(db);
    // What autovacuum does to a table that grew: statistics, and the visibility map an
    // index-only scan needs.
    await sql`VACUUM ANALYZE usuarios`.execute(db);
  }, 180_000);
  afterAll(() => srv.close());

  async function plan(termino: string): Promise<string> {
    const r = await sql<{
      'QUERY PLAN': string;
    }>`explain ${conteoCoincidenciasPostgres(termino)}`.execute(srv.server.services.db);
    return r.rows.map((f) => f['QUERY PLAN']).join('\n');
  }

  async function total(buscar: string): Promise<number> {
    const res = (await srv.request('POST', '/api/usuarios/listar', {
      body: { buscar, limite: 5 },
      token: admin,
    })) as { status: number; body: { data: { total: number } } };
    expect(res.status).toBe(200);
    return res.body.data.total;
  }

  it('seeds the search text the module computes', async () => {
    const fila = await srv.server.services.db
      .selectFrom('usuarios')
      .select(['nombre', 'apellidos', 'email_normalizado', 'identificacion', 'busqueda'])
      .where('id', '=', 'conteo-4242')
      .executeTakeFirstOrThrow();
    expect(fila.busqueda).toBe(textoBusqueda(fila));
  });

  it('reads a common term from the b-tree alone, not row by row from the heap', async () => {
    const texto = await plan('munoz');
    expect(texto).toContain('Index Only Scan using usuarios_texto_busqueda_idx');
    expect(texto).not.toContain('Heap Scan');
    expect(await total('MUÑOZ')).toBe(MUNOZ);
  });

  it('reads a rare term from the trigram index', async () => {
    expect(await plan('persona4242@')).toContain('usuarios_busqueda_trgm_idx');
    expect(await total('persona4242@')).toBe(1);
    expect(await total('PERSONA4242 GOMEZ')).toBe(0);
    expect(await total('persona4242 munoz')).toBe(1);
  });

  it('counts a LIKE wildcard in the term as itself', async () => {
    expect(await total('persona_')).toBe(0);
    expect(await total('42%')).toBe(0);
  });
});
