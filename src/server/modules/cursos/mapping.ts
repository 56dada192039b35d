import type { Curso } from '@shared/api/cursos';
import type { CursoAdjuntosTable, CursosTable } from '../../db/schema';

/** moduleSubtitles is a JSON text column; a damaged value reads as "no subtitles". */
export function leerSubtitulos(json: string): Record<string, string> {
  try {
    const valor: unknown = JSON.parse(json);
    if (typeof valor !== 'object' || valor === null || Array.isArray(valor)) return {};
    return Object.fromEntries(
      Object.entries(valor as Record<string, unknown>).filter(
        (e): e is [string, string] => typeof e[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** Where the web client fetches a course background (GET /api/file/:name, public). */
export function rutaFondo(nombre: string): string {
  return `/api/file/${nombre}`;
}

/** Where an attachment is downloaded (GET /api/cursos/adjunto/:serverFilename, signed). */
export function rutaAdjunto(serverFilename: string): string {
  return `/api/cursos/adjunto/${serverFilename}`;
}

export interface DatosDelUsuario {
  overallProgress: number;
  asignado: boolean;
  /** Signed URL per attachment's server file name. */
  urls: ReadonlyMap<string, string>;
}

/** A course row and its attachments as the API returns them to one caller. */
export function aCurso(
  row: CursosTable,
  adjuntos: readonly CursoAdjuntosTable[],
  usuario: DatosDelUsuario,
): Curso {
  return {
    _id: row.id,
    id: row.id,
    codigo: row.codigo,
    nombre: row.nombre,
    descripcion: row.descripcion,
    descripcion2: row.descripcion2,
    objetivos: row.objetivos,
    metodologia: row.metodologia,
    imagenFondo: row.imagen_fondo,
    srcImagenFondo: row.imagen_fondo ? rutaFondo(row.imagen_fondo) : null,
    colorFondoTarjeta: row.color_fondo_tarjeta,
    colorTextoTarjeta: row.color_texto_tarjeta,
    moduleSubtitles: leerSubtitulos(row.module_subtitles),
    adjuntos: adjuntos.map((a) => ({
      filename: a.filename,
      serverFilename: a.server_filename,
      descripcion: a.descripcion,
      url: usuario.urls.get(a.server_filename) ?? rutaAdjunto(a.server_filename),
    })),
    estado: row.estado === 1,
    disco: row.disco,
    memoria: row.memoria,
    lastEdit: row.last_edit,
    overallProgress: usuario.overallProgress,
    asignado: usuario.asignado,
  };
}
