export const biblioteca = {
  total: 'Total: {{total}}',
  verMas: 'Ver Más',
  verMenos: 'Ver menos',
  vacio: 'La biblioteca está vacía.',
};
