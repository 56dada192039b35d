/**
 * Front door of the registration module (twin of the renderer's `features/registro`):
 * a learner's own signup and the email verification links (`verificaciones_email`).
 */
export { registroHandlers } from './handlers';
export { VerificacionesService, VIGENCIA_VERIFICACION_MS } from './verificaciones';
export type { EnlaceVerificacion } from './verificaciones';
export {
  MENSAJE_INSTITUCION_INVALIDA,
  MENSAJE_MUNICIPIO_INVALIDO,
  validarMunicipioEInstitucion,
} from './signup';
