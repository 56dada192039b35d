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
    codigo: 'Código de restablecimiento',
    enviarCodigo: 'Enviar código',
    continuar: 'Continuar',
    tengoCodigo: 'Ya tengo un código',
    volver: 'Volver',
    avisoCorreo:
      'Escribe tu email y tu número de identificación: te enviaremos un código de 6 dígitos que vence en 15 minutos.',
    avisoTutor:
      'Esta plataforma no envía correos: pide al tutor de tu centro un código de restablecimiento y escríbelo en el paso siguiente.',
    codigoEnviado:
      'Si los datos corresponden a una cuenta, te enviamos un código a tu email. Si no te llega, pídelo al tutor de tu centro.',
    codigoTutor: 'Escribe el código que te entregó el tutor de tu centro.',
    exito: 'Contraseña restablecida. Ya puedes ingresar.',
    error: 'Error al restablecer la contraseña',
    errorSolicitud: 'No se pudo pedir el código',
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
