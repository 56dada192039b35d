import { Body1 } from '@fluentui/react-components';
import type { Curso } from '@shared/api';
import { TAMANOS_PAGINA_CURSOS } from '@shared/api/cursos';
import type { RolConPermisos } from '@shared/domain/permisos';
import { useTranslation } from 'react-i18next';
import { Paginacion } from '../../../ui/Paginacion';
import type { AccionesCursos } from '../tarjetas';
import type { usePaginaCursos } from '../usePaginaCursos';
import { BusquedaCursos } from './BusquedaCursos';
import type { DialogoCurso } from './DialogosCursos';
import { RejillaCursos } from './RejillaCursos';

/**
 * One page of course cards (issue 18). The search and the page controls appear once there
 * is more than one page (or a search is under way): a centre with a few courses sees the
 * page as before.
 */
export function ListaCursos({
  lista,
  rol,
  acciones,
  onDialogo,
  onEstado,
}: {
  lista: ReturnType<typeof usePaginaCursos>;
  rol: RolConPermisos | null | undefined;
  acciones: AccionesCursos;
  onDialogo(dialogo: DialogoCurso): void;
  onEstado(curso: Curso, activo: boolean): void;
}) {
  const { t } = useTranslation();
  const { consulta, cursos } = lista;
  const controles = lista.busqueda !== '' || lista.total > Math.min(...TAMANOS_PAGINA_CURSOS);
  const vacia = consulta.isSuccess && cursos.length === 0;
  return (
    <>
      {controles ? <BusquedaCursos busqueda={lista.busqueda} onBuscar={lista.setBusqueda} /> : null}
      {vacia && lista.buscando ? <Body1>{t('cursos.lista.sinResultados')}</Body1> : null}
      {vacia && !lista.buscando && !acciones.crear ? (
        <Body1>{t('cursos.lista.vacio')}</Body1>
      ) : null}
      <RejillaCursos
        cursos={cursos}
        rol={rol}
        acciones={acciones}
        onDialogo={onDialogo}
        onEstado={onEstado}
      />
      {controles && lista.total > 0 ? (
        <Paginacion
          pagina={lista.pagina}
          paginas={lista.paginas}
          total={lista.total}
          limite={lista.porPagina}
          tamanos={TAMANOS_PAGINA_CURSOS}
          onPagina={lista.setPagina}
          onLimite={lista.setPorPagina}
        />
      ) : null}
    </>
  );
}
