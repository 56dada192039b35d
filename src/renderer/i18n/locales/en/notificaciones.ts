import type { Traducciones } from '../es';

/** The bell and the notifications panel (issue 15). */
export const notificaciones: Traducciones['notificaciones'] = {
  campanaConNoLeidas_one: 'Notifications ({{count}} unread)',
  campanaConNoLeidas_other: 'Notifications ({{count}} unread)',
  noLeidas_one: '{{count}} unread',
  noLeidas_other: '{{count}} unread',
  noLeida: 'unread',
  marcarTodas: 'Mark all as read',
  verMas: 'Show more',
  errorCargar: 'Notifications could not be loaded',
  reintentar: 'Retry',
  tipos: {
    cursoAsignado: 'You were assigned the course “{{curso}}”.',
    cursoDesbloqueado: 'The course “{{curso}}” is unlocked: you can start it now.',
    nuevaLeccion: 'New lesson “{{leccion}}” in the course “{{curso}}”.',
    respuestaTema: '{{autor}} replied in the topic “{{tema}}”.',
    aprobado: 'You passed “{{evaluacion}}” with {{puntaje}} points.',
    noAprobado: 'Your attempt at “{{evaluacion}}” scored {{puntaje}} points: not passed yet.',
    certificadoEmitido: 'Your certificate for the course “{{curso}}” is ready.',
    solicitudDesbloqueo: '{{solicitante}} asked for access to the course “{{curso}}”.',
    importacion: {
      completado: 'The user import finished: {{creados}} new, {{actualizados}} updated.',
      cancelado: 'The user import was cancelled; no user was saved.',
      fallido: 'The user import failed; no user was saved.',
    },
  },
};
