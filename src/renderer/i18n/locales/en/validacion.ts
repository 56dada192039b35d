import type { Traducciones } from '../es';

export const validacion: Traducciones['validacion'] = {
  requerido: 'This field is required',
  usuarioRequerido: 'Please enter your username.',
  passwordRequerido: 'Please enter your password.',
  email: 'Please enter your email.',
  numerico: 'Only numbers are allowed',
  passwordCorta: 'The password must be at least 8 characters long',
  passwordsNoCoinciden: 'Error: The passwords do not match',
  nuevoPasswordNoCoincide: 'The new password does not match',
  perfilPasswordsNoCoinciden: 'The new password fields do not match',
  passwordIgualActual: 'The new password must differ from the current one',
  todosObligatorios: 'All fields are required',
  seleccionarCurso: 'You must select a course',
  rolNombreMax: 'The name must be shorter than 20 characters',
  aceptarPoliticas: 'You must accept the privacy policy and the terms',
  caracteresControl: 'Control characters are not allowed.',
};
