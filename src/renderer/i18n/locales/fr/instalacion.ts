import type { Traducciones } from '../es';

export const instalacion: Traducciones['instalacion'] = {
  titulo: 'Bienvenue : créez le compte d’administration',
  explicacion:
    'C’est le premier démarrage de cette installation. Le compte que vous créez ici administrera la plateforme sur cet ordinateur : conservez bien le mot de passe.',
  comprobando: 'Vérification de l’installation…',
  campos: {
    email: 'E-mail',
    nombre: 'Prénom',
    apellidos: 'Nom',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
  },
  crear: 'Créer le compte et se connecter',
  exito: 'Compte d’administration créé',
  error: 'Le compte n’a pas pu être créé',
  irAlLogin: 'Aller à la connexion',
};
