import type { Traducciones } from '../es';

export const datos: Traducciones['datos'] = {
  municipio: 'Municipality',
  institucion: 'Institution',
  seleccionar: 'Select…',
  primeroMunicipio: 'Choose the municipality first.',
  errorCarga: 'The list could not be loaded. Try again.',
  tiposIdentificacion: {
    'Cedula ciudadanía': 'Citizenship ID card',
    'Tarjeta de Identidad': 'Identity card (minors)',
    'Cedula de extranjería': 'Foreigner ID card',
    Pasaporte: 'Passport',
  },
  tiposRegistro: {
    Estudiante: 'Student',
    Profesor: 'Teacher',
    Otro: 'Other',
  },
};
