import { useState } from 'react';
import { useDebounce } from '../../ui/useDebounce';
import { useAprendicesMonitorQuery, useResumenMonitorQuery } from './api';
import { consultaDe, FILTROS_INICIALES, type EstadoFiltros } from './presentacion';

/**
 * The monitor's state: the filters (the search waits 500 ms after typing, as every list
 * does) and the two server reads. Both refetch whenever the dialog opens again.
 */
export function useMonitor(cursoId: string) {
  const [filtros, setFiltros] = useState<EstadoFiltros>(FILTROS_INICIALES);
  const busqueda = useDebounce(filtros.busqueda, 500);
  const resumen = useResumenMonitorQuery(cursoId, { refetchOnMountOrArgChange: true });
  const aprendices = useAprendicesMonitorQuery(
    { cursoId, consulta: consultaDe({ ...filtros, busqueda }) },
    { refetchOnMountOrArgChange: true },
  );
  return { filtros, setFiltros, resumen, aprendices };
}
