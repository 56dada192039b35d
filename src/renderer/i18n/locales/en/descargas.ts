import type { Traducciones } from '../es';

export const descargas: Traducciones['descargas'] = {
  descargar: 'Download',
  descargarCurso: 'Download course',
  descargarCursoHecho_one: 'Started downloading {{count}} lesson.',
  descargarCursoHecho_other: 'Started downloading {{count}} lessons.',
  cursoDescargado: 'Every lesson of this course is already downloaded.',
  descargada: 'Downloaded · {{tamano}}',
  progreso: '{{porcentaje}} % · {{velocidad}}',
  progresoSinTotal: '{{descargado}} · {{velocidad}}',
  pausada: 'Paused · {{porcentaje}} %',
  quitar: 'Remove',
  cancelar: 'Cancel',
  reintentar: 'Retry',
  reanudar: 'Resume',
  barra: 'Download of {{nombre}}',
  errores: {
    iniciar: 'The download could not start',
    quitar: 'The download could not be removed',
    fallo: 'The download failed',
  },
  lista: {
    abrir: 'Downloads',
    titulo: 'Lessons downloaded on this computer',
    vacia: 'No lessons are downloaded.',
    total: 'Space used: {{tamano}}',
    cerrar: 'Close',
    leccion: 'Lesson',
    estado: 'State',
    tamano: 'Size',
    acciones: 'Actions',
  },
};
