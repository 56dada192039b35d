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
    accion: 'Restablecer',
    email: 'Email',
    identificacion: 'Número de identificación',
    password: 'Nueva contraseña',
    confirmPassword: 'Confirmar nueva contraseña',
    exito: 'Contraseña restablecida. Ya puedes ingresar.',
    error: 'Error al restablecer la contraseña',
  },
  cambiarPassword: {
    titulo: 'Cambiar contraseña',
    accion: 'Cambiar Contraseña',
    actual: 'Contraseña actual',
    nueva: 'Nueva contraseña',
    repetir: 'Repetir nueva contraseña',
    exito: 'Password Actualizado',
    error: 'Error actualizando Password',
  },
  cambioObligatorio: {
    titulo: 'Cambie su contraseña',
    explicacion:
      'El administrador le asignó una contraseña temporal. Para continuar, escríbala y elija una contraseña propia.',
    reglas:
      'La nueva contraseña debe tener al menos {{minimo}} caracteres y ser diferente de la temporal.',
  },
  sesion: {
    terminada: 'Tu sesión terminó',
  },
  logout: {
    exito: 'Usuario deslogueado correctamente',
  },
};
