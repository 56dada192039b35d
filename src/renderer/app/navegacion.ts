/** Where signed-in users land (spec 2: success leads to the course list). */
export const INICIO_CON_SESION = '/cursos';
export const RUTA_LOGIN = '/login';

/** What the private-route guard leaves in the location state for the login page. */
export interface EstadoRedireccion {
  desde: string;
}

/**
 * The page to open after login: the one the user asked for before being sent to /login,
 * if it is an in-app path, otherwise the course list.
 */
export function destinoTrasLogin(state: unknown): string {
  if (typeof state !== 'object' || state === null) return INICIO_CON_SESION;
  const desde = (state as Partial<EstadoRedireccion>).desde;
  if (typeof desde !== 'string') return INICIO_CON_SESION;
  // Only app paths: "//host" would leave the app; /login would loop.
  if (!desde.startsWith('/') || desde.startsWith('//')) return INICIO_CON_SESION;
  if (desde === RUTA_LOGIN || desde.startsWith(`${RUTA_LOGIN}?`)) return INICIO_CON_SESION;
  return desde;
}

/**
 * What the login page leaves in the state of the page it opens, so that page's guard knows
 * the user did not click on it just now: a page the user may not see then falls back to the
 * course list instead of /401 (issue 16 — asking for /certificados before logging in must
 * not end on "no autorizado" once logged in).
 */
export interface EstadoTrasLogin {
  trasLogin: true;
}

export const ESTADO_TRAS_LOGIN: EstadoTrasLogin = { trasLogin: true };

export function llegoTrasLogin(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<EstadoTrasLogin>).trasLogin === true
  );
}

/**
 * Paths of the pages other features link to. They live here, next to the router's other
 * paths, so a feature links to another one's page without importing that feature.
 */
export const rutaCurso = (id: string): string => `/cursos/curso/${encodeURIComponent(id)}`;
export const rutaLeccionesCurso = (id: string): string =>
  `/cursos/curso-files/${encodeURIComponent(id)}`;
/** The multimedia player as a full page (spec 2: /pl/:multimediaId). */
export const rutaLeccion = (id: string): string => `/pl/${encodeURIComponent(id)}`;
