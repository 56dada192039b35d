import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { Plantilla } from '../../db/plantilla';
import type { Database, MultimediaSubtitulosTable } from '../../db/schema';

export type FilaSubtitulo = Pick<
  MultimediaSubtitulosTable,
  'multimedia_id' | 'idioma' | 'etiqueta' | 'nombre_servidor' | 'tamano'
>;

/** Where caption files live: DATA_DIR/uploads/subtitulos (issue 16). */
export function carpetaSubtitulos(dataDir: string): string {
  return join(dataDir, 'uploads', 'subtitulos');
}

// Every lesson list asks for its page's captions: a template (db/plantilla.ts).
const deLecciones = new Plantilla((db, v: { ids: string[] }) =>
  db
    .selectFrom('multimedia_subtitulos')
    .select(['multimedia_id', 'idioma', 'etiqueta', 'nombre_servidor', 'tamano'])
    .where('multimedia_id', 'in', v.ids)
    .orderBy('multimedia_id')
    .orderBy('idioma'),
);

const todos = new Plantilla((db) =>
  db
    .selectFrom('multimedia_subtitulos')
    .select(['multimedia_id', 'idioma', 'etiqueta', 'nombre_servidor', 'tamano'])
    .orderBy('multimedia_id')
    .orderBy('idioma'),
);

/** Caption rows by lesson, each lesson's in language order (PostgreSQL's sizes as numbers). */
function porLeccion(filas: readonly FilaSubtitulo[]): Map<string, FilaSubtitulo[]> {
  const mapa = new Map<string, FilaSubtitulo[]>();
  for (const f of filas) {
    const lista = mapa.get(f.multimedia_id) ?? [];
    lista.push({ ...f, tamano: Number(f.tamano) });
    mapa.set(f.multimedia_id, lista);
  }
  return mapa;
}

/** The captions of these lessons, each lesson's in language order. */
export async function subtitulosDe(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, FilaSubtitulo[]>> {
  if (ids.length === 0) return new Map();
  return porLeccion(await deLecciones.filas(db, { ids: [...ids] }));
}

/** Every lesson's captions (subtitulosLecciones.ts keeps them per content version). */
export async function todosLosSubtitulos(
  db: Kysely<Database>,
): Promise<Map<string, FilaSubtitulo[]>> {
  return porLeccion(await todos.filas(db, {}));
}

export async function subtituloPorIdioma(
  db: Kysely<Database>,
  multimediaId: string,
  idioma: string,
): Promise<FilaSubtitulo | null> {
  const fila = await db
    .selectFrom('multimedia_subtitulos')
    .select(['multimedia_id', 'idioma', 'etiqueta', 'nombre_servidor', 'tamano'])
    .where('multimedia_id', '=', multimediaId)
    .where('idioma', '=', idioma)
    .executeTakeFirst();
  return fila ? { ...fila, tamano: Number(fila.tamano) } : null;
}

/**
 * Stores the caption of a lesson in a language, replacing the previous one in one
 * transaction; answers the replaced file's name (the caller deletes it) or null.
 */
export async function guardarSubtitulo(
  db: Kysely<Database>,
  fila: Omit<MultimediaSubtitulosTable, 'id' | 'creado_en'>,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const previa = await trx
      .deleteFrom('multimedia_subtitulos')
      .where('multimedia_id', '=', fila.multimedia_id)
      .where('idioma', '=', fila.idioma)
      .returning('nombre_servidor')
      .executeTakeFirst();
    await trx
      .insertInto('multimedia_subtitulos')
      .values({ ...fila, id: randomUUID(), creado_en: new Date().toISOString() })
      .execute();
    return previa?.nombre_servidor ?? null;
  });
}

/** Deletes the caption rows of a lesson (one language, or all); answers their file names. */
export async function borrarSubtitulos(
  db: Kysely<Database>,
  multimediaId: string,
  idioma?: string,
): Promise<string[]> {
  let q = db.deleteFrom('multimedia_subtitulos').where('multimedia_id', '=', multimediaId);
  if (idioma !== undefined) q = q.where('idioma', '=', idioma);
  const filas = await q.returning('nombre_servidor').execute();
  return filas.map((f) => f.nombre_servidor);
}

/** The caption file names of a lesson (read before the lesson's row takes them along). */
export async function archivosSubtitulos(
  db: Kysely<Database>,
  multimediaId: string,
): Promise<string[]> {
  const filas = await db
    .selectFrom('multimedia_subtitulos')
    .select('nombre_servidor')
    .where('multimedia_id', '=', multimediaId)
    .execute();
  return filas.map((f) => f.nombre_servidor);
}
