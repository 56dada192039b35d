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
    enConstruccion:
      'Password reset is under construction. In the meantime, ask your centre administrator for help.',
  },
  sesion: {
    terminada: 'Your session ended',
  },
  logout: {
    exito: 'Signed out successfully',
  },
};
