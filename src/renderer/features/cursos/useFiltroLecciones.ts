import { DEBOUNCE_FILTRO_MS } from '@shared/domain/multimedias';
import { useState } from 'react';
import { useDebounce } from '../../ui/useDebounce';
import {
  FILTRO_INICIAL,
  consultaDeFiltro,
  rangoDePagina,
  useFiltrarMultimediasQuery,
  type FiltroMultimedias,
} from '../multimedias';

/**
 * The lesson-edit page's filter, page and query. Any change goes back to page 1;
 * 'Filtrar' applies the name at once and renews the date window; typing waits 500 ms.
 */
export function useFiltroLecciones(alcance: Parameters<typeof consultaDeFiltro>[1]) {
  const [filtro, setFiltro] = useState<FiltroMultimedias>(FILTRO_INICIAL);
  const [forzado, setForzado] = useState(() => ({ nombre: '', ahora: new Date() }));
  const nombreEstable = useDebounce(filtro.nombre, DEBOUNCE_FILTRO_MS);
  const nombre = filtro.nombre === forzado.nombre ? forzado.nombre : nombreEstable;
  const [pagina, setPagina] = useState(1);
  const consulta = useFiltrarMultimediasQuery(
    consultaDeFiltro({ ...filtro, nombre }, alcance, rangoDePagina(pagina), forzado.ahora),
  );
  return {
    filtro,
    pagina,
    setPagina,
    consulta,
    total: consulta.data?.total ?? 0,
    cambiar: (f: FiltroMultimedias) => {
      setFiltro(f);
      setPagina(1);
    },
    filtrar: () => {
      setForzado({ nombre: filtro.nombre, ahora: new Date() });
      setPagina(1);
    },
  };
}
