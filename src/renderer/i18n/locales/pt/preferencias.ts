import type { Traducciones } from '../es';

export const preferencias: Traducciones['preferencias'] = {
  idioma: {
    boton: '{{idioma}} — idioma',
    titulo: 'Idioma da interface',
  },
  accesibilidad: {
    boton: 'Texto grande e alto contraste',
    textoGrande: 'Texto grande',
    altoContraste: 'Alto contraste',
  },
  publicas: 'Idioma e exibição',
  guardar: {
    error: 'Não foi possível salvar suas preferências',
  },
};
