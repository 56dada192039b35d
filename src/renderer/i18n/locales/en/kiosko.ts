import type { Traducciones } from '../es';

export const kiosko: Traducciones['kiosko'] = {
  cambiarUsuario: 'Switch user',
  cuentaRegresiva: {
    titulo: 'Are you still there?',
    mensaje: 'Your session will close in {{segundos}} s',
    explicacion:
      'On this shared computer the session closes after a while without activity, so the next person does not see your data.',
    seguir: 'Stay signed in',
  },
  cerrando: 'Signing out…',
};
