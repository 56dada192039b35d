/** The shared validation messages (src/shared/api/mensajes.ts): the test checks they match. */
export const validacion = {
  requerido: 'Este campo es requerido',
  usuarioRequerido: 'Por favor, ingrese su nombre de usuario.',
  passwordRequerido: 'Por favor, ingrese su contraseña.',
  email: 'Por favor, ingrese su email.',
  numerico: 'Solo se permiten números',
  passwordCorta: 'La contraseña debe tener al menos 8 caracteres',
  passwordsNoCoinciden: 'Error: Las contraseñas no coinciden',
  nuevoPasswordNoCoincide: 'El nuevo Password no coincide',
  perfilPasswordsNoCoinciden: 'Los campos de nueva contraseña no coinciden',
  passwordIgualActual: 'La nueva contraseña debe ser diferente de la actual',
  todosObligatorios: 'Todos los campos son obligatorios',
  seleccionarCurso: 'Debes seleccionar un curso',
  rolNombreMax: 'El nombre debe tener menos de 20 caracteres',
  aceptarPoliticas: 'Debes aceptar la política de privacidad y los términos',
  caracteresControl: 'No se permiten caracteres de control.',
};
