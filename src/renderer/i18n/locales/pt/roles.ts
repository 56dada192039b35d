import type { Traducciones } from '../es';

export const roles: Traducciones['roles'] = {
  nombre: 'Nome',
  lista: 'Funções',
  usuariosDelRol_one: '{{count}} usuário',
  usuariosDelRol_other: '{{count}} usuários',
  omitirOrden: 'Pode abrir as lições fora de ordem',
  sinSeleccion: 'Não há funções.',
  alcance: {
    titulo: 'Abrangência',
    ayuda:
      'Com «Apenas meus cursos», quem tiver esta função vê usuários, progresso, notas, certificados e exportações apenas dos alunos dos cursos atribuídos a ele.',
    todos: 'Todos os usuários',
    misCursos: 'Apenas meus cursos',
  },
  nuevo: {
    boton: 'Nova função',
    titulo: 'Nova função',
    exito: 'Função criada',
  },
  editar: {
    titulo: 'Editar função',
    de: 'Editar função {{nombre}}',
  },
  eliminar: {
    titulo: 'Excluir função',
    de: 'Excluir função {{nombre}}',
    pregunta: 'Atenção: esta ação é irreversível. Deseja continuar?',
    exito: 'Função excluída',
  },
  errores: {
    crear: 'A função não foi criada',
    guardar: 'A função não foi salva',
    eliminar: 'A função não foi excluída',
  },
  permisos: {
    titulo: 'Lista de permissões da função: {{nombre}}',
    tabla: 'Permissões da função',
    vista: 'Tela',
    casilla: '{{operacion}} {{vista}}',
  },
  operaciones: {
    consultar: 'Consultar',
    crear: 'Criar',
    editar: 'Editar',
    desactivar: 'Desativar',
    eliminar: 'Excluir',
  },
  vistas: {
    cursos: 'Cursos',
    multimedias: 'Multimídias',
    usuarios: 'Usuários',
    roles: 'Funções',
    comentarios: 'Comentários',
    evaluaciones: 'Avaliações',
    calificaciones: 'Notas',
    informes: 'Relatórios e monitoramento',
    wiki: 'Wiki de ajuda',
  },
};
