import type { Traducciones } from '../es';

export const diseno: Traducciones['diseno'] = {
  barra: {
    masOpciones: 'More options',
  },
};
