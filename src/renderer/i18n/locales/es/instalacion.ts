/** First start of a local installation: the administration account (docs/desktop.md). */
export const instalacion = {
  titulo: 'Bienvenido: cree la cuenta de administración',
  explicacion:
    'Es el primer inicio de esta instalación. La cuenta que cree aquí administrará la plataforma en este equipo: guarde bien la contraseña.',
  comprobando: 'Comprobando la instalación…',
  campos: {
    email: 'Email',
    nombre: 'Nombre',
    apellidos: 'Apellidos',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
  },
  crear: 'Crear cuenta e ingresar',
  exito: 'Cuenta de administración creada',
  error: 'No se pudo crear la cuenta',
  irAlLogin: 'Ir al inicio de sesión',
};
