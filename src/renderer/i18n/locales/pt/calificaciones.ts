import type { Traducciones } from '../es';

/** Grades screen (spec 2, Grades list; spec 8). */
export const calificaciones: Traducciones['calificaciones'] = {
  titulo: 'Notas',
  saludo: 'Olá, {{nombre}}',
  vacio: 'Ainda não há notas.',
  columnas: {
    indice: '#',
    estudiante: 'Aluno',
    titulo: 'Título',
    timestamp: 'Data',
    puntajeEstudiante: 'Pontuação do estudante',
    puntajeRequerido: 'Pontuação exigida',
    codigo: 'Código',
    calificacionTexto: 'Nota',
  },
  filtros: {
    estudiante: 'Aluno',
    estudiantePlaceholder: 'Digite nome, e-mail ou identificação',
    curso: 'Curso',
    todosLosCursos: 'Todos os cursos',
  },
  errores: {
    cargar: 'Erro ao carregar as notas',
  },
};
