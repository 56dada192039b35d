import { multimediaEntradaSchema, type Multimedia } from '@shared/api';
import {
  LIMITES_MULTIMEDIA,
  MENSAJES_MULTIMEDIA,
  TIPOS_ARCHIVO_MULTIMEDIA,
  tipoMediaDeMime,
  type TipoMedia,
} from '@shared/domain/multimedias';
import { erroresDeZod, type ErroresFormulario } from '../../ui/validacion';
import type { EntradaMultimedia } from './api';
import { formatoNumero } from '../../i18n';

/** 'Nueva multimedia' / 'Editar multimedia' (spec 2 Dialogs, spec 5) as typed. */
export interface ValoresMultimedia {
  nombre: string;
  descripcion: string;
  tags: string[];
  /** Course id, or '' for a lesson without course. */
  curso: string;
  modo: 'archivo' | 'enlace';
  link: string;
  /** The stored file's server name (editing a file lesson), or null. */
  file: string | null;
}

export const MULTIMEDIA_VACIA: ValoresMultimedia = {
  nombre: '',
  descripcion: '',
  tags: [],
  curso: '',
  modo: 'archivo',
  link: '',
  file: null,
};

export function valoresDeMultimedia(m: Multimedia): ValoresMultimedia {
  const enlace = m.tipoMedia === 'link';
  return {
    nombre: m.nombre,
    descripcion: m.descripcion,
    tags: [...m.tags],
    curso: m.curso?._id ?? '',
    modo: enlace ? 'enlace' : 'archivo',
    link: enlace ? (m.link?.link ?? m.sources.link ?? '') : '',
    file: enlace ? null : m.file,
  };
}

/** Stands for a chosen file not uploaded yet, so validation can run before the upload. */
const ARCHIVO_PENDIENTE = `${'0'.repeat(32)}.bin`;

/** The body of POST/PUT /api/multimedias; `archivo` is the server name of a new upload. */
export function cuerpoMultimedia(v: ValoresMultimedia, archivo?: string | null): EntradaMultimedia {
  const base = {
    nombre: v.nombre,
    descripcion: v.descripcion,
    tags: v.tags,
    curso: v.curso === '' ? null : v.curso,
  };
  if (v.modo === 'enlace') return { ...base, tipoMedia: 'link', link: v.link.trim(), file: null };
  return { ...base, file: archivo ?? v.file };
}

/** The server's schema on the body the form would send (spec 5 messages). */
export function validarMultimedia(
  v: ValoresMultimedia,
  conArchivoNuevo: boolean,
): ErroresFormulario {
  const cuerpo = cuerpoMultimedia(v, conArchivoNuevo ? ARCHIVO_PENDIENTE : null);
  return erroresDeZod(multimediaEntradaSchema.safeParse(cuerpo));
}

/** i18n keys of the lesson messages the shared catalogue of validacion.* lacks. */
export function claveMensajeMultimedia(
  mensaje: string | undefined,
):
  | 'multimedias.form.errores.enlace'
  | 'multimedias.form.errores.descripcionMax'
  | 'multimedias.form.errores.archivoRequerido'
  | null {
  if (mensaje === undefined) return null;
  if (mensaje === MENSAJES_MULTIMEDIA.enlaceInvalido) return 'multimedias.form.errores.enlace';
  if (mensaje.startsWith('La descripción debe tener menos'))
    return 'multimedias.form.errores.descripcionMax';
  if (mensaje.startsWith('Seleccione un archivo'))
    return 'multimedias.form.errores.archivoRequerido';
  return null;
}

/** What the file input offers (spec 5: mp4, pdf, mp3, jpeg/jpg, png). */
export const ACEPTA_ARCHIVO_MULTIMEDIA = [...TIPOS_ARCHIVO_MULTIMEDIA, '.mp3', '.jpg'].join(',');

/** Browsers name some of the same types differently. */
const SINONIMOS: Readonly<Record<string, string>> = {
  'audio/mp3': 'audio/mpeg',
  'image/jpg': 'image/jpeg',
};
const POR_EXTENSION: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The file's type among the accepted ones, or null (by its MIME, else by its extension). */
export function tipoArchivo(archivo: { name: string; type: string }): string | null {
  const aceptados = TIPOS_ARCHIVO_MULTIMEDIA as readonly string[];
  const mime = SINONIMOS[archivo.type] ?? archivo.type;
  if (aceptados.includes(mime)) return mime;
  if (mime !== '' && mime !== 'application/octet-stream') return null;
  const extension = archivo.name.split('.').pop()?.toLowerCase() ?? '';
  return POR_EXTENSION[extension] ?? null;
}

export type ErrorArchivo = 'tipo' | 'tamano' | 'vacio';

/** Client checks before uploading (spec 5): accepted type, not empty, at most 2000 MB. */
export function validarArchivoMultimedia(archivo: {
  name: string;
  type: string;
  size: number;
}): ErrorArchivo | null {
  if (tipoArchivo(archivo) === null) return 'tipo';
  if (archivo.size === 0) return 'vacio';
  if (archivo.size > LIMITES_MULTIMEDIA.archivoBytes) return 'tamano';
  return null;
}

/** The lesson type a chosen file implies, shown read-only (spec 5). */
export function tipoDerivado(archivo: { name: string; type: string }): TipoMedia | null {
  const mime = tipoArchivo(archivo);
  return mime ? tipoMediaDeMime(mime) : null;
}

/** '12,3 MB'-style size for the dialog, in the interface language's numbers. */
export function tamanoLegible(bytes: number): string {
  const decimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatoNumero(bytes / 1024, decimal)} KB`;
  return `${formatoNumero(bytes / (1024 * 1024), decimal)} MB`;
}
