import type { Traducciones } from '../es';

export const subtitulos: Traducciones['subtitulos'] = {
  seccion: 'Captions',
  ayuda:
    'WebVTT files (.vtt) in UTF-8, up to 512 KB, one per language. Uploading another in the same language replaces the previous one.',
  guardarPrimero: 'Save the video lesson first; then, when editing it, you can add its captions.',
  soloVideo: 'Only video lessons can have captions.',
  ninguno: 'This lesson has no captions yet.',
  idioma: 'Language',
  etiqueta: 'Label (optional)',
  etiquetaAyuda: 'What the learner sees in the CC menu; by default, the language name.',
  archivo: '.vtt file',
  subir: 'Upload captions',
  subiendo: 'Uploading captions…',
  reemplazar: 'Replace {{etiqueta}}',
  quitar: 'Remove {{etiqueta}}',
  subido: 'Captions saved: {{etiqueta}}',
  quitado: 'Captions removed: {{etiqueta}}',
  errorSubir: 'The captions could not be saved',
  errorQuitar: 'The captions could not be removed',
  sinArchivo: 'Choose a .vtt file.',
  fila: '{{etiqueta}} ({{idioma}})',
  sigla: 'CC',
  cc: 'Captions',
  ccActivos: 'Captions: {{etiqueta}}',
  desactivados: 'Off',
  errorCargar: 'The captions could not be loaded.',
  teclado:
    'Keyboard: Space or Enter plays or pauses; the left and right arrows go back or forward 5% of the length.',
};
