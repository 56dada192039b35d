import type { Traducciones } from '../es';

export const auth: Traducciones['auth'] = {
  login: {
    // The product name stays as the spec writes it, in every language.
    titulo: 'CONTENIDO FORMATIVO',
    usuario: 'Nom d’utilisateur ou e-mail',
    password: 'Mot de passe',
    recordarme: 'Se souvenir de moi',
    ingresar: 'Se connecter',
    restablecer: 'Réinitialiser mon mot de passe',
    registrarme: 'M’inscrire',
    error: 'Échec de la connexion',
  },
  validacion: {
    usuarioRequerido: 'Veuillez saisir votre nom d’utilisateur.',
    passwordRequerido: 'Veuillez saisir votre mot de passe.',
  },
  emailNoVerificado: {
    titulo: 'Vous y êtes presque !',
  },
  restablecer: {
    titulo: 'Réinitialiser mon mot de passe',
    accion: 'Réinitialiser',
    email: 'E-mail',
    identificacion: 'Numéro d’identification',
    password: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le nouveau mot de passe',
    codigo: 'Code de réinitialisation',
    enviarCodigo: 'Envoyer le code',
    continuar: 'Continuer',
    tengoCodigo: 'J’ai déjà un code',
    volver: 'Retour',
    avisoCorreo:
      'Saisissez votre e-mail et votre numéro d’identification : nous vous enverrons un code à 6 chiffres valable 15 minutes.',
    avisoTutor:
      'Cette plateforme n’envoie pas d’e-mails : demandez un code de réinitialisation au tuteur de votre centre et saisissez-le à l’étape suivante.',
    codigoEnviado:
      'Si ces données correspondent à un compte, nous avons envoyé un code à votre e-mail. Si vous ne le recevez pas, demandez-le au tuteur de votre centre.',
    codigoTutor: 'Saisissez le code que le tuteur de votre centre vous a remis.',
    exito: 'Mot de passe réinitialisé. Vous pouvez maintenant vous connecter.',
    error: 'Erreur lors de la réinitialisation du mot de passe',
    errorSolicitud: 'Le code n’a pas pu être demandé',
  },
  cambiarPassword: {
    titulo: 'Changer le mot de passe',
    accion: 'Changer le mot de passe',
    actual: 'Mot de passe actuel',
    nueva: 'Nouveau mot de passe',
    repetir: 'Répéter le nouveau mot de passe',
    exito: 'Mot de passe mis à jour',
    error: 'Erreur lors de la mise à jour du mot de passe',
  },
  cambioObligatorio: {
    titulo: 'Changez votre mot de passe',
    explicacion:
      'L’administrateur vous a attribué un mot de passe temporaire. Pour continuer, saisissez-le et choisissez votre propre mot de passe.',
    reglas:
      'Le nouveau mot de passe doit contenir au moins {{minimo}} caractères et être différent du mot de passe temporaire.',
  },
  sesion: {
    terminada: 'Votre session est terminée',
  },
  logout: {
    exito: 'Déconnexion réussie',
  },
};
