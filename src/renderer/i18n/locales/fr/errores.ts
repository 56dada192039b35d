import type { Traducciones } from '../es';

export const errores: Traducciones['errores'] = {
  '401': {
    titulo: 'Accès non autorisé',
    descripcion: 'Vous n’avez pas l’autorisation de voir cette page.',
  },
  '404': {
    titulo: 'Page introuvable',
    descripcion: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
  '500': {
    titulo: 'Une erreur inattendue s’est produite',
    descripcion:
      'Un problème est survenu lors de l’affichage de cet écran. Veuillez réessayer plus tard.',
  },
  red: {
    sinConexion: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    respuestaInvalida: 'Le serveur a répondu par une erreur inattendue (HTTP {{status}}).',
    cancelada: 'La requête a été annulée.',
  },
};
