import { describe, expect, it } from 'vitest';
import { elegirBinario } from '../../../src/server/respaldo/binariosPostgres';
import { conexionPara } from '../../../src/server/respaldo/postgres';

const b = (mayor: number) => ({
  ruta: `/usr/lib/postgresql/${mayor}/bin/pg_dump`,
  mayor,
  texto: `${mayor}.2`,
});

describe('choosing pg_dump / pg_restore', () => {
  it("prefers the server's major version, else the oldest newer one", () => {
    expect(elegirBinario('pg_dump', 15, [b(17), b(15), b(16)]).mayor).toBe(15);
    expect(elegirBinario('pg_dump', 14, [b(17), b(16)]).mayor).toBe(16);
  });

  it('says in Spanish what to install when none fits', () => {
    expect(() => elegirBinario('pg_dump', 16, [])).toThrow(
      'No se encontró pg_dump (ni en el PATH ni en /usr/lib/postgresql/*/bin): instale el cliente de PostgreSQL 16 (en Debian: apt install postgresql-client-16).',
    );
    expect(() => elegirBinario('pg_restore', 17, [b(15)])).toThrow(
      'pg_restore 15.2 es más antiguo que el servidor PostgreSQL 17: instale postgresql-client-17.',
    );
  });

  it('keeps the password out of the command line', () => {
    const c = conexionPara('postgres://plataforma:s%C3%A9creta@db:5432/formacion?sslmode=require');
    expect(c.dbname).toBe('postgres://plataforma@db:5432/formacion?sslmode=require');
    expect(c.env.PGPASSWORD).toBe('sécreta');
  });
});
