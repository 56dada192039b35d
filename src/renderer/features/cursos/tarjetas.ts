import type { Curso } from '@shared/api';
import { luminancia } from '@shared/domain/contraste';
import { TEXTO_OSCURO, colorDeTexto } from '@shared/domain/cursos';
import { esAdministrador, tienePermiso, type RolConPermisos } from '@shared/domain/permisos';
import { rutaCurso } from '../../app/navegacion';

/** What clicking a course card does (spec 2, Course list). */
export type AccionTarjeta = { tipo: 'abrir'; ruta: string } | { tipo: 'sinAcceso' };

export interface EstadoTarjeta {
  /** Greyed: a non-administrator's course that is not assigned to them. */
  atenuada: boolean;
  accion: AccionTarjeta;
}

/**
 * Spec 2: non-administrators see non-assigned courses greyed, and a click says
 * 'No tienes acceso a este curso'; everyone else opens the course.
 */
export function estadoTarjeta(
  curso: Pick<Curso, '_id' | 'asignado'>,
  rol: RolConPermisos | null | undefined,
): EstadoTarjeta {
  const permitida = curso.asignado || esAdministrador(rol);
  return {
    atenuada: !permitida,
    accion: permitida ? { tipo: 'abrir', ruta: rutaCurso(curso._id) } : { tipo: 'sinAcceso' },
  };
}

/** Card buttons by the role's flags (spec 6: canCreate, canEdit, canDelete; activate). */
export interface AccionesCursos {
  crear: boolean;
  editar: boolean;
  eliminar: boolean;
  desactivar: boolean;
  /** 'Asignar Curso a Usuario' and the unlock requests panel: an edit of users. */
  asignar: boolean;
  /** 'Editar lecciones' (the lesson-edit page needs consultar and editar on multimedias). */
  editarLecciones: boolean;
}

export function accionesCursos(rol: RolConPermisos | null | undefined): AccionesCursos {
  return {
    crear: tienePermiso(rol, 'cursos', 'crear'),
    editar: tienePermiso(rol, 'cursos', 'editar'),
    eliminar: tienePermiso(rol, 'cursos', 'eliminar'),
    desactivar: tienePermiso(rol, 'cursos', 'desactivar'),
    asignar: tienePermiso(rol, 'usuarios', 'editar'),
    editarLecciones:
      tienePermiso(rol, 'multimedias', 'consultar') && tienePermiso(rol, 'multimedias', 'editar'),
  };
}

/** The courses the side menu lists: the ones the user may open. */
export const cursosDelUsuario = <T extends Pick<Curso, 'asignado'>>(cursos: readonly T[]): T[] =>
  cursos.filter((c) => c.asignado);

/** Side menu 'Progreso general': mean of the user's courses' progress, rounded down. */
export function progresoGeneral(cursos: readonly Pick<Curso, 'asignado' | 'overallProgress'>[]) {
  const propios = cursosDelUsuario(cursos);
  if (propios.length === 0) return null;
  const suma = propios.reduce((s, c) => s + Math.max(0, Math.min(100, c.overallProgress)), 0);
  return Math.floor(suma / propios.length);
}

/**
 * How many courses the side menu lists (issue 18): the first page of the list, where a
 * learner's own courses come first. Ten, as Moodle's navigation drawer does by default;
 * the rest is one link away on /cursos.
 */
export const CURSOS_EN_MENU = 10;

/** What the side menu shows from that one page and the server's count of open courses. */
export function resumenMenu(pagina: { data: readonly Curso[]; abiertos: number } | undefined) {
  const asignados = cursosDelUsuario(pagina?.data ?? []);
  const abiertos = pagina?.abiertos ?? 0;
  // The mean is exact only with every open course in hand; a mean over the first ten of
  // more would be a made-up figure (and an administrator's "progress" over every course
  // of the centre means nothing), so past one page it is not shown.
  const todosEnMano = asignados.length >= abiertos;
  return {
    asignados,
    /** Courses the user may open in all (the link to the rest says it). */
    abiertos,
    /** Whether some of them are not listed: then 'Ver los N cursos' links to /cursos. */
    hayMas: !todosEnMano,
    progreso: todosEnMano ? progresoGeneral(asignados) : null,
  };
}

/**
 * 'Desbloquear mi curso' (spec 2) is for a normal user who has no course yet: not an
 * administrator, and none of the listed courses is theirs.
 */
export function puedeDesbloquear(
  cursos: readonly Pick<Curso, 'asignado'>[],
  rol: RolConPermisos | null | undefined,
): boolean {
  return !esAdministrador(rol) && cursos.length > 0 && cursosDelUsuario(cursos).length === 0;
}

/**
 * The same rule from one page of the list (issue 18): the server counts the courses the
 * caller may open (`abiertos`) over all pages, whatever the search.
 */
export function puedeDesbloquearSegun(
  lista: { total: number; abiertos: number; buscando: boolean },
  rol: RolConPermisos | null | undefined,
): boolean {
  return !esAdministrador(rol) && lista.abiertos === 0 && (lista.total > 0 || lista.buscando);
}

/**
 * The card's colours. The text colour follows the background (4.5:1 or better, issue 16): a
 * stored one may date from when amber cards had white text. Only a background that is not
 * `#RRGGBB` keeps the course's own text colour.
 */
export function coloresTarjeta(curso: Pick<Curso, 'colorFondoTarjeta' | 'colorTextoTarjeta'>) {
  const fondo = curso.colorFondoTarjeta || '#78A2EE';
  if (luminancia(fondo) === null) return { fondo, texto: curso.colorTextoTarjeta || TEXTO_OSCURO };
  return { fondo, texto: colorDeTexto(fondo) };
}

/** Progress shown on cards and bars: an integer 0–100. */
export const porcentajeVisible = (valor: number): number =>
  Math.floor(Math.max(0, Math.min(100, Number.isFinite(valor) ? valor : 0)));

/** Courses whose code or name contains the text (the assign dialog's course search). */
export function filtrarCursos<T extends Pick<Curso, 'codigo' | 'nombre'>>(
  cursos: readonly T[],
  texto: string,
): T[] {
  const buscado = texto.trim().toLowerCase();
  if (buscado === '') return [...cursos];
  return cursos.filter((c) => `${c.codigo} ${c.nombre}`.toLowerCase().includes(buscado));
}
