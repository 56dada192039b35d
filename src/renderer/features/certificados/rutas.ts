/** In-app paths of the certificate screens (the public one comes from the shared rules). */
export const RUTA_CERTIFICADO = '/certificados';
export const RUTA_CERTIFICADOS_EMITIDOS = '/certificados/emitidos';
export const RUTA_NO_AUTORIZADO = '/401';
