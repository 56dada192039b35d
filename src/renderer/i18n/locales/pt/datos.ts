import type { Traducciones } from '../es';

export const datos: Traducciones['datos'] = {
  municipio: 'Município',
  institucion: 'Instituição',
  seleccionar: 'Selecionar…',
  primeroMunicipio: 'Escolha primeiro o município.',
  errorCarga: 'Não foi possível carregar a lista. Tente novamente.',
  tiposIdentificacion: {
    'Cedula ciudadanía': 'Cédula de cidadania',
    'Tarjeta de Identidad': 'Cartão de identidade (menores)',
    'Cedula de extranjería': 'Cédula de estrangeiro',
    Pasaporte: 'Passaporte',
  },
  tiposRegistro: {
    Estudiante: 'Estudante',
    Profesor: 'Professor',
    Otro: 'Outro',
  },
};
