import { tienePermiso } from '@shared/domain/permisos';
import { cursosDelUsuario, progresoGeneral, useListarCursosQuery } from '../../features/cursos';
import { selectUsuario } from '../../features/auth';
import { useAppSelector } from '../hooks';
import { entradasConfiguracion, entradasResultados } from './menu';

/** What the side menu lists for the signed-in user: sections by permission, courses, progress. */
export function useDatosMenu() {
  const usuario = useAppSelector(selectUsuario);
  const conCursos = tienePermiso(usuario?.rol, 'cursos', 'consultar');
  // The courses the user may open, with their progress (shared cache with /cursos).
  const { data: cursos = [] } = useListarCursosQuery(undefined, { skip: !conCursos });
  return {
    usuario,
    conCursos,
    conBiblioteca: tienePermiso(usuario?.rol, 'multimedias', 'consultar'),
    configuracion: entradasConfiguracion(usuario?.rol),
    resultados: entradasResultados(usuario),
    asignados: cursosDelUsuario(cursos),
    progreso: progresoGeneral(cursos),
  };
}

export type DatosMenu = ReturnType<typeof useDatosMenu>;
