export const conexion = {
  titulo: 'Conexión',
  enlaceLogin: 'Configurar la conexión',
  volver: 'Volver',
  web: {
    explicacion:
      'En el navegador, la aplicación usa siempre el servidor desde el que se abrió la página: {{origen}}. Para cambiarlo, abre la dirección de otro servidor.',
  },
  form: {
    modo: '¿Dónde está la plataforma?',
    local: 'En este equipo (local)',
    localDetalle: 'Los datos se guardan en este ordenador. No necesita red.',
    centro: 'Servidor del centro',
    centroDetalle: 'Todos los equipos del centro comparten usuarios, cursos y progreso.',
    url: 'Dirección del servidor',
    urlAyuda: 'Por ejemplo: http://192.168.1.10:8080',
    urlVacia: 'Escribe la dirección del servidor.',
    urlInvalida: 'La dirección debe empezar por http:// o https://.',
    probar: 'Probar conexión',
    probando: 'Probando…',
    guardar: 'Guardar',
    guardando: 'Guardando…',
    pruebaNecesaria: 'Prueba la conexión antes de guardar.',
    guardado: 'Conexión guardada. La aplicación se recargará con el nuevo servidor.',
    sinCambios: 'Conexión guardada.',
  },
  indicador: {
    etiqueta: 'Conexión: {{modo}}, {{estado}}',
    local: 'Local',
    centro: 'Centro',
    enLinea: 'En línea',
    sinConexion: 'Sin conexión',
  },
};
