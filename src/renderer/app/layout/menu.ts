import {
  esAdministrador,
  tienePermiso,
  type RolConPermisos,
  type Vista,
} from '@shared/domain/permisos';
import type { Pantalla } from '../../features/comun';

/** A screen the toolbar or side menu links to, shown only when the role may consult it. */
export interface Acceso {
  pantalla: Extract<
    Pantalla,
    'mapas' | 'informes' | 'cursos' | 'biblioteca' | 'evaluaciones' | 'usuarios' | 'roles' | 'wiki'
  >;
  ruta: string;
  vista: Vista;
}

/**
 * Toolbar shortcuts (spec 2 lists maps, reports, libraries, courses, users, roles, wiki), in
 * the spec's order, each shown when the role may consult its view (spec 6): maps and reports
 * follow informes (issue 15). Evaluaciones stays after Cursos, as the toolbar had it before.
 * The help wiki (issue 16) is last, for every role with wiki.consultar.
 */
const ACCESOS: readonly Acceso[] = [
  { pantalla: 'mapas', ruta: '/mapas/avantel/consultar', vista: 'informes' },
  { pantalla: 'informes', ruta: '/informes/avantel', vista: 'informes' },
  { pantalla: 'biblioteca', ruta: '/biblioteca', vista: 'multimedias' },
  { pantalla: 'cursos', ruta: '/cursos', vista: 'cursos' },
  { pantalla: 'evaluaciones', ruta: '/evaluaciones', vista: 'evaluaciones' },
  { pantalla: 'usuarios', ruta: '/usuarios', vista: 'usuarios' },
  { pantalla: 'roles', ruta: '/roles', vista: 'roles' },
  { pantalla: 'wiki', ruta: '/wiki', vista: 'wiki' },
];

/** A 'Configuración' entry of the side menu. */
export interface EntradaConfiguracion {
  pantalla: Extract<Pantalla, 'usuarios' | 'roles' | 'trabajos'>;
  ruta: string;
  /** The view whose consultar shows it, or 'administrador': ADMINISTRADOR alone. */
  vista: Vista | 'administrador';
}

/**
 * The 'Configuración' entries of the side menu. Background jobs (issue 17) are for
 * ADMINISTRADOR alone, like their routes: no role's matrix grants them.
 */
const CONFIGURACION: readonly EntradaConfiguracion[] = [
  { pantalla: 'usuarios', ruta: '/usuarios', vista: 'usuarios' },
  { pantalla: 'roles', ruta: '/roles', vista: 'roles' },
  { pantalla: 'trabajos', ruta: '/trabajos', vista: 'administrador' },
];

const permitidos = <A extends Acceso>(
  accesos: readonly A[],
  rol: RolConPermisos | null | undefined,
) => accesos.filter((a) => tienePermiso(rol, a.vista, 'consultar'));

export const accesosDirectos = (rol: RolConPermisos | null | undefined): Acceso[] =>
  permitidos(ACCESOS, rol);

export const entradasConfiguracion = (
  rol: RolConPermisos | null | undefined,
): EntradaConfiguracion[] =>
  CONFIGURACION.filter((e) =>
    e.vista === 'administrador' ? esAdministrador(rol) : tienePermiso(rol, e.vista, 'consultar'),
  );

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

/**
 * Below this width the side menu collapses to hidden (spec 9: mobile breakpoint 600px), and
 * the toolbar's shortcuts move into its overflow menu (docs/movil.md).
 */
export const ANCHO_MOVIL_PX = 600;

/**
 * Below this width the toolbar keeps only the side-menu toggle, the breadcrumbs, the
 * shortcuts (as icons), the connection badge and the bell; language, display, full screen,
 * password, 'Mi perfil' and logout move into its overflow menu. Measured (issue 16): an
 * administrator's whole bar with icon shortcuts needs about 1040 px in Spanish; the rest is
 * room for longer breadcrumbs and languages (docs/movil.md).
 */
export const ANCHO_BARRA_COMPLETA_PX = 1152;

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

/** How much the toolbar shows: everything, the essentials and a "⋯" menu, or a phone's bar. */
export type ModoBarra = 'completa' | 'compacta' | 'movil';

export function modoBarra(estrecho: boolean, completa: boolean): ModoBarra {
  if (estrecho) return 'movil';
  return completa ? 'completa' : 'compacta';
}
