import type { Traducciones } from '../es';

export const descargas: Traducciones['descargas'] = {
  descargar: 'Télécharger',
  descargarCurso: 'Télécharger le cours',
  descargarCursoHecho_one: 'Le téléchargement de {{count}} leçon a commencé.',
  descargarCursoHecho_other: 'Le téléchargement de {{count}} leçons a commencé.',
  cursoDescargado: 'Toutes les leçons de ce cours sont déjà téléchargées.',
  descargada: 'Téléchargée · {{tamano}}',
  progreso: '{{porcentaje}} % · {{velocidad}}',
  progresoSinTotal: '{{descargado}} · {{velocidad}}',
  pausada: 'En pause · {{porcentaje}} %',
  quitar: 'Retirer',
  cancelar: 'Annuler',
  reintentar: 'Réessayer',
  reanudar: 'Reprendre',
  barra: 'Téléchargement de {{nombre}}',
  errores: {
    iniciar: 'Le téléchargement n’a pas pu démarrer',
    quitar: 'Le téléchargement n’a pas pu être retiré',
    fallo: 'Le téléchargement a échoué',
  },
  lista: {
    abrir: 'Téléchargements',
    titulo: 'Leçons téléchargées sur cet ordinateur',
    vacia: 'Aucune leçon téléchargée.',
    total: 'Espace utilisé : {{tamano}}',
    cerrar: 'Fermer',
    leccion: 'Leçon',
    estado: 'État',
    tamano: 'Taille',
    acciones: 'Actions',
  },
};
