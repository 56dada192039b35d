import type { Traducciones } from '../es';

export const auth: Traducciones['auth'] = {
  login: {
    titulo: 'CONTENIDO FORMATIVO',
    usuario: 'Username or email',
    password: 'Password',
    recordarme: 'Remember me',
    ingresar: 'Sign in',
    restablecer: 'Reset my password',
    registrarme: 'Sign up',
    error: 'Could not sign in',
  },
  validacion: {
    usuarioRequerido: 'Please enter your username.',
    passwordRequerido: 'Please enter your password.',
  },
  emailNoVerificado: {
    titulo: 'Almost there!',
  },
  restablecer: {
    titulo: 'Reset my password',
    accion: 'Reset',
    email: 'Email',
    identificacion: 'Identification number',
    password: 'New password',
    confirmPassword: 'Confirm new password',
    codigo: 'Reset code',
    enviarCodigo: 'Send code',
    continuar: 'Continue',
    tengoCodigo: 'I already have a code',
    volver: 'Back',
    avisoCorreo:
      'Type your email and identification number: we will send you a 6-digit code that expires in 15 minutes.',
    avisoTutor:
      'This platform sends no email: ask your centre’s tutor for a reset code and type it in the next step.',
    codigoEnviado:
      'If the details match an account, we sent a code to your email. If it does not arrive, ask your centre’s tutor.',
    codigoTutor: 'Type the code your centre’s tutor gave you.',
    exito: 'Password reset. You can sign in now.',
    error: 'Could not reset the password',
    errorSolicitud: 'Could not request the code',
  },
  cambiarPassword: {
    titulo: 'Change password',
    accion: 'Change password',
    actual: 'Current password',
    nueva: 'New password',
    repetir: 'Repeat new password',
    exito: 'Password updated',
    error: 'Could not update the password',
  },
  cambioObligatorio: {
    titulo: 'Change your password',
    explicacion:
      'The administrator gave you a temporary password. To continue, type it and choose a password of your own.',
    reglas:
      'The new password must have at least {{minimo}} characters and differ from the temporary one.',
  },
  sesion: {
    terminada: 'Your session ended',
  },
  logout: {
    exito: 'Signed out successfully',
  },
};
