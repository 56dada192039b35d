import type { Traducciones } from '../es';

export const calificaciones: Traducciones['calificaciones'] = {
  titulo: 'Grades',
  saludo: 'Hello, {{nombre}}',
  vacio: 'There are no grades yet.',
  columnas: {
    indice: '#',
    estudiante: 'Learner',
    titulo: 'Title',
    timestamp: 'Date',
    puntajeEstudiante: 'Student score',
    puntajeRequerido: 'Required score',
    codigo: 'Code',
    calificacionTexto: 'Grade',
  },
  filtros: {
    estudiante: 'Learner',
    estudiantePlaceholder: 'Type a name, e-mail or ID number',
    curso: 'Course',
    todosLosCursos: 'All courses',
  },
  errores: {
    cargar: 'Error loading grades',
  },
};
