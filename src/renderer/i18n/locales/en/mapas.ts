import type { Traducciones } from '../es';

export const mapas: Traducciones['mapas'] = {
  busqueda: 'Search course',
  estado: 'Status',
  estados: {
    todos: 'All',
    activos: 'Active',
    inactivos: 'Inactive',
  },
  activo: 'Active',
  inactivo: 'Inactive',
  ultimaRevision: 'Last review: {{fecha}}',
  sinActividad: 'Last review: no activity',
  aprendices_one: '{{count}} learner',
  aprendices_other: '{{count}} learners',
  completado: 'Completed: {{porcentaje}} %',
  completados: '{{completados}} of {{aprendices}} finished the course',
  abrir: 'Open the course {{nombre}}',
  descargar: 'Download CSV',
  vacio: 'There are no courses to show.',
  error: 'The maps could not be loaded',
  ayudaRevision: 'The last review is the last time a learner recorded progress in the course.',
};
