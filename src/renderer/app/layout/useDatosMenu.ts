import { tienePermiso } from '@shared/domain/permisos';
import { CURSOS_EN_MENU, resumenMenu, usePaginaCursosQuery } from '../../features/cursos';
import { selectUsuario } from '../../features/auth';
import { useAppSelector } from '../hooks';
import { entradasConfiguracion, entradasResultados } from './menu';

/**
 * The menu's one request for courses (issue 18): the first page, where a learner's own
 * courses come first, never the whole list (461 KB with a thousand courses, on every
 * page). The body never changes, so the desktop keeps one cached answer for it offline.
 */
const PRIMERA_PAGINA = { pagina: 1, porPagina: CURSOS_EN_MENU, buscar: '' };

/** What the side menu lists for the signed-in user: sections by permission, courses, progress. */
export function useDatosMenu() {
  const usuario = useAppSelector(selectUsuario);
  const conCursos = tienePermiso(usuario?.rol, 'cursos', 'consultar');
  const { data } = usePaginaCursosQuery(PRIMERA_PAGINA, { skip: !conCursos });
  const cursos = resumenMenu(data);
  return {
    usuario,
    conCursos,
    conBiblioteca: tienePermiso(usuario?.rol, 'multimedias', 'consultar'),
    configuracion: entradasConfiguracion(usuario?.rol),
    resultados: entradasResultados(usuario),
    asignados: cursos.asignados,
    /** Open courses in all, and whether the list leaves some out. */
    abiertos: cursos.abiertos,
    hayMas: cursos.hayMas,
    progreso: cursos.progreso,
  };
}

export type DatosMenu = ReturnType<typeof useDatosMenu>;
