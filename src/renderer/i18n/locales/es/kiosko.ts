export const kiosko = {
  cambiarUsuario: 'Cambiar de usuario',
  cuentaRegresiva: {
    titulo: '¿Sigues ahí?',
    mensaje: 'Tu sesión se cerrará en {{segundos}} s',
    explicacion:
      'En este equipo compartido la sesión se cierra tras un tiempo sin actividad, para que la siguiente persona no vea tus datos.',
    seguir: 'Seguir aquí',
  },
  cerrando: 'Cerrando la sesión…',
};
