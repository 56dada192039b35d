export const offline = {
  necesitaServidor: 'Sin conexión: esta pantalla necesita el servidor.',
  sinConexion: 'Sin conexión',
  sinConexionDetalle: 'Se muestran los datos guardados en este equipo.',
  pendientes_one: '{{count}} cambio pendiente',
  pendientes_other: '{{count}} cambios pendientes',
  sincronizando: 'Sincronizando…',
  ultimaSincronizacion: 'Última sincronización: {{fecha}}',
  sincronizar: 'Sincronizar ahora',
  rechazados: {
    boton_one: '{{count}} cambio rechazado',
    boton_other: '{{count}} cambios rechazados',
    titulo: 'Cambios rechazados por el servidor',
    explicacion:
      'El servidor no aceptó estos cambios hechos sin conexión. Se conservan aquí para que sepas qué no se guardó.',
    cerrar: 'Cerrar',
    tipos: {
      progreso: 'Progreso de una lección',
      calificacion: 'Valoración de una lección',
      respuestaForo: 'Respuesta en el foro',
    },
  },
};
