/** Captions of video lessons and the player's keyboard help (issue 16). */
export const subtitulos = {
  seccion: 'Subtítulos',
  ayuda:
    'Archivos WebVTT (.vtt) en UTF-8, de hasta 512 KB, uno por idioma. Subir otro en el mismo idioma reemplaza el anterior.',
  guardarPrimero:
    'Guarde primero la lección de video; luego, al editarla, podrá añadir sus subtítulos.',
  soloVideo: 'Solo las lecciones de video pueden tener subtítulos.',
  ninguno: 'Esta lección aún no tiene subtítulos.',
  idioma: 'Idioma',
  etiqueta: 'Etiqueta (opcional)',
  etiquetaAyuda: 'Lo que verá el estudiante en el menú CC; por defecto, el nombre del idioma.',
  archivo: 'Archivo .vtt',
  subir: 'Subir subtítulos',
  subiendo: 'Subiendo subtítulos…',
  reemplazar: 'Reemplazar {{etiqueta}}',
  quitar: 'Quitar {{etiqueta}}',
  subido: 'Subtítulos guardados: {{etiqueta}}',
  quitado: 'Subtítulos quitados: {{etiqueta}}',
  errorSubir: 'No se pudieron guardar los subtítulos',
  errorQuitar: 'No se pudieron quitar los subtítulos',
  sinArchivo: 'Seleccione un archivo .vtt.',
  fila: '{{etiqueta}} ({{idioma}})',
  /** The player's button text (the usual abbreviation in every language). */
  sigla: 'CC',
  cc: 'Subtítulos',
  ccActivos: 'Subtítulos: {{etiqueta}}',
  desactivados: 'Desactivados',
  errorCargar: 'No se pudieron cargar los subtítulos.',
  teclado:
    'Teclado: Espacio o Enter reproduce o pausa; flechas izquierda y derecha retroceden o avanzan el 5 % de la duración.',
};
