import type { Traducciones } from '../es';

export const perfil: Traducciones['perfil'] = {
  cambiarPassword: 'Changer le mot de passe',
  campos: {
    email: 'E-mail',
    nombre: 'Prénom',
    apellidos: 'Nom',
    telefono: 'Téléphone portable',
    current: 'Mot de passe actuel',
    password: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le nouveau mot de passe',
  },
  errores: {
    actualInvalida: 'Mot de passe actuel non valide',
    guardar: 'Les données n’ont pas été enregistrées',
  },
  foto: {
    alt: 'Photo de profil',
    elegir: 'Téléverser une photo',
    ayuda: 'JPEG ou PNG, 1 Mo maximum.',
    subiendo: 'Téléversement… {{porcentaje}}%',
    exito: 'Photo mise à jour',
    error: 'Erreur lors du téléversement du fichier',
    errores: {
      tipo: 'La photo doit être une image JPEG ou PNG.',
      tamano: 'La photo ne peut pas dépasser 1 Mo.',
    },
  },
  profile: {
    actualizar: 'Mettre à jour mes données',
    cambiarPassword: 'Changer le mot de passe',
  },
};
