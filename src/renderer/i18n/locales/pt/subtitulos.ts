import type { Traducciones } from '../es';

export const subtitulos: Traducciones['subtitulos'] = {
  seccion: 'Legendas',
  ayuda:
    'Arquivos WebVTT (.vtt) em UTF-8, de até 512 KB, um por idioma. Enviar outro no mesmo idioma substitui o anterior.',
  guardarPrimero:
    'Salve primeiro a lição em vídeo; depois, ao editá-la, você poderá adicionar as legendas.',
  soloVideo: 'Somente lições em vídeo podem ter legendas.',
  ninguno: 'Esta lição ainda não tem legendas.',
  idioma: 'Idioma',
  etiqueta: 'Rótulo (opcional)',
  etiquetaAyuda: 'O que o aluno vê no menu CC; por padrão, o nome do idioma.',
  archivo: 'Arquivo .vtt',
  subir: 'Enviar legendas',
  subiendo: 'Enviando legendas…',
  reemplazar: 'Substituir {{etiqueta}}',
  quitar: 'Remover {{etiqueta}}',
  subido: 'Legendas salvas: {{etiqueta}}',
  quitado: 'Legendas removidas: {{etiqueta}}',
  errorSubir: 'Não foi possível salvar as legendas',
  errorQuitar: 'Não foi possível remover as legendas',
  sinArchivo: 'Escolha um arquivo .vtt.',
  fila: '{{etiqueta}} ({{idioma}})',
  sigla: 'CC',
  cc: 'Legendas',
  ccActivos: 'Legendas: {{etiqueta}}',
  desactivados: 'Desativadas',
  errorCargar: 'Não foi possível carregar as legendas.',
  teclado:
    'Teclado: Espaço ou Enter reproduz ou pausa; as setas para a esquerda e para a direita voltam ou avançam 5% da duração.',
};
