import type { Traducciones } from '../es';

export const comun: Traducciones['comun'] = {
  app: {
    nombre: 'CONTENIDO FORMATIVO',
    titulo: 'Contenido Formativo',
  },
  cargando: 'Loading…',
  cerrarSesion: 'Sign out',
  volverAlInicio: 'Back to start',
  cerrar: 'Close',
  entendido: 'Got it',
};
