export const errores = {
  '401': {
    titulo: 'Acceso no autorizado',
    descripcion: 'No tienes permisos para ver esta página.',
  },
  '404': {
    titulo: 'Página no encontrada',
    descripcion: 'La página que buscas no existe o fue movida.',
  },
  '500': {
    titulo: 'Ocurrió un error inesperado',
    descripcion: 'Algo salió mal al mostrar esta pantalla. Intenta de nuevo más tarde.',
  },
  red: {
    sinConexion: 'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
    respuestaInvalida: 'El servidor respondió con un error inesperado (HTTP {{status}}).',
    cancelada: 'La solicitud fue cancelada.',
  },
};
