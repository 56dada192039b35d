import type { Traducciones } from '../es';

/** The bell and the notifications panel (issue 15). */
export const notificaciones: Traducciones['notificaciones'] = {
  campanaConNoLeidas_one: 'Notifications ({{count}} non lue)',
  campanaConNoLeidas_other: 'Notifications ({{count}} non lues)',
  noLeidas_one: '{{count}} non lue',
  noLeidas_other: '{{count}} non lues',
  noLeida: 'non lue',
  marcarTodas: 'Tout marquer comme lu',
  verMas: 'Voir plus',
  errorCargar: 'Les notifications n’ont pas pu être chargées',
  reintentar: 'Réessayer',
  tipos: {
    cursoAsignado: 'Le cours « {{curso}} » vous a été attribué.',
    cursoDesbloqueado: 'Le cours « {{curso}} » est débloqué : vous pouvez le commencer.',
    nuevaLeccion: 'Nouvelle leçon « {{leccion}} » dans le cours « {{curso}} ».',
    respuestaTema: '{{autor}} a répondu dans le sujet « {{tema}} ».',
    aprobado: 'Vous avez réussi « {{evaluacion}} » avec {{puntaje}} points.',
    noAprobado:
      'Votre tentative à « {{evaluacion}} » a obtenu {{puntaje}} points : ce n’est pas encore réussi.',
    certificadoEmitido: 'Votre certificat du cours « {{curso}} » est prêt.',
    solicitudDesbloqueo: '{{solicitante}} a demandé l’accès au cours « {{curso}} ».',
    importacion: {
      completado:
        'L’importation des utilisateurs est terminée : {{creados}} nouveaux, {{actualizados}} mis à jour.',
      cancelado:
        'L’importation des utilisateurs a été interrompue ; aucun utilisateur n’a été enregistré.',
      fallido: 'L’importation des utilisateurs a échoué ; aucun utilisateur n’a été enregistré.',
    },
  },
};
