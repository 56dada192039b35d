import type { Traducciones } from '../es';

export const conexion: Traducciones['conexion'] = {
  titulo: 'Connexion',
  enlaceLogin: 'Configurer la connexion',
  volver: 'Retour',
  web: {
    explicacion:
      'Dans le navigateur, l’application utilise toujours le serveur depuis lequel la page a été ouverte : {{origen}}. Pour en changer, ouvrez l’adresse d’un autre serveur.',
  },
  form: {
    modo: 'Où se trouve la plateforme ?',
    local: 'Sur cet ordinateur (local)',
    localDetalle:
      'Les données sont enregistrées sur cet ordinateur. Aucun réseau n’est nécessaire.',
    centro: 'Serveur du centre',
    centroDetalle:
      'Tous les ordinateurs du centre partagent les utilisateurs, les cours et la progression.',
    url: 'Adresse du serveur',
    urlAyuda: 'Par exemple : http://192.168.1.10:8080',
    urlVacia: 'Saisissez l’adresse du serveur.',
    urlInvalida: 'L’adresse doit commencer par http:// ou https://.',
    probar: 'Tester la connexion',
    probando: 'Test en cours…',
    guardar: 'Enregistrer',
    guardando: 'Enregistrement…',
    pruebaNecesaria: 'Testez la connexion avant d’enregistrer.',
    guardado: 'Connexion enregistrée. L’application va se recharger avec le nouveau serveur.',
    sinCambios: 'Connexion enregistrée.',
  },
  indicador: {
    etiqueta: 'Connexion : {{modo}}, {{estado}}',
    local: 'Local',
    centro: 'Centre',
    enLinea: 'En ligne',
    sinConexion: 'Hors ligne',
  },
};
