/** The bell and the notifications panel (issue 15). */
export const notificaciones = {
  campanaConNoLeidas_one: 'Notificaciones ({{count}} sin leer)',
  campanaConNoLeidas_other: 'Notificaciones ({{count}} sin leer)',
  noLeidas_one: '{{count}} sin leer',
  noLeidas_other: '{{count}} sin leer',
  noLeida: 'sin leer',
  marcarTodas: 'Marcar todas como leídas',
  verMas: 'Ver más',
  errorCargar: 'No se pudieron cargar las notificaciones',
  reintentar: 'Reintentar',
  tipos: {
    cursoAsignado: 'Te asignaron el curso «{{curso}}».',
    cursoDesbloqueado: 'Se desbloqueó el curso «{{curso}}»: ya puedes empezarlo.',
    nuevaLeccion: 'Nueva lección «{{leccion}}» en el curso «{{curso}}».',
    respuestaTema: '{{autor}} respondió en el tema «{{tema}}».',
    aprobado: 'Aprobaste «{{evaluacion}}» con {{puntaje}} puntos.',
    noAprobado: 'Tu intento de «{{evaluacion}}» obtuvo {{puntaje}} puntos: aún no apruebas.',
    certificadoEmitido: 'Tu certificado del curso «{{curso}}» está listo.',
    solicitudDesbloqueo: '{{solicitante}} pidió acceso al curso «{{curso}}».',
    importacion: {
      completado:
        'Terminó la importación de usuarios: {{creados}} nuevos, {{actualizados}} actualizados.',
      cancelado: 'La importación de usuarios se canceló; no se guardó ningún usuario.',
      fallido: 'La importación de usuarios falló; no se guardó ningún usuario.',
    },
  },
};
