export const comun = {
  app: {
    nombre: 'CONTENIDO FORMATIVO',
    titulo: 'Contenido Formativo',
  },
  cargando: 'Cargando…',
  cerrarSesion: 'Cerrar sesión',
  volverAlInicio: 'Volver al inicio',
  cerrar: 'Cerrar',
  entendido: 'Entendido',
};
