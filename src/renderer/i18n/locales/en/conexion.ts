import type { Traducciones } from '../es';

export const conexion: Traducciones['conexion'] = {
  titulo: 'Connection',
  enlaceLogin: 'Connection settings',
  volver: 'Back',
  web: {
    explicacion:
      'In the browser, the app always uses the server the page was opened from: {{origen}}. To change it, open another server’s address.',
  },
  form: {
    modo: 'Where is the platform?',
    local: 'On this computer (local)',
    localDetalle: 'Data is kept on this computer. No network needed.',
    centro: 'Centre server',
    centroDetalle: 'Every computer of the centre shares users, courses and progress.',
    url: 'Server address',
    urlAyuda: 'For example: http://192.168.1.10:8080',
    urlVacia: 'Type the server address.',
    urlInvalida: 'The address must start with http:// or https://.',
    probar: 'Test connection',
    probando: 'Testing…',
    guardar: 'Save',
    guardando: 'Saving…',
    pruebaNecesaria: 'Test the connection before saving.',
    guardado: 'Connection saved. The app will reload on the new server.',
    sinCambios: 'Connection saved.',
  },
  indicador: {
    etiqueta: 'Connection: {{modo}}, {{estado}}',
    local: 'Local',
    centro: 'Centre',
    enLinea: 'Online',
    sinConexion: 'Offline',
  },
};
