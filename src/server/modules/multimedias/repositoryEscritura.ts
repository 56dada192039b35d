import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { multimediaEntradaSchema } from '@shared/api/multimedias';
import { tipoMediaDeMime } from '@shared/domain/multimedias';
import { HttpError } from '../../errors';
import { borrarLoteAntesDe } from '../../db/borrarEnLotes';
import type { MultimediasTable } from '../../db/schema';
import type { Services } from '../../services';
import { registrarVista as registrarVistaEnInforme } from '../informes';
import { archivoPorNombre, borrarArchivoSiHuerfano } from './repositoryArchivos';

export type EntradaLeccion = z.output<typeof multimediaEntradaSchema>;

export const MENSAJES_LECCION = {
  noEncontrada: 'La multimedia no existe.',
  archivoDesconocido: 'El archivo no existe en el servidor; súbalo de nuevo.',
  sinArchivo: 'Esta multimedia no tiene un archivo.',
} as const;

type Contenido = Pick<
  MultimediasTable,
  'tipo_media' | 'formato' | 'archivo_id' | 'link' | 'nombre' | 'descripcion' | 'curso_id' | 'tags'
>;

/**
 * What a lesson stores, decided by the server: a file lesson's type and format come from
 * the file it stored (never from the client); a link lesson keeps only its URL.
 */
export async function contenidoDe(services: Services, m: EntradaLeccion): Promise<Contenido> {
  const comunes = {
    nombre: m.nombre,
    descripcion: m.descripcion,
    curso_id: m.curso,
    tags: JSON.stringify(m.tags),
  };
  if (m.tipoMedia === 'link') {
    // The schema's refine guarantees a link here; checked again so a URL never goes missing.
    if (!m.link) throw new HttpError('VALIDACION', 'Introduce un enlace válido');
    return { ...comunes, tipo_media: 'link', formato: null, archivo_id: null, link: m.link };
  }
  const archivo = m.file ? await archivoPorNombre(services.db, m.file) : null;
  if (!archivo) {
    throw new HttpError('VALIDACION', MENSAJES_LECCION.archivoDesconocido, {
      file: MENSAJES_LECCION.archivoDesconocido,
    });
  }
  return {
    ...comunes,
    tipo_media: tipoMediaDeMime(archivo.tipo_mime),
    formato: archivo.nombre_servidor.slice(archivo.nombre_servidor.lastIndexOf('.') + 1),
    archivo_id: archivo.id,
    link: null,
  };
}

export async function insertarLeccion(
  services: Services,
  contenido: Contenido,
  usuarioId: string,
): Promise<string> {
  const id = randomUUID();
  const ahora = new Date().toISOString();
  await services.db
    .insertInto('multimedias')
    .values({
      id,
      ...contenido,
      usuario_id: usuarioId,
      num_visto: 0,
      creado_en: ahora,
      actualizado_en: ahora,
    })
    .execute();
  return id;
}

/** Saves new content; a file no longer used by any lesson is deleted with its row. */
export async function actualizarLeccion(
  services: Services,
  id: string,
  archivoAnterior: string | null,
  contenido: Contenido,
): Promise<void> {
  await services.db
    .updateTable('multimedias')
    .set({ ...contenido, actualizado_en: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  if (archivoAnterior && archivoAnterior !== contenido.archivo_id) {
    await borrarArchivoSiHuerfano(services.db, services.dataDir, archivoAnterior);
  }
}

/** Ratings and progress go with the row (ON DELETE CASCADE); the file if nobody else uses it. */
export async function borrarLeccion(
  services: Services,
  id: string,
  archivoId: string | null,
): Promise<void> {
  await services.db.deleteFrom('multimedias').where('id', '=', id).execute();
  if (archivoId) await borrarArchivoSiHuerfano(services.db, services.dataDir, archivoId);
}

/**
 * Counts an opening once per user and session: the (lesson, user, jti) row is the proof
 * it was counted, so a reload or a retried request adds nothing, while a new login does.
 */
export async function registrarVista(
  services: Services,
  id: string,
  usuarioId: string,
  jti: string,
): Promise<boolean> {
  return services.db.transaction().execute(async (trx) => {
    const fecha = new Date();
    const r = await trx
      .insertInto('multimedia_vistas')
      .values({ multimedia_id: id, usuario_id: usuarioId, jti, fecha: fecha.toISOString() })
      .onConflict((oc) => oc.columns(['multimedia_id', 'usuario_id', 'jti']).doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .updateTable('multimedias')
      .set((eb) => ({ num_visto: eb('num_visto', '+', 1) }))
      .where('id', '=', id)
      .execute();
    await registrarVistaEnInforme(trx, id, usuarioId, fecha);
    return true;
  });
}

/**
 * The clean-up (jobs/limpieza.ts): one batch of view rows made before `antesDe`, whose
 * sessions have all expired (the counts they made stay in num_visto and the reports).
 */
export function borrarVistasAntesDe(services: Services, antesDe: string, filas?: number) {
  return borrarLoteAntesDe(services.db, 'multimedia_vistas', 'fecha', antesDe, filas);
}

/** One rating per user and lesson: a new one replaces it, null removes it. */
export async function calificar(
  services: Services,
  id: string,
  usuarioId: string,
  calificacion: 'like' | 'nolike' | null,
): Promise<void> {
  if (calificacion === null) {
    await services.db
      .deleteFrom('multimedia_calificaciones')
      .where('multimedia_id', '=', id)
      .where('usuario_id', '=', usuarioId)
      .execute();
    return;
  }
  const fecha = new Date().toISOString();
  await services.db
    .insertInto('multimedia_calificaciones')
    .values({ multimedia_id: id, usuario_id: usuarioId, calificacion, fecha })
    .onConflict((oc) =>
      oc.columns(['multimedia_id', 'usuario_id']).doUpdateSet({ calificacion, fecha }),
    )
    .execute();
}
