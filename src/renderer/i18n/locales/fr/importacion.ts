import type { Traducciones } from '../es';

/** Users import (issue 8): the wizard, the history and the printable credentials. */
export const importacion: Traducciones['importacion'] = {
  titulo: 'Importer des utilisateurs',
  elegir: {
    explicacion:
      'Choisissez un fichier CSV avec une ligne par utilisateur. Une simulation complète est faite d’abord : rien n’est enregistré tant que vous n’avez pas confirmé.',
    reemplazarCursos: 'Remplacer les cours attribués',
    avisoReemplazar:
      'Attention : pour les utilisateurs existants présents dans le fichier, les cours attribués seront remplacés par ceux du fichier.',
    boton: 'Choisir un fichier',
    plantilla: 'Télécharger le modèle',
    subiendo: 'Téléversement et validation… {{porcentaje}} %',
    errorLectura: 'Le fichier n’a pas pu être lu.',
  },
  conteos: {
    nuevo: 'Nouveaux',
    actualizado: 'Mis à jour',
    sinCambios: 'Inchangés',
    error: 'Erreurs',
  },
  estadosFila: {
    nuevo: 'Nouveau',
    actualizado: 'Mis à jour',
    sinCambios: 'Inchangé',
    error: 'Erreur',
  },
  estadosLote: {
    validado: 'Validée',
    en_curso: 'En cours',
    completado: 'Terminée',
    cancelado: 'Interrompue',
    fallido: 'Échouée',
    deshecho: 'Annulée',
  },
  vista: {
    archivo_one: 'Fichier : {{archivo}} ({{count}} ligne)',
    archivo_other: 'Fichier : {{archivo}} ({{count}} lignes)',
    conteos: 'Résultat de la simulation',
    reemplazando:
      'Les cours attribués des utilisateurs existants présents dans le fichier seront remplacés.',
    desconocidas: 'Ces colonnes ne sont pas reconnues et seront ignorées : {{columnas}}',
    // «Tipo de registro» and Estudiante are the CSV column and value, which stay in Spanish.
    tipoRegistroPredeterminado:
      'Nouveaux utilisateurs sans « Tipo de registro » (type d’inscription) : {{n}}. Ils seront créés comme Estudiante (apprenant).',
    informeErrores: 'Télécharger le rapport d’erreurs',
    modo: 'Que voulez-vous importer ?',
    importar: 'Importer',
    validarDeNuevo: 'Valider à nouveau',
    otroArchivo: 'Choisir un autre fichier',
  },
  modos: {
    soloNuevos: 'Créer uniquement les nouveaux',
    nuevosYActualizar: 'Créer et mettre à jour les existants',
  },
  filas: {
    titulo: 'Lignes du fichier',
    filtro: 'Afficher',
    todos: 'Toutes les lignes',
    fila: 'Ligne',
    email: 'E-mail',
    nombre: 'Nom',
    estado: 'État',
    detalle: 'Motif ou modifications',
    cambios: 'Modifie : {{campos}}',
    vacio: 'Aucune ligne à afficher.',
  },
  progreso: {
    iniciando: 'Démarrage…',
    hash: 'Préparation des mots de passe…',
    escritura: 'Enregistrement des utilisateurs…',
    cuenta: '{{procesadas}} sur {{aplicar}}',
    cancelar: 'Interrompre l’importation',
    cerrar:
      'Vous pouvez fermer cette fenêtre : l’importation continue et son résultat restera dans l’historique.',
  },
  resultado: {
    completado: 'Importation terminée : {{creados}} créés, {{actualizados}} mis à jour',
    cancelado: 'Importation interrompue : aucune modification n’a été enregistrée.',
    fallido: 'L’importation a échoué : {{error}}',
    deshecho_one: 'Importation annulée : {{count}} utilisateur a été supprimé.',
    deshecho_other: 'Importation annulée : {{count}} utilisateurs ont été supprimés.',
    credenciales_one:
      '{{count}} utilisateur a reçu un mot de passe initial généré. Remettez-le de manière sûre : il devra être changé à la première connexion.',
    credenciales_other:
      '{{count}} utilisateurs ont reçu un mot de passe initial généré. Remettez-les de manière sûre : ils devront être changés à la première connexion.',
  },
  credenciales: {
    descargar: 'Télécharger les identifiants',
    imprimir: 'Imprimer les identifiants',
    titulo: 'Identifiants initiaux',
    botonImprimir: 'Imprimer',
    volver: 'Retour aux utilisateurs',
    aviso:
      'Mots de passe initiaux générés. Chaque utilisateur devra changer le sien lors de sa première connexion.',
    email: 'E-mail',
    nombre: 'Nom',
    password: 'Mot de passe',
    vacio:
      'Aucun identifiant en attente : tous les utilisateurs ont déjà changé leur mot de passe.',
  },
  historial: {
    titulo: 'Historique des importations',
    fecha: 'Date',
    por: 'Importé par',
    archivo: 'Fichier',
    estado: 'État',
    conteos: 'Résultat',
    acciones: 'Actions',
    vacio: 'Aucune importation pour l’instant.',
    aplicado: '{{creados}} créés, {{actualizados}} mis à jour',
    deshechos_one: '{{count}} retiré',
    deshechos_other: '{{count}} retirés',
    simulado:
      '{{nuevo}} nouveaux, {{actualizado}} mis à jour, {{sinCambios}} inchangés, {{error}} erreurs',
  },
  deshacer: {
    boton: 'Défaire',
    titulo: 'Défaire l’importation',
    explicacion:
      'Seuls les utilisateurs créés par cette importation qui ne se sont jamais connectés seront supprimés ; ceux qui se sont déjà connectés sont conservés. Les utilisateurs mis à jour ne sont pas rétablis.',
    resultado: 'Importation annulée',
    eliminados_one: '{{count}} utilisateur a été supprimé.',
    eliminados_other: '{{count}} utilisateurs ont été supprimés.',
    conservados_one: '{{count}} utilisateur a été conservé :',
    conservados_other: '{{count}} utilisateurs ont été conservés :',
    error: 'L’importation n’a pas été annulée',
  },
  descarga: {
    error: 'Le fichier n’a pas pu être téléchargé',
  },
};
