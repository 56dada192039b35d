import { totalPaginas } from '@shared/domain/paginacion';
import { useCallback, useState } from 'react';
import { useDebounce } from '../../ui/useDebounce';
import { useIntervalo } from '../../ui/useIntervalo';
import { useAppDispatch } from '../../app/hooks';
import { cursosApi, useListarCursosQuery, usePaginaCursosQuery } from './api';

/** Two rows of cards on a wide screen or more; 1000 courses still answer fast (issue 18). */
export const POR_PAGINA = 48;
/** Spec 9: filters wait this long after the last keystroke. */
const ESPERA_BUSQUEDA_MS = 500;
/** While an unlock request waits (spec 4: about 1 minute), the lists are reloaded this often. */
const SONDEO_DESBLOQUEO_MS = 5000;

/**
 * The course page's list state (issue 18): the page, its size and the search, all sent to
 * the server, which answers only that page. A new search or size goes back to page 1.
 */
export function usePaginaCursos() {
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState<number>(POR_PAGINA);
  const [busqueda, setBusqueda] = useState('');
  const buscar = useDebounce(busqueda, ESPERA_BUSQUEDA_MS);
  const consulta = usePaginaCursosQuery({ pagina, porPagina, buscar });
  const total = consulta.data?.total ?? 0;
  const paginas = totalPaginas(total, porPagina);
  // Past the last page (courses deleted or filtered away meanwhile): show the last one.
  // Adjusted while rendering, as React advises for state derived from new data.
  if (consulta.isSuccess && pagina > paginas) setPagina(paginas);
  return {
    consulta,
    cursos: consulta.data?.data ?? [],
    total,
    /** Courses the caller may open, whatever the search (0: 'Desbloquear mi curso'). */
    abiertos: consulta.data?.abiertos ?? 0,
    pagina,
    paginas,
    porPagina,
    busqueda,
    /** Whether the search that is shown is the one answered (not still typing). */
    buscando: buscar.trim() !== '',
    setPagina: (n: number) => setPagina(Math.max(1, Math.min(n, paginas))),
    setPorPagina: (n: number) => {
      setPorPagina(n);
      setPagina(1);
    },
    /** After creating a course: it is the newest, so it lands on the last page. */
    irAlFinal: () => {
      setBusqueda('');
      setPagina(totalPaginas(total + 1, porPagina));
    },
    setBusqueda: (texto: string) => {
      setBusqueda(texto);
      setPagina(1);
    },
  };
}

/**
 * Every course, for the dialogs that pick among all of them (assign, 'Desbloquear mi
 * curso'): loaded only while one of them is shown. While an unlock request waits, every
 * course list on screen (this one, the page, the side menu's) and `refrescar` are reloaded
 * every few seconds, so an approved course shows in the menu too.
 */
export function useCursosCompletos(opciones: {
  necesarios: boolean;
  esperando: boolean;
  refrescar: readonly (() => unknown)[];
}) {
  const { necesarios, esperando, refrescar } = opciones;
  const dispatch = useAppDispatch();
  const todos = useListarCursosQuery(undefined, { skip: !necesarios });
  const [primero, segundo] = refrescar;
  const sondear = useCallback(() => {
    primero?.();
    segundo?.();
    dispatch(cursosApi.util.invalidateTags(['Cursos']));
  }, [primero, segundo, dispatch]);
  useIntervalo(sondear, esperando ? SONDEO_DESBLOQUEO_MS : null);
  return todos.data ?? [];
}
