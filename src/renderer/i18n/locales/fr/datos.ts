import type { Traducciones } from '../es';

export const datos: Traducciones['datos'] = {
  municipio: 'Municipalité',
  institucion: 'Établissement',
  seleccionar: 'Sélectionner…',
  primeroMunicipio: 'Choisissez d’abord la municipalité.',
  errorCarga: 'La liste n’a pas pu être chargée. Veuillez réessayer.',
  // Colombian identity documents: the keys are the stored values, the texts their French names.
  tiposIdentificacion: {
    'Cedula ciudadanía': 'Carte de citoyenneté',
    'Tarjeta de Identidad': 'Carte d’identité (mineurs)',
    'Cedula de extranjería': 'Carte d’identité d’étranger',
    Pasaporte: 'Passeport',
  },
  tiposRegistro: {
    Estudiante: 'Apprenant',
    Profesor: 'Enseignant',
    Otro: 'Autre',
  },
};
