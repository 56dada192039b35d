import type { Traducciones } from '../es';

export const preferencias: Traducciones['preferencias'] = {
  idioma: {
    boton: '{{idioma}} — language',
    titulo: 'Interface language',
  },
  accesibilidad: {
    boton: 'Large text and high contrast',
    textoGrande: 'Large text',
    altoContraste: 'High contrast',
  },
  publicas: 'Language and display',
  guardar: {
    error: 'Your preferences could not be saved',
  },
};
