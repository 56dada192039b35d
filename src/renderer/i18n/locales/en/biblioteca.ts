import type { Traducciones } from '../es';

export const biblioteca: Traducciones['biblioteca'] = {
  total: 'Total: {{total}}',
  verMas: 'See more',
  verMenos: 'See less',
  vacio: 'The library is empty.',
};
