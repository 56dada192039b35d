import type { Traducciones } from '../es';

export const comun: Traducciones['comun'] = {
  app: {
    nombre: 'CONTENIDO FORMATIVO',
    titulo: 'Contenido Formativo',
  },
  cargando: 'Loading…',
  cerrarSesion: 'Sign out',
  volverAlInicio: 'Back to start',
  volver: 'Back',
  cerrar: 'Close',
  entendido: 'Got it',
  cancelar: 'Cancel',
  guardar: 'Save',
  continuar: 'Continue',
  si: 'Yes',
  no: 'No',
  guardadoConExito: 'Saved successfully',
  contador: '{{n}}/{{max}}',
  archivo: {
    ninguno: 'No file selected',
  },
  subida: {
    progreso: 'Uploading… {{porcentaje}}%',
  },
  etiquetas: {
    ayuda: 'Type and press Enter to add.',
    quitar: 'Remove {{etiqueta}}',
  },
  paginacion: {
    porPagina: 'Rows per page',
    total: 'Total: {{total}}',
    anterior: 'Previous page',
    siguiente: 'Next page',
    pagina: 'Page {{pagina}} of {{paginas}}',
  },
};
