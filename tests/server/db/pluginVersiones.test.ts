import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { claveDeEscritura } from '../../../src/server/db/pluginVersiones';
import type { Database } from '../../../src/server/db/schema';

// Builds queries only: nothing is executed.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

const clave = (q: { toOperationNode(): Parameters<typeof claveDeEscritura>[0] }) =>
  claveDeEscritura(q.toOperationNode());

describe('which writes move which version (pluginVersiones)', () => {
  it('users: any column but ultimo_ingreso, and deletion; not an insert', () => {
    expect(clave(db.updateTable('usuarios').set({ ultimo_ingreso: 'x' }))).toBeNull();
    expect(clave(db.updateTable('usuarios').set({ activo: 0 }))).toBe('principal');
    expect(clave(db.updateTable('usuarios').set({ ultimo_ingreso: 'x', nombre: 'n' }))).toBe(
      'principal',
    );
    expect(clave(db.deleteFrom('usuarios').where('id', '=', 'u'))).toBe('principal');
    expect(clave(db.insertInto('usuarios').values({} as never))).toBeNull();
  });

  it('roles, permissions and revocations; not the purge of expired revocations', () => {
    expect(clave(db.insertInto('roles').values({} as never))).toBe('principal');
    expect(clave(db.updateTable('roles').set({ nombre: 'r' }))).toBe('principal');
    expect(clave(db.deleteFrom('roles'))).toBe('principal');
    expect(clave(db.insertInto('rol_permisos').values({} as never))).toBe('principal');
    expect(clave(db.updateTable('rol_permisos').set({ crear: 1 }))).toBe('principal');
    expect(clave(db.deleteFrom('rol_permisos'))).toBe('principal');
    expect(clave(db.insertInto('tokens_revocados').values({} as never))).toBe('principal');
    expect(clave(db.deleteFrom('tokens_revocados'))).toBeNull();
  });

  it('courses and lessons move contenido; other tables and reads move nothing', () => {
    expect(clave(db.insertInto('cursos').values({} as never))).toBe('contenido');
    expect(clave(db.updateTable('cursos').set({ nombre: 'c' }))).toBe('contenido');
    expect(clave(db.deleteFrom('cursos'))).toBe('contenido');
    expect(clave(db.insertInto('multimedias').values({} as never))).toBe('contenido');
    expect(clave(db.updateTable('multimedias').set({ nombre: 'm' }))).toBe('contenido');
    expect(clave(db.deleteFrom('multimedias'))).toBe('contenido');
    expect(clave(db.updateTable('multimedias').set({ num_visto: 3 }))).toBeNull();
    expect(clave(db.insertInto('usuario_cursos').values({} as never))).toBe('contenido');
    expect(clave(db.deleteFrom('usuario_cursos'))).toBe('contenido');
    expect(clave(db.updateTable('usuario_cursos').set({ asignado_en: 'x' }))).toBeNull();
    expect(clave(db.updateTable('progresos').set({ porcentaje: 5 }))).toBeNull();
    expect(clave(db.selectFrom('usuarios').selectAll())).toBeNull();
  });

  it('certificates (not their PDF hash) and course attachments move contenido', () => {
    expect(clave(db.insertInto('certificados').values({} as never))).toBe('contenido');
    expect(clave(db.updateTable('certificados').set({ revocado_en: 'x' }))).toBe('contenido');
    expect(clave(db.updateTable('certificados').set({ sha256_pdf: 'h' }))).toBeNull();
    expect(clave(db.deleteFrom('certificados'))).toBe('contenido');
    expect(clave(db.insertInto('curso_adjuntos').values({} as never))).toBe('contenido');
    expect(clave(db.updateTable('curso_adjuntos').set({ descripcion: 'd' }))).toBe('contenido');
    expect(clave(db.deleteFrom('curso_adjuntos'))).toBe('contenido');
  });

  it('captions move contenido', () => {
    expect(clave(db.insertInto('multimedia_subtitulos').values({} as never))).toBe('contenido');
    expect(clave(db.updateTable('multimedia_subtitulos').set({ etiqueta: 'e' }))).toBe('contenido');
    expect(clave(db.deleteFrom('multimedia_subtitulos'))).toBe('contenido');
  });
});
