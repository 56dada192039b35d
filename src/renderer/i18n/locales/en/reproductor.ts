import type { Traducciones } from '../es';

export const reproductor: Traducciones['reproductor'] = {
  titulo: 'Media player',
  cerrar: 'Close',
  reproductor: 'Player',
  reproducir: 'Play',
  pausar: 'Pause',
  detener: 'Stop',
  posicion: 'Position',
  tiempo: '{{actual}} / {{total}}',
  velocidad: 'Speed',
  velocidadValor: '{{valor}}x',
  volumen: 'Volume',
  sinSoporte: 'Your browser cannot play this content.',
  sinContenido: 'This lesson has no content to show.',
  descripcion: 'Description',
  sinDescripcion: 'No description.',
  vistas_one: '{{count}} view',
  vistas_other: '{{count}} views',
  meGusta: 'Like ({{n}})',
  noMeGusta: 'Dislike ({{n}})',
  foro: 'Forum',
  descargar: 'Download',
  descargando: 'Downloading…',
  volverCurso: 'Back to course {{curso}}',
  pdf: {
    pagina: 'Page {{n}} of {{total}}',
    anterior: 'Previous page',
    siguiente: 'Next page',
    cargando: 'Loading PDF…',
    lienzo: 'Page {{n}} of the document',
  },
  imagen: {
    ampliar: 'Zoom in',
    reducir: 'Fit image',
  },
  enlace: {
    abrir: 'Open link',
    vista: 'Link preview',
    aviso: 'Some pages cannot be shown here; open them in a new tab.',
  },
  bloqueo: {
    titulo: 'You must complete the previous lesson before opening this one',
    detalle: 'Finish «{{nombre}}» first ({{porcentaje}} %)',
    icono: 'Locked lesson',
  },
  progreso: {
    completada: 'Lesson completed',
    guardado: 'Progress saved: {{porcentaje}} %',
    acotado:
      'Progress saved: {{porcentaje}} %. It is recorded at the real pace of study and will update in a few seconds.',
    acotadoAlCerrar:
      'The lesson stayed at {{porcentaje}} %: progress is recorded at the real pace of study. Open it again to complete it.',
  },
  abierta: {
    imagen: 'Keep this lesson open {{n}} s more to complete it.',
    enlace: 'Review the link: you can close it as completed in {{n}} s.',
    enlaceListo: 'You can close the link now: it will be completed.',
    cerradaAntes:
      'The lesson was closed too early: open it again and keep it open at least {{n}} s to complete it.',
  },
  errores: {
    pdf: 'PDF error',
    pdfjs: 'Error loading PDF.js',
    cargar: 'Error loading the lesson',
    descargar: 'The file could not be downloaded',
    progreso: 'Progress was not saved',
    calificar: 'The rating was not saved',
  },
};
