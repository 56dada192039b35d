import type { Pantalla } from '../../features/comun';

/** A breadcrumb: the screen's name key and where it leads (null: the current page). */
export interface Miga {
  pantalla: Pantalla;
  ruta: string | null;
}

/** Signed-in paths of spec 2 and their screen names; `:x` matches one segment. */
const PATRONES: readonly (readonly [string, Pantalla])[] = [
  ['/perfil', 'perfil'],
  ['/profile', 'profile'],
  ['/usuarios', 'usuarios'],
  ['/roles', 'roles'],
  ['/roles/nuevo', 'rolesNuevo'],
  ['/roles/editar', 'rolesEditar'],
  ['/cursos', 'cursos'],
  ['/cursos/curso/:x', 'cursoConsultar'],
  ['/cursos/curso-files/:x', 'cursoEditarArchivos'],
  ['/evaluaciones', 'evaluaciones'],
  ['/evaluaciones/nuevo', 'evaluacionNuevo'],
  ['/evaluacion/:x', 'evaluacionRealizar'],
  ['/calificaciones', 'calificaciones'],
  ['/certificados', 'certificados'],
  ['/certificados/emitidos', 'certificadosEmitidos'],
  ['/pl/:x', 'multimedia'],
  ['/biblioteca', 'biblioteca'],
  ['/wiki', 'wiki'],
  ['/mapas/avantel/consultar', 'mapas'],
  ['/informes/avantel', 'informes'],
  ['/seed-module/seed-page', 'seed'],
  ['/trabajos', 'trabajos'],
];

function coincide(patron: string, segmentos: readonly string[]): boolean {
  const partes = patron.split('/').filter(Boolean);
  return (
    partes.length === segmentos.length &&
    partes.every((parte, i) => parte === ':x' || parte === segmentos[i])
  );
}

/**
 * The breadcrumbs of a path (spec 2, Layout): one per leading part of the path that is a
 * screen, the last one being the current page. /cursos/curso/7 → Cursos › Detalle del curso.
 * /evaluacion/{id}/ (trailing slash) is the edit screen, as in the router.
 */
export function migasDe(pathname: string): Miga[] {
  const segmentos = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const migas: Miga[] = [];
  for (let n = 1; n <= segmentos.length; n += 1) {
    const prefijo = segmentos.slice(0, n);
    const encontrado = PATRONES.find(([patron]) => coincide(patron, prefijo));
    if (!encontrado) continue;
    let pantalla = encontrado[1];
    if (pantalla === 'evaluacionRealizar' && pathname.endsWith('/')) pantalla = 'evaluacionEditar';
    migas.push({ pantalla, ruta: `/${prefijo.map(encodeURIComponent).join('/')}` });
  }
  const ultima = migas.at(-1);
  if (ultima) ultima.ruta = null;
  return migas;
}
