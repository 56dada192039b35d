import { auth } from './locales/es/auth';
import { codigos } from './locales/es/codigos';
import { comun } from './locales/es/comun';
import { conexion } from './locales/es/conexion';
import { errores } from './locales/es/errores';
import { instalacion } from './locales/es/instalacion';
import { kiosko } from './locales/es/kiosko';
import { offline } from './locales/es/offline';
import { pantallas } from './locales/es/pantallas';
import { preferencias } from './locales/es/preferencias';
import { validacion } from './locales/es/validacion';

/**
 * The Spanish texts of the login path (issue 18): the login, password and first-start
 * pages, the public menus, the error pages and the messages of what runs before signing in
 * (API errors, validation, the kiosk, the offline start). The other namespaces, five times
 * as large, arrive with the first lazy screen (`espanolCompleto`, which `perezosa` waits
 * for). A screen of the login path that starts using another namespace must add it here;
 * tests/renderer/i18n/espanolInicial.test.ts checks the login path's keys against this list.
 */
export const espanolInicial = {
  auth,
  codigos,
  comun,
  conexion,
  errores,
  instalacion,
  kiosko,
  offline,
  pantallas,
  preferencias,
  validacion,
};
