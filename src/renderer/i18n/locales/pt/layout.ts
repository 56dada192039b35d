import type { Traducciones } from '../es';

export const layout: Traducciones['layout'] = {
  barra: {
    menuLateral: 'Mostrar ou ocultar o menu lateral',
    migas: 'Trilha de navegação',
    accesos: 'Atalhos',
    pantallaCompleta: 'Tela cheia',
    notificaciones: 'Notificações',
    cambiarPassword: 'Alterar minha senha',
  },
  accesos: {
    mapas: 'Mapas',
    informes: 'Relatórios',
    cursos: 'Cursos',
    biblioteca: 'Biblioteca',
    evaluaciones: 'Avaliações',
    usuarios: 'Usuários',
    roles: 'Funções',
    trabajos: 'Tarefas',
  },
  resultados: {
    titulo: 'Resultados',
    evaluaciones: 'Avaliações',
    calificaciones: 'Notas',
    certificado: 'Meu certificado',
    certificadosEmitidos: 'Certificados emitidos',
  },
  miPerfil: {
    titulo: 'Meu perfil',
    datos: 'Atualizar dados',
    cambiarPassword: 'Alterar senha',
  },
  menu: {
    titulo: 'Menu principal',
    rol: 'Função: {{rol}}',
    misCursos: 'Meus cursos',
    todosLosCursos: 'Todos os cursos',
    verTodos: 'Ver os {{total}} cursos',
    sinCursos: 'Você não tem cursos atribuídos.',
    configuracion: 'Configurações',
    progresoGeneral: 'Progresso geral: {{porcentaje}}%',
    progresoGeneralEtiqueta: 'Progresso geral',
  },
  notificaciones: {
    titulo: 'Notificações',
    vacio: 'Você não tem notificações.',
  },
};
