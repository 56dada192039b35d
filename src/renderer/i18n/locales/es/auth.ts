export const auth = {
  login: {
    titulo: 'CONTENIDO FORMATIVO',
    usuario: 'Usuario o email',
    password: 'Contraseña',
    recordarme: 'Recordarme',
    ingresar: 'Ingresar',
    restablecer: 'Restablecer mi contraseña',
    registrarme: 'Registrarme',
    error: 'Error al loguearse',
  },
  validacion: {
    usuarioRequerido: 'Por favor, ingrese su nombre de usuario.',
    passwordRequerido: 'Por favor, ingrese su contraseña.',
  },
  emailNoVerificado: {
    titulo: 'Falta poco!',
  },
  restablecer: {
    titulo: 'Restablecer mi contraseña',
    enConstruccion:
      'El restablecimiento de contraseña está en construcción. Mientras tanto, pide ayuda al administrador de tu centro.',
  },
  sesion: {
    terminada: 'Tu sesión terminó',
  },
  logout: {
    exito: 'Usuario deslogueado correctamente',
  },
};
