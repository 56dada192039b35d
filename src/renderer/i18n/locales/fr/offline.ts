import type { Traducciones } from '../es';

export const offline: Traducciones['offline'] = {
  necesitaServidor: 'Hors ligne : cet écran a besoin du serveur.',
  sinConexion: 'Hors ligne',
  sinConexionDetalle: 'Les données enregistrées sur cet ordinateur sont affichées.',
  pendientes_one: '{{count}} modification en attente',
  pendientes_other: '{{count}} modifications en attente',
  sincronizando: 'Synchronisation…',
  ultimaSincronizacion: 'Dernière synchronisation : {{fecha}}',
  sincronizar: 'Synchroniser maintenant',
  rechazados: {
    boton_one: '{{count}} modification refusée',
    boton_other: '{{count}} modifications refusées',
    titulo: 'Modifications refusées par le serveur',
    explicacion:
      'Le serveur n’a pas accepté ces modifications faites hors ligne. Elles sont conservées ici pour que vous sachiez ce qui n’a pas été enregistré.',
    cerrar: 'Fermer',
    tipos: {
      progreso: 'Progression d’une leçon',
      calificacion: 'Note attribuée à une leçon',
      respuestaForo: 'Réponse dans le forum',
    },
  },
};
