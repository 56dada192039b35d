import { tienePermiso, type RolConPermisos, type Vista } from '@shared/domain/permisos';
import type { Pantalla } from '../../features/comun';

/** A screen the toolbar or side menu links to, shown only when the role may consult it. */
export interface Acceso {
  pantalla: Extract<
    Pantalla,
    'mapas' | 'informes' | 'cursos' | 'biblioteca' | 'evaluaciones' | 'usuarios' | 'roles'
  >;
  ruta: string;
  vista: Vista;
}

/**
 * Toolbar shortcuts (spec 2 lists maps, reports, libraries, courses, users, roles, wiki), in
 * the spec's order, each shown when the role may consult its view (spec 6): maps and reports
 * follow informes (issue 15). Evaluaciones stays after Cursos, as the toolbar had it before.
 * The wiki is left out while its page is under construction (issue 16 builds it).
 */
const ACCESOS: readonly Acceso[] = [
  { pantalla: 'mapas', ruta: '/mapas/avantel/consultar', vista: 'informes' },
  { pantalla: 'informes', ruta: '/informes/avantel', vista: 'informes' },
  { pantalla: 'biblioteca', ruta: '/biblioteca', vista: 'multimedias' },
  { pantalla: 'cursos', ruta: '/cursos', vista: 'cursos' },
  { pantalla: 'evaluaciones', ruta: '/evaluaciones', vista: 'evaluaciones' },
  { pantalla: 'usuarios', ruta: '/usuarios', vista: 'usuarios' },
  { pantalla: 'roles', ruta: '/roles', vista: 'roles' },
];

/** The 'Configuración' entries of the side menu. */
const CONFIGURACION: readonly Acceso[] = [
  { pantalla: 'usuarios', ruta: '/usuarios', vista: 'usuarios' },
  { pantalla: 'roles', ruta: '/roles', vista: 'roles' },
];

const permitidos = (accesos: readonly Acceso[], rol: RolConPermisos | null | undefined) =>
  accesos.filter((a) => tienePermiso(rol, a.vista, 'consultar'));

export const accesosDirectos = (rol: RolConPermisos | null | undefined): Acceso[] =>
  permitidos(ACCESOS, rol);

export const entradasConfiguracion = (rol: RolConPermisos | null | undefined): Acceso[] =>
  permitidos(CONFIGURACION, rol);

/** A results entry of the side menu (evaluations, grades, certificates). */
export interface EntradaResultados {
  ruta: string;
  /** Key under `layout.resultados`. */
  clave: 'evaluaciones' | 'calificaciones' | 'certificado' | 'certificadosEmitidos';
}

/**
 * The side menu's results entries (spec 2: Calificaciones has a menu entry, priority 3):
 * each follows its consultar; 'Mi certificado' only once the user holds one (the page
 * sends anyone else to /401), issued certificates only for who may see other users.
 */
export function entradasResultados(
  usuario: { rol: RolConPermisos; certificaciones: readonly unknown[] } | null | undefined,
): EntradaResultados[] {
  const rol = usuario?.rol;
  const entradas: EntradaResultados[] = [];
  if (tienePermiso(rol, 'evaluaciones', 'consultar'))
    entradas.push({ ruta: '/evaluaciones', clave: 'evaluaciones' });
  if (tienePermiso(rol, 'calificaciones', 'consultar'))
    entradas.push({ ruta: '/calificaciones', clave: 'calificaciones' });
  if (usuario && usuario.certificaciones.length > 0)
    entradas.push({ ruta: '/certificados', clave: 'certificado' });
  if (
    tienePermiso(rol, 'calificaciones', 'consultar') &&
    tienePermiso(rol, 'usuarios', 'consultar')
  )
    entradas.push({ ruta: '/certificados/emitidos', clave: 'certificadosEmitidos' });
  return entradas;
}

/**
 * Side-menu sizes (spec 2): full (logo, texts), icon (a narrow rail), hidden (not in the
 * page; the toggle opens it as an overlay), off (no side menu and no toggle).
 */
export type TamanoMenu = 'full' | 'icon' | 'hidden' | 'off';

/** Below this width the side menu collapses to hidden (spec 9: mobile breakpoint 600px). */
export const ANCHO_MOVIL_PX = 600;

/** The size for a viewport: wide screens keep the user's choice, narrow ones hide it. */
export function tamanoParaAncho(elegido: 'full' | 'icon', estrecho: boolean): TamanoMenu {
  return estrecho ? 'hidden' : elegido;
}

/** The toggle cycles full ↔ icon; hidden and off do not change by the toggle. */
export function siguienteTamano(actual: TamanoMenu): TamanoMenu {
  if (actual === 'full') return 'icon';
  if (actual === 'icon') return 'full';
  return actual;
}
