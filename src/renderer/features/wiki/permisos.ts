import { tienePermiso } from '@shared/domain/permisos';
import { useAppSelector } from '../../app/hooks';
import { selectUsuario } from '../auth';

/** What the signed-in role may do in the wiki; the server checks each again. */
export function usePermisosWiki() {
  const rol = useAppSelector(selectUsuario)?.rol;
  return {
    consultar: tienePermiso(rol, 'wiki', 'consultar'),
    crear: tienePermiso(rol, 'wiki', 'crear'),
    editar: tienePermiso(rol, 'wiki', 'editar'),
    eliminar: tienePermiso(rol, 'wiki', 'eliminar'),
  };
}

export const rutaPaginaWiki = (slug: string) => `/wiki/${encodeURIComponent(slug)}`;
