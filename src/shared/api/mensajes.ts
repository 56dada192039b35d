/** Spanish messages shared by forms and the server (spec sections 5 and 8). */
export const MENSAJES_VALIDACION = {
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
  /** Any text field with a control character (campos.ts `texto`/`textoMultilinea`). */
  caracteresControl: 'No se permiten caracteres de control.',
} as const;
