import { cursoEntradaSchema, type Curso } from '@shared/api';
import { LIMITES_CURSO, MENSAJES_CURSO } from '@shared/domain/cursos';
import type { z } from 'zod';
import { erroresDeZod, type ErroresFormulario } from '../../ui/validacion';

/** 'Nuevo Módulo' and 'Editar Módulo' (spec 2 Dialogs, spec 5): the form as typed. */
export interface ValoresCurso {
  codigo: string;
  nombre: string;
  descripcion: string;
  /** Server file name returned by POST /api/upload, or null. */
  imagenFondo: string | null;
  /** '' lets the server pick the next colour of the cycle. */
  colorFondoTarjeta: string;
}

export const CURSO_VACIO: ValoresCurso = {
  codigo: '',
  nombre: '',
  descripcion: '',
  imagenFondo: null,
  colorFondoTarjeta: '',
};

export function valoresDeCurso(c: Curso): ValoresCurso {
  return {
    codigo: c.codigo,
    nombre: c.nombre,
    descripcion: c.descripcion,
    imagenFondo: c.imagenFondo,
    colorFondoTarjeta: c.colorFondoTarjeta.toUpperCase(),
  };
}

export type CuerpoCursoForm = z.input<typeof cursoEntradaSchema>;

export function cuerpoCurso(v: ValoresCurso): CuerpoCursoForm {
  const cuerpo: CuerpoCursoForm = {
    codigo: v.codigo,
    nombre: v.nombre,
    descripcion: v.descripcion,
    imagenFondo: v.imagenFondo,
  };
  if (v.colorFondoTarjeta !== '') cuerpo.colorFondoTarjeta = v.colorFondoTarjeta;
  return cuerpo;
}

/** The server's own schema on the body the form would send (same messages, spec 5). */
export function validarCurso(v: ValoresCurso): ErroresFormulario {
  return erroresDeZod(cursoEntradaSchema.safeParse(cuerpoCurso(v)));
}

/** i18n key of a course message (shared Spanish text) so it shows in the chosen language. */
export function claveMensajeCurso(
  mensaje: string | undefined,
): 'cursos.form.errores.nombreMax' | 'cursos.form.errores.descripcionMax' | null {
  if (mensaje === MENSAJES_CURSO.nombreMax) return 'cursos.form.errores.nombreMax';
  if (mensaje === MENSAJES_CURSO.descripcionMax) return 'cursos.form.errores.descripcionMax';
  return null;
}

export const TIPOS_IMAGEN_FONDO = ['image/jpeg', 'image/png'] as const;

export type ErrorImagen = 'tipo' | 'tamano';

/** Spec 5: the background must be an image of at most 10 MB (checked before uploading). */
export function validarImagenFondo(archivo: { type: string; size: number }): ErrorImagen | null {
  if (!(TIPOS_IMAGEN_FONDO as readonly string[]).includes(archivo.type)) return 'tipo';
  if (archivo.size > LIMITES_CURSO.imagenFondoBytes) return 'tamano';
  return null;
}

export type ErrorAdjunto = 'sinArchivo' | 'tamano';

/** Attachment upload (spec 5): a file is needed; the server takes at most 50 MB. */
export function validarAdjunto(archivo: { size: number } | null | undefined): ErrorAdjunto | null {
  if (!archivo) return 'sinArchivo';
  if (archivo.size > LIMITES_CURSO.adjuntoBytes) return 'tamano';
  return null;
}
