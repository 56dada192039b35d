import type { Traducciones } from '../es';

export const diseno: Traducciones['diseno'] = {
  barra: {
    masOpciones: '更多选项',
  },
};
