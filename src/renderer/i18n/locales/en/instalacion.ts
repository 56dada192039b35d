import type { Traducciones } from '../es';

export const instalacion: Traducciones['instalacion'] = {
  titulo: 'Welcome: create the administration account',
  explicacion:
    'This is the first start of this installation. The account you create here will manage the platform on this computer: keep the password safe.',
  comprobando: 'Checking the installation…',
  campos: {
    email: 'Email',
    nombre: 'First name',
    apellidos: 'Last name',
    password: 'Password',
    confirmPassword: 'Confirm password',
  },
  crear: 'Create account and sign in',
  exito: 'Administration account created',
  error: 'The account could not be created',
  irAlLogin: 'Go to sign in',
};
