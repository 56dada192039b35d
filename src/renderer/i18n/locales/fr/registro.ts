import type { Traducciones } from '../es';

export const registro: Traducciones['registro'] = {
  titulo: 'INSCRIPTION',
  registrarme: 'M’inscrire',
  campos: {
    nombre: 'Prénom',
    apellidos: 'Nom',
    email: 'E-mail',
    tipoIdentificacion: 'Type de pièce d’identité',
    identificacion: 'Numéro d’identification',
    telefono: 'Téléphone',
    tipoRegistro: 'Type d’inscription',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
  },
  curso: {
    campo: 'Cours',
    elegir: 'Sélectionner un cours',
    dialogo: 'Sélectionnez un cours',
    ninguno: 'Aucun cours sélectionné',
    anteriores: 'Cours précédents',
    siguientes: 'Cours suivants',
  },
  aceptaPoliticas: {
    texto: 'J’accepte la',
    enlace: 'politique de confidentialité',
  },
  aceptaTerminos: {
    texto: 'J’accepte les',
    enlace: 'conditions générales',
  },
  errores: {
    soporte: 'Contactez le support technique',
    estado: 'Erreur {{status}}',
    duplicado: 'Un compte existe déjà avec ces données : {{mensaje}}',
  },
  verificar: {
    verificando: 'Vérification de votre e-mail…',
    exito: 'Votre e-mail {{email}} a été vérifié. Vous pouvez maintenant vous connecter.',
  },
  terminos: {
    uso: 'Cette plateforme propose des cours gratuits de formation au numérique dans le cadre du programme municipal. En vous inscrivant, vous acceptez de l’utiliser uniquement à des fins d’apprentissage.',
    cuenta:
      'Votre compte est personnel. Gardez votre mot de passe secret et prévenez l’administrateur de votre centre si vous pensez que quelqu’un d’autre l’utilise.',
    contenido:
      'Les cours, leçons et supports appartiennent à leurs auteurs et au programme ; vous pouvez les utiliser pour votre formation, mais pas les redistribuer.',
    conducta:
      'Dans les forums et les commentaires, traitez les autres avec respect. L’administrateur peut retirer les contenus inappropriés ou désactiver les comptes qui ne respectent pas ces règles.',
    privacidadTitulo: 'Politique de confidentialité',
    datos:
      'Nous conservons les données que vous fournissez lors de votre inscription (nom, e-mail, numéro d’identification, téléphone, municipalité et établissement) ainsi que votre progression dans les cours.',
    finalidad:
      'Nous les utilisons pour vous donner accès aux cours, délivrer vos certificats et établir les statistiques du programme. Nous ne les vendons pas et ne les cédons pas à des tiers.',
    derechos:
      'Vous pouvez consulter et corriger vos données dans votre profil, et demander à l’administrateur de votre centre de supprimer votre compte.',
  },
};
