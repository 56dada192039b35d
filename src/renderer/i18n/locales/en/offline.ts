import type { Traducciones } from '../es';

export const offline: Traducciones['offline'] = {
  necesitaServidor: 'Offline: this screen needs the server.',
  sinConexion: 'Offline',
  sinConexionDetalle: 'Showing the data saved on this computer.',
  pendientes_one: '{{count}} pending change',
  pendientes_other: '{{count}} pending changes',
  sincronizando: 'Syncing…',
  ultimaSincronizacion: 'Last sync: {{fecha}}',
  sincronizar: 'Sync now',
  rechazados: {
    boton_one: '{{count}} rejected change',
    boton_other: '{{count}} rejected changes',
    titulo: 'Changes rejected by the server',
    explicacion:
      'The server did not accept these changes made offline. They are kept here so you know what was not saved.',
    cerrar: 'Close',
    tipos: {
      progreso: 'Lesson progress',
      calificacion: 'Lesson rating',
      respuestaForo: 'Forum reply',
    },
  },
};
