/** Fixed lists and limits of the user forms (spec sections 3 and 5). */
export const TIPOS_IDENTIFICACION = [
  'Cedula ciudadanía',
  'Tarjeta de Identidad',
  'Cedula de extranjería',
  'Pasaporte',
] as const;
export type TipoIdentificacion = (typeof TIPOS_IDENTIFICACION)[number];

/** Signup offers only Estudiante; admin forms also Profesor and Otro. */
export const TIPO_REGISTRO_SIGNUP = 'Estudiante';
export const TIPOS_REGISTRO = ['Estudiante', 'Profesor', 'Otro'] as const;
export type TipoRegistro = (typeof TIPOS_REGISTRO)[number];

export const LIMITES_USUARIO = {
  passwordMin: 8,
  passwordMax: 128,
  nombreMax: 100,
  emailMax: 254,
  identificacionMax: 20,
  telefonoMax: 15,
  rolNombreMax: 20,
} as const;

/** Page sizes of the users table (spec 9); 10 by default. */
export const TAMANOS_PAGINA_USUARIOS = [5, 10, 25, 50, 100] as const;

/** Photo limit (spec 9): 1 MB, images only. */
export const FOTO_MAX_BYTES = 1024 * 1024;
export const FOTO_TIPOS = ['image/jpeg', 'image/png'] as const;
