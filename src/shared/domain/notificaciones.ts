/**
 * Notifications (issue 15): what happened, for whom, and where it leads. The server stores
 * a `tipo` and the parameters of its text (names are copied when the event happens, so a
 * notification still reads the same after a course is renamed or deleted); the renderer
 * writes the sentence in the user's language from them.
 */

/** Every kind of notification, in the order the docs list them. */
export const TIPOS_NOTIFICACION = [
  'cursoAsignado',
  'cursoDesbloqueado',
  'nuevaLeccion',
  'respuestaTema',
  'intentoCalificado',
  'certificadoEmitido',
  // Only for those who run a programme (admins, and tutors of the course).
  'solicitudDesbloqueo',
  'importacionTerminada',
] as const;
export type TipoNotificacion = (typeof TIPOS_NOTIFICACION)[number];

/**
 * The parameters of each kind. Every one carries `enlace`, the in-app path it opens; the
 * rest are the words of its sentence.
 */
export interface DatosNotificacion {
  cursoAsignado: { enlace: string; cursoId: string; curso: string };
  cursoDesbloqueado: { enlace: string; cursoId: string; curso: string };
  nuevaLeccion: {
    enlace: string;
    cursoId: string;
    curso: string;
    multimediaId: string;
    leccion: string;
  };
  respuestaTema: {
    enlace: string;
    multimediaId: string;
    temaId: string;
    tema: string;
    autor: string;
  };
  intentoCalificado: {
    enlace: string;
    evaluacionId: string;
    evaluacion: string;
    puntaje: number;
    aprobado: boolean;
  };
  certificadoEmitido: { enlace: string; certificadoId: string; curso: string };
  solicitudDesbloqueo: {
    enlace: string;
    cursoId: string;
    curso: string;
    solicitante: string;
  };
  importacionTerminada: {
    enlace: string;
    loteId: string;
    estado: string;
    creados: number;
    actualizados: number;
  };
}

/** One event to notify: its kind and the parameters of that kind. */
export type EventoNotificacion = {
  [T in TipoNotificacion]: { tipo: T; datos: DatosNotificacion[T] };
}[TipoNotificacion];

/** How many notifications one page of the panel shows. */
export const POR_PAGINA_NOTIFICACIONES = 20;

/**
 * Notifications are kept this many days, read or not: the panel is a recent-activity
 * list, not an archive (docs/notificaciones.md, «Retention»).
 */
export const DIAS_RETENCION_NOTIFICACIONES = 90;

/** The in-app paths notifications link to (the renderer's routes, kept as plain strings). */
export const ENLACES_NOTIFICACION = {
  curso: (cursoId: string) => `/cursos/curso/${encodeURIComponent(cursoId)}`,
  leccion: (multimediaId: string) => `/pl/${encodeURIComponent(multimediaId)}`,
  evaluacion: (evaluacionId: string) => `/evaluacion/${encodeURIComponent(evaluacionId)}`,
  certificados: () => '/certificados',
  importacion: () => '/usuarios',
} as const;

export const MENSAJES_NOTIFICACION = {
  noEncontrada: 'Notificación no encontrada.',
} as const;
