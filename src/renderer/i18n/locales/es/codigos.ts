/**
 * The server's error codes (ERRORES in src/shared/api/errors.ts) in each language. In
 * Spanish the server's own text is shown, which may be more precise (it names the lesson
 * to finish, the field that failed…); these are for the other languages and must match
 * the catalogue's default Spanish texts here.
 */
export const codigos = {
  VALIDACION: 'Los datos enviados no son válidos.',
  NO_AUTENTICADO: 'No se ha iniciado sesión.',
  CREDENCIALES_INVALIDAS: 'Usuario o contraseña incorrectos.',
  TOKEN_INVALIDO: 'La sesión expiró o no es válida. Inicia sesión de nuevo.',
  SIN_PERMISO: 'Error no tiene permisos suficientes',
  ACCION_NO_PERMITIDA: 'Esta acción no está permitida.',
  LECCION_BLOQUEADA: 'Debes completar el multimedia anterior antes de acceder a este',
  EVALUACION_BLOQUEADA: 'Debes completar el curso antes de acceder a esta evaluación.',
  SIN_APROBACION: 'Aún no has aprobado ninguna evaluación.',
  CONTRASENA_ACTUAL_INVALIDA: 'Contraseña actual invalida',
  ENLACE_INVALIDO: 'El enlace de verificación no es válido o ya expiró.',
  USUARIO_INACTIVO: 'Tu usuario está inactivo. Comunícate con el administrador del centro.',
  EMAIL_NO_VERIFICADO:
    'Falta poco! Confirma tu email con el enlace que te enviamos para poder ingresar.',
  DEBE_CAMBIAR_PASSWORD: 'Debe cambiar su contraseña antes de continuar.',
  NO_ENCONTRADO: 'Recurso no encontrado.',
  CONFLICTO: 'El recurso ya existe.',
  SIN_INTENTOS: 'Ya usaste todos los intentos de esta evaluación.',
  ESPERA_ENTRE_INTENTOS: 'Aún no puedes presentar de nuevo esta evaluación.',
  DEMASIADO_GRANDE: 'La solicitud es demasiado grande.',
  URL_DEMASIADO_LARGA: 'La dirección solicitada es demasiado larga.',
  SOLICITUD_DEMASIADO_LARGA: 'La dirección o las cabeceras de la solicitud son demasiado largas.',
  TIEMPO_AGOTADO: 'La solicitud tardó demasiado en llegar.',
  TIPO_NO_SOPORTADO: 'Tipo de contenido no soportado.',
  DEMASIADAS_SOLICITUDES: 'Demasiados intentos. Espera un momento antes de volver a intentarlo.',
  ERROR_INTERNO: 'Ocurrió un error inesperado en el servidor. Contacte a soporte tecnico.',
  NO_DISPONIBLE: 'El servidor no está disponible en este momento.',
};
