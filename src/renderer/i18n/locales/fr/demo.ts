import type { Traducciones } from '../es';

export const demo: Traducciones['demo'] = {
  titulo: 'Contenu de démonstration',
  intro:
    'Au démarrage avec --demo (npm start -- --demo, npm run seed:demo ou SEMBRAR_DEMO=1 sur le serveur), la plateforme crée une seule fois un contenu d’essai pour la découvrir :',
  contenido: {
    curso:
      'Le cours {{codigo}} « Competencias digitales básicas » : informations générales, deux modules, un programme en PDF et cinq leçons (vidéo, audio, document PDF, image et lien).',
    evaluacion:
      'L’évaluation {{codigo}} « Evaluación final » : cinq questions ; réussie à partir de 80.',
    aprendiz:
      'L’apprenant {{email}}, inscrit au cours, avec un mot de passe de démonstration publié dans la documentation.',
  },
  aviso:
    'Ce sont des données d’essai : n’utilisez pas --demo sur un serveur avec de vrais utilisateurs. Si c’est déjà fait, supprimez ce contenu ou changez le mot de passe de l’apprenant.',
  estadoTitulo: 'Dans cette installation',
  presente: 'Présent',
  ausente: 'Absent',
  errorEstado: 'Impossible de vérifier le contenu de cette installation. Réessayez.',
  quitarTitulo: 'Comment le supprimer',
  quitada: 'Il ne reste aucun contenu de démonstration dans cette installation.',
  abrir: 'Ouvrir',
  pasos: {
    lecciones: 'Ouvrez les leçons du cours et supprimez-les une par une.',
    evaluacion: 'Dans Évaluations, supprimez {{codigo}}.',
    curso: 'Dans Cours, supprimez le cours {{codigo}}.',
    aprendiz: 'Dans Utilisateurs, supprimez le compte {{email}}.',
    noRepetir:
      'Ne redémarrez pas avec --demo : si le cours manque, la plateforme le créerait de nouveau.',
  },
};
