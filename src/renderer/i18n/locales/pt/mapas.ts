import type { Traducciones } from '../es';

export const mapas: Traducciones['mapas'] = {
  busqueda: 'Pesquisar curso',
  estado: 'Situação',
  estados: {
    todos: 'Todos',
    activos: 'Ativos',
    inactivos: 'Inativos',
  },
  activo: 'Ativo',
  inactivo: 'Inativo',
  ultimaRevision: 'Última revisão: {{fecha}}',
  sinActividad: 'Última revisão: sem atividade',
  aprendices_one: '{{count}} aluno',
  aprendices_other: '{{count}} alunos',
  completado: 'Concluído: {{porcentaje}} %',
  completados: '{{completados}} de {{aprendices}} terminaram o curso',
  abrir: 'Abrir o curso {{nombre}}',
  descargar: 'Baixar CSV',
  vacio: 'Não há cursos para mostrar.',
  error: 'Não foi possível carregar os mapas',
  ayudaRevision: 'A última revisão é a última vez que um aluno registrou progresso no curso.',
};
