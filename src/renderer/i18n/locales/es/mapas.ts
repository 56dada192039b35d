export const mapas = {
  busqueda: 'Buscar curso',
  estado: 'Estado',
  estados: {
    todos: 'Todos',
    activos: 'Activos',
    inactivos: 'Inactivos',
  },
  activo: 'Activo',
  inactivo: 'Inactivo',
  ultimaRevision: 'Última revisión: {{fecha}}',
  sinActividad: 'Última revisión: sin actividad',
  aprendices_one: '{{count}} aprendiz',
  aprendices_other: '{{count}} aprendices',
  completado: 'Completado: {{porcentaje}} %',
  completados: '{{completados}} de {{aprendices}} terminaron el curso',
  abrir: 'Abrir el curso {{nombre}}',
  descargar: 'Descargar CSV',
  vacio: 'No hay cursos que mostrar.',
  error: 'No se pudieron cargar los mapas',
  ayudaRevision:
    'La última revisión es la última vez que un aprendiz registró progreso en el curso.',
};
