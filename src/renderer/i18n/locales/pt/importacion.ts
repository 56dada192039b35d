import type { Traducciones } from '../es';

/** Users import (issue 8): the wizard, the history and the printable credentials. */
export const importacion: Traducciones['importacion'] = {
  titulo: 'Importar usuários',
  elegir: {
    explicacion:
      'Escolha um arquivo CSV com uma linha por usuário. Primeiro é feita uma simulação completa: nada é salvo até que você confirme.',
    reemplazarCursos: 'Substituir os cursos atribuídos',
    avisoReemplazar:
      'Atenção: os usuários existentes que estiverem no arquivo terão seus cursos atribuídos substituídos pelos do arquivo.',
    boton: 'Escolher arquivo',
    plantilla: 'Baixar modelo',
    subiendo: 'Enviando e validando… {{porcentaje}} %',
    errorLectura: 'Não foi possível ler o arquivo.',
  },
  conteos: {
    nuevo: 'Novos',
    actualizado: 'Atualizados',
    sinCambios: 'Sem alterações',
    error: 'Erros',
  },
  estadosFila: {
    nuevo: 'Novo',
    actualizado: 'Atualizado',
    sinCambios: 'Sem alterações',
    error: 'Erro',
  },
  estadosLote: {
    validado: 'Validado',
    en_curso: 'Em andamento',
    completado: 'Concluído',
    cancelado: 'Cancelado',
    fallido: 'Com falha',
    deshecho: 'Desfeito',
  },
  vista: {
    archivo_one: 'Arquivo: {{archivo}} ({{count}} linha)',
    archivo_other: 'Arquivo: {{archivo}} ({{count}} linhas)',
    conteos: 'Resultado da simulação',
    reemplazando:
      'Os cursos atribuídos dos usuários existentes que estiverem no arquivo serão substituídos.',
    desconocidas: 'Estas colunas não foram reconhecidas e serão ignoradas: {{columnas}}',
    tipoRegistroPredeterminado:
      'Novos usuários sem «Tipo de registro» (tipo de cadastro): {{n}}. Serão criados como Estudiante (estudante).',
    informeErrores: 'Baixar relatório de erros',
    modo: 'O que você deseja importar?',
    importar: 'Importar',
    validarDeNuevo: 'Validar novamente',
    otroArchivo: 'Escolher outro arquivo',
  },
  modos: {
    soloNuevos: 'Apenas criar novos',
    nuevosYActualizar: 'Criar e atualizar existentes',
  },
  filas: {
    titulo: 'Linhas do arquivo',
    filtro: 'Mostrar',
    todos: 'Todas as linhas',
    fila: 'Linha',
    email: 'E-mail',
    nombre: 'Nome',
    estado: 'Situação',
    detalle: 'Motivo ou alterações',
    cambios: 'Altera: {{campos}}',
    vacio: 'Não há linhas para mostrar.',
  },
  progreso: {
    iniciando: 'Iniciando…',
    hash: 'Preparando senhas…',
    escritura: 'Salvando usuários…',
    cuenta: '{{procesadas}} de {{aplicar}}',
    cancelar: 'Cancelar importação',
    cerrar:
      'Você pode fechar esta janela: a importação continua e o resultado fica registrado no histórico.',
  },
  resultado: {
    completado: 'Importação concluída: {{creados}} criados, {{actualizados}} atualizados',
    cancelado: 'Importação cancelada: nenhuma alteração foi salva.',
    fallido: 'A importação falhou: {{error}}',
    deshecho_one: 'Importação desfeita: {{count}} usuário foi excluído.',
    deshecho_other: 'Importação desfeita: {{count}} usuários foram excluídos.',
    credenciales_one:
      '{{count}} usuário recebeu uma senha inicial gerada. Entregue-a de forma segura: ela deverá ser alterada no primeiro acesso.',
    credenciales_other:
      '{{count}} usuários receberam uma senha inicial gerada. Entregue-as de forma segura: elas deverão ser alteradas no primeiro acesso.',
  },
  credenciales: {
    descargar: 'Baixar credenciais',
    imprimir: 'Imprimir credenciais',
    titulo: 'Credenciais iniciais',
    botonImprimir: 'Imprimir',
    volver: 'Voltar aos usuários',
    aviso: 'Senhas iniciais geradas. Cada usuário deverá alterar a sua no primeiro acesso.',
    email: 'E-mail',
    nombre: 'Nome',
    password: 'Senha',
    vacio: 'Não há credenciais pendentes: todos os usuários já alteraram a senha.',
  },
  historial: {
    titulo: 'Histórico de importações',
    fecha: 'Data',
    por: 'Importado por',
    archivo: 'Arquivo',
    estado: 'Situação',
    conteos: 'Resultado',
    acciones: 'Ações',
    vacio: 'Ainda não há importações.',
    aplicado: '{{creados}} criados, {{actualizados}} atualizados',
    deshechos_one: '{{count}} desfeito',
    deshechos_other: '{{count}} desfeitos',
    simulado:
      '{{nuevo}} novos, {{actualizado}} atualizados, {{sinCambios}} sem alterações, {{error}} erros',
  },
  deshacer: {
    boton: 'Desfazer',
    titulo: 'Desfazer importação',
    explicacion:
      'Serão excluídos apenas os usuários criados por esta importação que nunca iniciaram sessão; os que já entraram são mantidos. Os usuários atualizados não são revertidos.',
    resultado: 'Importação desfeita',
    eliminados_one: '{{count}} usuário foi excluído.',
    eliminados_other: '{{count}} usuários foram excluídos.',
    conservados_one: '{{count}} usuário foi mantido:',
    conservados_other: '{{count}} usuários foram mantidos:',
    error: 'A importação não foi desfeita',
  },
  descarga: {
    error: 'Não foi possível baixar o arquivo',
  },
};
