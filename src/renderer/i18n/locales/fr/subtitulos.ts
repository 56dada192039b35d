import type { Traducciones } from '../es';

export const subtitulos: Traducciones['subtitulos'] = {
  seccion: 'Sous-titres',
  ayuda:
    'Fichiers WebVTT (.vtt) en UTF-8, de 512 Ko maximum, un par langue. En téléverser un autre dans la même langue remplace le précédent.',
  guardarPrimero:
    'Enregistrez d’abord la leçon vidéo ; vous pourrez ensuite ajouter ses sous-titres en la modifiant.',
  soloVideo: 'Seules les leçons vidéo peuvent avoir des sous-titres.',
  ninguno: 'Cette leçon n’a pas encore de sous-titres.',
  idioma: 'Langue',
  etiqueta: 'Libellé (facultatif)',
  etiquetaAyuda: 'Ce que l’apprenant voit dans le menu CC ; par défaut, le nom de la langue.',
  archivo: 'Fichier .vtt',
  subir: 'Téléverser les sous-titres',
  subiendo: 'Téléversement des sous-titres…',
  reemplazar: 'Remplacer {{etiqueta}}',
  quitar: 'Retirer {{etiqueta}}',
  subido: 'Sous-titres enregistrés : {{etiqueta}}',
  quitado: 'Sous-titres retirés : {{etiqueta}}',
  errorSubir: 'Impossible d’enregistrer les sous-titres',
  errorQuitar: 'Impossible de retirer les sous-titres',
  sinArchivo: 'Choisissez un fichier .vtt.',
  fila: '{{etiqueta}} ({{idioma}})',
  sigla: 'CC',
  cc: 'Sous-titres',
  ccActivos: 'Sous-titres : {{etiqueta}}',
  desactivados: 'Désactivés',
  errorCargar: 'Impossible de charger les sous-titres.',
  teclado:
    'Clavier : Espace ou Entrée lance ou met en pause ; les flèches gauche et droite reculent ou avancent de 5 % de la durée.',
};
