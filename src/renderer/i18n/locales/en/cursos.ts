import type { Traducciones } from '../es';

export const cursos: Traducciones['cursos'] = {
  lista: {
    saludo: 'Hello, {{nombre}}',
    vacio: 'There are no courses available yet.',
  },
};
