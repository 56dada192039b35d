import type { Traducciones } from '../es';

export const descargas: Traducciones['descargas'] = {
  descargar: 'Baixar',
  descargarCurso: 'Baixar curso',
  descargarCursoHecho_one: 'O download de {{count}} lição foi iniciado.',
  descargarCursoHecho_other: 'O download de {{count}} lições foi iniciado.',
  cursoDescargado: 'Todas as lições deste curso já foram baixadas.',
  descargada: 'Baixada · {{tamano}}',
  progreso: '{{porcentaje}} % · {{velocidad}}',
  progresoSinTotal: '{{descargado}} · {{velocidad}}',
  pausada: 'Em pausa · {{porcentaje}} %',
  quitar: 'Remover',
  cancelar: 'Cancelar',
  reintentar: 'Tentar novamente',
  reanudar: 'Retomar',
  barra: 'Download de {{nombre}}',
  errores: {
    iniciar: 'Não foi possível iniciar o download',
    quitar: 'Não foi possível remover o download',
    fallo: 'O download falhou',
  },
  lista: {
    abrir: 'Downloads',
    titulo: 'Lições baixadas neste computador',
    vacia: 'Não há lições baixadas.',
    total: 'Espaço usado: {{tamano}}',
    cerrar: 'Fechar',
    leccion: 'Lição',
    estado: 'Situação',
    tamano: 'Tamanho',
    acciones: 'Ações',
  },
};
