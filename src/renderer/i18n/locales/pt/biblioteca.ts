import type { Traducciones } from '../es';

export const biblioteca: Traducciones['biblioteca'] = {
  total: 'Total: {{total}}',
  verMas: 'Ver mais',
  verMenos: 'Ver menos',
  vacio: 'A biblioteca está vazia.',
};
