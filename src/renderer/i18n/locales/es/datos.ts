export const datos = {
  municipio: 'Municipio',
  institucion: 'Institución',
  seleccionar: 'Seleccionar…',
  primeroMunicipio: 'Elige primero el municipio.',
  errorCarga: 'No se pudo cargar la lista. Intenta de nuevo.',
  tiposIdentificacion: {
    'Cedula ciudadanía': 'Cédula de ciudadanía',
    'Tarjeta de Identidad': 'Tarjeta de identidad',
    'Cedula de extranjería': 'Cédula de extranjería',
    Pasaporte: 'Pasaporte',
  },
  tiposRegistro: {
    Estudiante: 'Estudiante',
    Profesor: 'Profesor',
    Otro: 'Otro',
  },
};
