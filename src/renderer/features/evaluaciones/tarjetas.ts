import type { Evaluacion } from '@shared/api';
import { colorDeTexto } from '@shared/domain/cursos';
import { estadoEvaluacion, type EstadoEvaluacion } from '@shared/domain/evaluaciones';
import { esAdministrador, tienePermiso, type RolConPermisos } from '@shared/domain/permisos';

/** A role as the session has it: the matrix plus the flag to skip the order (spec 4). */
export type RolSesion = RolConPermisos & { omitirOrden?: boolean };

export const RUTA_EVALUACIONES = '/evaluaciones';
export const RUTA_NUEVA_EVALUACION = '/evaluaciones/nuevo';
export const RUTA_CERTIFICADOS = '/certificados';
/** /evaluacion/{id} takes the test (spec 2). */
export const rutaRendir = (id: string): string => `/evaluacion/${encodeURIComponent(id)}`;
/** /evaluacion/{id}/ edits it: the trailing slash is what tells the two apart. */
export const rutaEditar = (id: string): string => `${rutaRendir(id)}/`;

/**
 * Who may open a locked evaluation: ADMINISTRADOR (spec 6) and roles that may skip the
 * order of lessons — the same rule the server applies to lessons and evaluations.
 */
export function puedeOmitirBloqueo(rol: RolSesion | null | undefined): boolean {
  return esAdministrador(rol) || rol?.omitirOrden === true;
}

/** Progress as a card shows it: an integer 0–100 (spec 9: the bar is capped at 100). */
export const progresoVisible = (valor: number): number =>
  Math.floor(Math.max(0, Math.min(100, Number.isFinite(valor) ? valor : 0)));

/** Everything one card shows and allows (spec 2, Evaluations list; spec 4). */
export interface VistaTarjeta {
  estado: EstadoEvaluacion;
  /** Lock icon and 'Debes completar el curso…' instead of the progress bar. */
  bloqueada: boolean;
  /** Clicking the card goes to the test; false for a learner while it is locked. */
  abrible: boolean;
  /** The bar and 'Completado: N%'; null while locked and for an approval given below 100. */
  progreso: number | null;
  /**
   * Approved while the course is below 100 % (an administrator who skipped the order, or a
   * course that gained lessons after the approval): the course's percent, said as such, so
   * the card never shows 'APROBADO' beside 'Completado: 54%' (issue 16). Otherwise null.
   */
  aprobadaConCursoAl: number | null;
  verRetroalimentacion: boolean;
  verCertificado: boolean;
}

export function vistaTarjeta(
  e: Pick<Evaluacion, 'accesoBloqueado' | 'progress' | 'aprobado' | 'fallido' | 'intentos'>,
  rol: RolSesion | null | undefined,
): VistaTarjeta {
  const estado = estadoEvaluacion(e);
  const bloqueada = e.accesoBloqueado;
  const porcentaje = progresoVisible(e.progress);
  const completo = porcentaje >= 100;
  const aprobadaAntes = e.aprobado && !completo;
  return {
    estado,
    // An approval stands even if the course is no longer complete: its state, not a lock.
    bloqueada: bloqueada && !e.aprobado,
    abrible: !bloqueada || puedeOmitirBloqueo(rol),
    progreso: bloqueada || aprobadaAntes ? null : porcentaje,
    aprobadaConCursoAl: aprobadaAntes ? porcentaje : null,
    // Spec 4: feedback only at 100 %, and there must be an attempt to show.
    verRetroalimentacion: completo && e.intentos > 0,
    verCertificado: e.aprobado,
  };
}

/** i18n key of the state line of a card. */
export function claveEstado(estado: EstadoEvaluacion) {
  const claves = {
    bloqueada: 'evaluaciones.estado.bloqueada',
    sinCompletar: 'evaluaciones.estado.sinCompletar',
    pendiente: 'evaluaciones.estado.pendiente',
    aprobada: 'evaluaciones.estado.aprobada',
    noAprobada: 'evaluaciones.estado.noAprobada',
  } as const;
  return claves[estado];
}

/** Card buttons by the role's flags (spec 6: canCreate, canEdit, canDelete; activate). */
export interface AccionesEvaluaciones {
  crear: boolean;
  editar: boolean;
  eliminar: boolean;
  desactivar: boolean;
}

export function accionesEvaluaciones(rol: RolConPermisos | null | undefined): AccionesEvaluaciones {
  return {
    crear: tienePermiso(rol, 'evaluaciones', 'crear'),
    editar: tienePermiso(rol, 'evaluaciones', 'editar'),
    eliminar: tienePermiso(rol, 'evaluaciones', 'eliminar'),
    desactivar: tienePermiso(rol, 'evaluaciones', 'desactivar'),
  };
}

/** The card's colours: the evaluation's background and the text colour that reads on it. */
export function coloresEvaluacion(e: Pick<Evaluacion, 'colorFondoTarjeta'>) {
  const fondo = e.colorFondoTarjeta || '#78A2EE';
  return { fondo, texto: colorDeTexto(fondo) };
}
