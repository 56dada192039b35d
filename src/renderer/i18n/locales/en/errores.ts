import type { Traducciones } from '../es';

export const errores: Traducciones['errores'] = {
  '401': {
    titulo: 'Unauthorized',
    descripcion: 'You do not have permission to see this page.',
  },
  '404': {
    titulo: 'Page not found',
    descripcion: 'The page you are looking for does not exist or was moved.',
  },
  '500': {
    titulo: 'An unexpected error occurred',
    descripcion: 'Something went wrong while showing this screen. Please try again later.',
  },
  red: {
    sinConexion: 'Could not reach the server. Check your connection and try again.',
    respuestaInvalida: 'The server answered with an unexpected error (HTTP {{status}}).',
    cancelada: 'The request was cancelled.',
  },
};
