import type { Traducciones } from '../es';

export const kiosko: Traducciones['kiosko'] = {
  cambiarUsuario: 'Changer d’utilisateur',
  cuentaRegresiva: {
    titulo: 'Êtes-vous toujours là ?',
    mensaje: 'Votre session sera fermée dans {{segundos}} s',
    explicacion:
      'Sur cet ordinateur partagé, la session se ferme après un moment d’inactivité, pour que la personne suivante ne voie pas vos données.',
    seguir: 'Rester connecté',
  },
  cerrando: 'Fermeture de la session…',
};
