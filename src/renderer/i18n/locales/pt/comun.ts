import type { Traducciones } from '../es';

export const comun: Traducciones['comun'] = {
  app: {
    nombre: 'CONTENIDO FORMATIVO',
    titulo: 'Contenido Formativo',
  },
  cargando: 'Carregando…',
  cerrarSesion: 'Sair',
  volverAlInicio: 'Voltar ao início',
  volver: 'Voltar',
  cerrar: 'Fechar',
  entendido: 'Entendi',
  cancelar: 'Cancelar',
  guardar: 'Salvar',
  continuar: 'Continuar',
  si: 'Sim',
  no: 'Não',
  guardadoConExito: 'Salvo com sucesso',
  contador: '{{n}}/{{max}}',
  archivo: {
    ninguno: 'Nenhum arquivo selecionado',
  },
  subida: {
    progreso: 'Enviando… {{porcentaje}}%',
  },
  etiquetas: {
    ayuda: 'Digite e pressione Enter para adicionar.',
    quitar: 'Remover {{etiqueta}}',
  },
  paginacion: {
    porPagina: 'Linhas por página',
    total: 'Total: {{total}}',
    anterior: 'Página anterior',
    siguiente: 'Próxima página',
    pagina: 'Página {{pagina}} de {{paginas}}',
  },
};
