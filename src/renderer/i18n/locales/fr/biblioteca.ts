import type { Traducciones } from '../es';

export const biblioteca: Traducciones['biblioteca'] = {
  total: 'Total : {{total}}',
  verMas: 'Voir plus',
  verMenos: 'Voir moins',
  vacio: 'La bibliothèque est vide.',
};
