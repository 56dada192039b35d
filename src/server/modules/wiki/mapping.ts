import type { PaginaWiki, PaginaWikiResumen, RevisionWikiResumen } from '@shared/api/wiki';
import type { FilaPagina } from './repository';
import type { FilaRevision } from './repositoryRevisiones';

/** "Nombre Apellidos", or null when the account is gone. */
export function nombreDe(nombre: string | null, apellidos: string | null): string | null {
  if (nombre === null) return null;
  return `${nombre} ${apellidos ?? ''}`.trim();
}

export function aResumen(f: FilaPagina): PaginaWikiResumen {
  return {
    _id: f.id,
    slug: f.slug,
    titulo: f.titulo,
    cursoId: f.curso_id,
    cursoNombre: f.curso_nombre,
    actualizadoEn: f.actualizado_en,
    actualizadoPor: nombreDe(f.editor_nombre, f.editor_apellidos),
    version: f.version,
  };
}

export function aPagina(f: FilaPagina, lecciones: string[]): PaginaWiki {
  return {
    ...aResumen(f),
    cuerpo: f.cuerpo,
    creadoEn: f.creado_en,
    creadoPor: nombreDe(f.creador_nombre, f.creador_apellidos),
    lecciones,
  };
}

export function aRevision(r: FilaRevision): RevisionWikiResumen {
  return {
    numero: r.numero,
    titulo: r.titulo,
    autor: nombreDe(r.autor_nombre, r.autor_apellidos),
    creadoEn: r.creado_en,
    restauradaDe: r.restaurada_de,
  };
}
