import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import { ROL_ADMINISTRADOR } from '@shared/domain/permisos';
import type { ArchivosTable, Database } from '../db/schema';

/**
 * The demo seed's own rows (a fixture written once, like a data migration): the course,
 * its files and lessons. Users and assignments go through the users module's repository.
 */

/** The oldest ADMINISTRADOR, the demo lessons' author; null before the installation. */
export async function primerAdministrador(db: Kysely<Database>): Promise<string | null> {
  const fila = await db
    .selectFrom('usuarios')
    .innerJoin('roles', 'roles.id', 'usuarios.rol_id')
    .select('usuarios.id')
    .where('roles.nombre', '=', ROL_ADMINISTRADOR)
    .orderBy('usuarios.creado_en')
    .executeTakeFirst();
  return fila?.id ?? null;
}

/** The course with this code (codes are unique case-insensitively, migration 0010). */
export function cursoPorCodigo(db: Kysely<Database>, codigo: string) {
  return db
    .selectFrom('cursos')
    .select('id')
    .where(sql`lower(codigo)`, '=', codigo.toLowerCase())
    .executeTakeFirst();
}

export async function contarCursos(db: Kysely<Database>): Promise<number> {
  const n = await db
    .selectFrom('cursos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n.n);
}

export async function insertarCurso(
  db: Kysely<Database>,
  curso: Insertable<Database['cursos']>,
): Promise<void> {
  await db.insertInto('cursos').values(curso).execute();
}

export async function insertarArchivo(db: Kysely<Database>, archivo: ArchivosTable) {
  await db.insertInto('archivos').values(archivo).execute();
}

export async function insertarLeccion(
  db: Kysely<Database>,
  leccion: Insertable<Database['multimedias']>,
): Promise<void> {
  await db.insertInto('multimedias').values(leccion).execute();
}
