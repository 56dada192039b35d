/** Grades screen (spec 2, Grades list; spec 8). */
export const calificaciones = {
  titulo: 'Calificaciones',
  saludo: 'Hola, {{nombre}}',
  vacio: 'Aún no hay calificaciones.',
  columnas: {
    indice: '#',
    estudiante: 'Aprendiz',
    titulo: 'Título',
    timestamp: 'Fecha',
    puntajeEstudiante: 'Puntaje del estudiante',
    puntajeRequerido: 'Puntaje requerido',
    codigo: 'Código',
    calificacionTexto: 'Calificación',
  },
  filtros: {
    estudiante: 'Aprendiz',
    estudiantePlaceholder: 'Escriba nombre, correo o identificación',
    curso: 'Curso',
    todosLosCursos: 'Todos los cursos',
  },
  errores: {
    cargar: 'Error cargando calificaciones',
  },
};
