import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { Plantilla } from '../../db/plantilla';
import type { ArchivosTable, Database } from '../../db/schema';
import { borrarArchivo } from '../../storage/subidas';
import type { ArchivoGuardado } from '../../storage/subidas';
import { medirArchivo } from './medicion';
import type { MedidaArchivo } from './medicion';
import { unoPorBase } from '../../cache/porBase';

/** Where lesson files live: DATA_DIR/uploads/multimedia. */
export function carpetaMultimedia(dataDir: string): string {
  return join(dataDir, 'uploads', 'multimedia');
}

/**
 * Records a stored lesson file. Lessons point at this row (never at a client-given path),
 * so a lesson can only name a file the server itself stored. Its length (media duration,
 * PDF pages) is read now, once per upload, for the progress bounds (docs/progreso.md).
 */
export async function registrarArchivo(
  db: Kysely<Database>,
  dataDir: string,
  guardado: ArchivoGuardado,
  nombreOriginal: string,
  creadoPor: string | null,
): Promise<ArchivosTable> {
  const medida = await medirArchivo(
    join(carpetaMultimedia(dataDir), guardado.nombre),
    guardado.mime,
  );
  const fila: ArchivosTable = {
    id: randomUUID(),
    nombre_servidor: guardado.nombre,
    // Only shown (x-filename, downloads); never used as a path.
    nombre_original: nombreOriginal.slice(0, 255) || guardado.nombre,
    tipo_mime: guardado.mime,
    tamano: guardado.bytes,
    sha256: guardado.sha256,
    creado_por: creadoPor,
    creado_en: new Date().toISOString(),
    duracion_ms: medida.duracionMs,
    paginas: medida.paginas,
    medido_en: new Date().toISOString(),
  };
  await db.insertInto('archivos').values(fila).execute();
  return fila;
}

export async function archivoPorNombre(
  db: Kysely<Database>,
  nombreServidor: string,
): Promise<ArchivosTable | null> {
  const fila = await db
    .selectFrom('archivos')
    .selectAll()
    .where('nombre_servidor', '=', nombreServidor)
    .executeTakeFirst();
  return fila ?? null;
}

/**
 * Deletes a stored file and its row once no lesson uses it any more (several lessons may
 * share one upload). The row goes first: a file left behind by a crash is only wasted
 * space, while a row without its file would be served as a broken lesson.
 */
export async function borrarArchivoSiHuerfano(
  db: Kysely<Database>,
  dataDir: string,
  archivoId: string,
): Promise<boolean> {
  const nombre = await db.transaction().execute(async (trx) => {
    const uso = await trx
      .selectFrom('multimedias')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('archivo_id', '=', archivoId)
      .executeTakeFirst();
    if (Number(uso?.n ?? 0) > 0) return null;
    const fila = await trx
      .deleteFrom('archivos')
      .where('id', '=', archivoId)
      .returning('nombre_servidor')
      .executeTakeFirst();
    return fila?.nombre_servidor ?? null;
  });
  if (!nombre) return false;
  await borrarArchivo(carpetaMultimedia(dataDir), nombre);
  return true;
}

/**
 * Measures already stored, by file id, per database: a stored file's bytes never change (a
 * new upload is a new file row) and the measure is written once, so nothing can make a kept
 * one wrong — a deleted file is no longer any lesson's. Spares the query on every progress
 * report (issue 18).
 */
const medidasDe = unoPorBase(() => new Map<string, Readonly<MedidaArchivo>>());
const MAXIMO_MEDIDAS = 20_000;

/**
 * The stored length of a lesson file, read from the file on first need when it was stored
 * before the server measured uploads (0017) or by the demo seed; the result is kept, so a
 * file is read once. Null when the file is gone (nothing to bound by but the minimum time).
 */
const medidaGuardada = new Plantilla((db, v: { id: string }) =>
  db
    .selectFrom('archivos')
    .select(['nombre_servidor', 'tipo_mime', 'duracion_ms', 'paginas', 'medido_en'])
    .where('id', '=', v.id),
);

export async function medidaDeArchivo(
  db: Kysely<Database>,
  dataDir: string,
  archivoId: string,
): Promise<MedidaArchivo | null> {
  const medidas = medidasDe(db);
  const conocida = medidas.get(archivoId);
  if (conocida) return conocida;
  // Read on every progress report (progresos/limite.ts): a template (db/plantilla.ts).
  const fila = await medidaGuardada.primera(db, { id: archivoId });
  if (!fila) return null;
  if (fila.medido_en !== null) {
    const medida = Object.freeze({
      duracionMs: fila.duracion_ms === null ? null : Number(fila.duracion_ms),
      paginas: fila.paginas === null ? null : Number(fila.paginas),
    });
    if (medidas.size >= MAXIMO_MEDIDAS) medidas.clear();
    medidas.set(archivoId, medida);
    return medida;
  }
  const medida = await medirArchivo(
    join(carpetaMultimedia(dataDir), fila.nombre_servidor),
    fila.tipo_mime,
  );
  // Two first reads at once measure the same file alike: whichever write lands is right.
  await db
    .updateTable('archivos')
    .set({
      duracion_ms: medida.duracionMs,
      paginas: medida.paginas,
      medido_en: new Date().toISOString(),
    })
    .where('id', '=', archivoId)
    .execute();
  return medida;
}
