import type { Traducciones } from '../es';

export const reproductor: Traducciones['reproductor'] = {
  titulo: 'Lecteur multimédia',
  cerrar: 'Fermer',
  reproductor: 'Lecteur',
  reproducir: 'Lire',
  pausar: 'Pause',
  detener: 'Arrêter',
  posicion: 'Position',
  tiempo: '{{actual}} / {{total}}',
  velocidad: 'Vitesse',
  velocidadValor: '{{valor}}x',
  volumen: 'Volume',
  sinSoporte: 'Votre navigateur ne peut pas lire ce contenu.',
  sinContenido: 'Ce multimédia n’a aucun contenu à afficher.',
  descripcion: 'Description',
  sinDescripcion: 'Aucune description.',
  vistas_one: '{{count}} vue',
  vistas_other: '{{count}} vues',
  meGusta: 'J’aime ({{n}})',
  noMeGusta: 'Je n’aime pas ({{n}})',
  foro: 'Forum',
  descargar: 'Télécharger',
  descargando: 'Téléchargement…',
  volverCurso: 'Retour au cours {{curso}}',
  pdf: {
    pagina: 'Page {{n}} sur {{total}}',
    anterior: 'Page précédente',
    siguiente: 'Page suivante',
    cargando: 'Chargement du PDF…',
    lienzo: 'Page {{n}} du document',
  },
  imagen: {
    ampliar: 'Agrandir l’image',
    reducir: 'Ajuster l’image',
  },
  enlace: {
    abrir: 'Ouvrir le lien',
    vista: 'Aperçu du lien',
    aviso: 'Certaines pages ne peuvent pas s’afficher ici ; ouvrez-les dans un nouvel onglet.',
  },
  bloqueo: {
    titulo: 'Vous devez terminer le multimédia précédent avant d’accéder à celui-ci',
    detalle: 'Terminez d’abord « {{nombre}} » ({{porcentaje}} %)',
    icono: 'Leçon verrouillée',
  },
  progreso: {
    completada: 'Leçon terminée',
    guardado: 'Progression enregistrée : {{porcentaje}} %',
    acotado:
      'Progression enregistrée : {{porcentaje}} %. Elle est comptée au rythme réel d’étude et sera mise à jour dans quelques secondes.',
    acotadoAlCerrar:
      'La leçon est restée à {{porcentaje}} % : la progression est comptée au rythme réel d’étude. Rouvrez-la pour la terminer.',
  },
  abierta: {
    imagen: 'Gardez cette leçon ouverte encore {{n}} s pour la terminer.',
    enlace: 'Consultez le lien : vous pourrez le fermer comme terminé dans {{n}} s.',
    enlaceListo: 'Vous pouvez maintenant fermer le lien : il sera marqué comme terminé.',
    cerradaAntes:
      'La leçon a été fermée trop tôt : rouvrez-la et gardez-la ouverte au moins {{n}} s pour la terminer.',
  },
  errores: {
    pdf: 'Erreur PDF',
    pdfjs: 'Erreur lors du chargement de PDF.js',
    cargar: 'Erreur lors du chargement du multimédia',
    descargar: 'Le fichier n’a pas pu être téléchargé',
    progreso: 'La progression n’a pas été enregistrée',
    calificar: 'La note n’a pas été enregistrée',
  },
};
