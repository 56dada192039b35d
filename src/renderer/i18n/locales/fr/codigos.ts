import type { Traducciones } from '../es';

export const codigos: Traducciones['codigos'] = {
  VALIDACION: 'Les données envoyées ne sont pas valides.',
  NO_AUTENTICADO: "Vous n'êtes pas connecté.",
  CREDENCIALES_INVALIDAS: "Nom d'utilisateur ou mot de passe incorrect.",
  TOKEN_INVALIDO: "Votre session a expiré ou n'est pas valide. Reconnectez-vous.",
  SIN_PERMISO: "Vous n'avez pas les autorisations suffisantes.",
  ACCION_NO_PERMITIDA: "Cette action n'est pas autorisée.",
  LECCION_BLOQUEADA: 'Vous devez terminer la leçon précédente avant d’ouvrir celle-ci.',
  EVALUACION_BLOQUEADA: 'Vous devez terminer le cours avant de passer cette évaluation.',
  SIN_APROBACION: "Vous n'avez encore réussi aucune évaluation.",
  CONTRASENA_ACTUAL_INVALIDA: 'Le mot de passe actuel est incorrect.',
  ENLACE_INVALIDO: "Le lien de vérification n'est pas valide ou a expiré.",
  USUARIO_INACTIVO: "Votre compte est inactif. Contactez l'administrateur du centre.",
  EMAIL_NO_VERIFICADO:
    'Vous y êtes presque ! Confirmez votre e-mail avec le lien que nous vous avons envoyé pour pouvoir vous connecter.',
  DEBE_CAMBIAR_PASSWORD: 'Vous devez changer votre mot de passe avant de continuer.',
  NO_ENCONTRADO: 'Ressource introuvable.',
  CONFLICTO: 'La ressource existe déjà.',
  SIN_INTENTOS: 'Vous avez utilisé toutes les tentatives de cette évaluation.',
  ESPERA_ENTRE_INTENTOS: 'Vous ne pouvez pas encore repasser cette évaluation.',
  DEMASIADO_GRANDE: 'La requête est trop volumineuse.',
  URL_DEMASIADO_LARGA: "L'adresse demandée est trop longue.",
  SOLICITUD_DEMASIADO_LARGA: "L'adresse ou les en-têtes de la requête sont trop longs.",
  TIEMPO_AGOTADO: 'La requête a mis trop de temps à arriver.',
  TIPO_NO_SOPORTADO: 'Type de contenu non pris en charge.',
  DEMASIADAS_SOLICITUDES: 'Trop de tentatives. Patientez un instant avant de réessayer.',
  ERROR_INTERNO:
    'Une erreur inattendue s’est produite sur le serveur. Contactez le support technique.',
  NO_DISPONIBLE: "Le serveur n'est pas disponible pour le moment.",
};
