import type { Traducciones } from '../es';

export const mapas: Traducciones['mapas'] = {
  busqueda: 'Rechercher un cours',
  estado: 'État',
  estados: {
    todos: 'Tous',
    activos: 'Actifs',
    inactivos: 'Inactifs',
  },
  activo: 'Actif',
  inactivo: 'Inactif',
  ultimaRevision: 'Dernière activité : {{fecha}}',
  sinActividad: 'Dernière activité : aucune',
  aprendices_one: '{{count}} apprenant',
  aprendices_other: '{{count}} apprenants',
  completado: 'Terminé : {{porcentaje}} %',
  completados: '{{completados}} sur {{aprendices}} ont terminé le cours',
  abrir: 'Ouvrir le cours {{nombre}}',
  descargar: 'Télécharger le CSV',
  vacio: 'Aucun cours à afficher.',
  error: 'Les cartes n’ont pas pu être chargées',
  ayudaRevision:
    'La dernière activité correspond à la dernière fois qu’un apprenant a enregistré une progression dans le cours.',
};
