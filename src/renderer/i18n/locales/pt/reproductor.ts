import type { Traducciones } from '../es';

export const reproductor: Traducciones['reproductor'] = {
  titulo: 'Reprodutor de multimídia',
  cerrar: 'Fechar',
  reproductor: 'Reprodutor',
  reproducir: 'Reproduzir',
  pausar: 'Pausar',
  detener: 'Parar',
  posicion: 'Posição',
  tiempo: '{{actual}} / {{total}}',
  velocidad: 'Velocidade',
  velocidadValor: '{{valor}}x',
  volumen: 'Volume',
  sinSoporte: 'Seu navegador não consegue reproduzir este conteúdo.',
  sinContenido: 'Esta multimídia não tem conteúdo para mostrar.',
  descripcion: 'Descrição',
  sinDescripcion: 'Sem descrição.',
  vistas_one: '{{count}} visualização',
  vistas_other: '{{count}} visualizações',
  meGusta: 'Gostei ({{n}})',
  noMeGusta: 'Não gostei ({{n}})',
  foro: 'Fórum',
  descargar: 'Baixar',
  descargando: 'Baixando…',
  volverCurso: 'Voltar ao curso {{curso}}',
  pdf: {
    pagina: 'Página {{n}} de {{total}}',
    anterior: 'Página anterior',
    siguiente: 'Próxima página',
    cargando: 'Carregando PDF…',
    lienzo: 'Página {{n}} do documento',
  },
  imagen: {
    ampliar: 'Ampliar imagem',
    reducir: 'Ajustar imagem',
  },
  enlace: {
    abrir: 'Abrir link',
    vista: 'Pré-visualização do link',
    aviso: 'Algumas páginas não podem ser exibidas aqui; abra-as em uma nova aba.',
  },
  bloqueo: {
    titulo: 'Você precisa concluir a lição anterior antes de acessar esta',
    detalle: 'Termine primeiro «{{nombre}}» ({{porcentaje}} %)',
    icono: 'Lição bloqueada',
  },
  progreso: {
    completada: 'Lição concluída',
    guardado: 'Progresso salvo: {{porcentaje}} %',
    acotado:
      'Progresso salvo: {{porcentaje}} %. Ele é registrado no ritmo real de estudo e será atualizado em alguns segundos.',
    acotadoAlCerrar:
      'A lição ficou em {{porcentaje}} %: o progresso é registrado no ritmo real de estudo. Abra-a novamente para concluí-la.',
  },
  abierta: {
    imagen: 'Mantenha esta lição aberta por mais {{n}} s para concluí-la.',
    enlace: 'Confira o link: você poderá fechá-lo como concluído em {{n}} s.',
    enlaceListo: 'Você já pode fechar o link: ele ficará concluído.',
    cerradaAntes:
      'A lição foi fechada antes do tempo: abra-a novamente e mantenha-a aberta por pelo menos {{n}} s para concluí-la.',
  },
  errores: {
    pdf: 'Erro no PDF',
    pdfjs: 'Erro ao carregar o PDF.js',
    cargar: 'Erro ao carregar a multimídia',
    descargar: 'Não foi possível baixar o arquivo',
    progreso: 'O progresso não foi salvo',
    calificar: 'A opinião não foi salva',
  },
};
