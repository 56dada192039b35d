import { useReducer, useState } from 'react';
import { useListarUsuariosQuery } from './api';
import {
  LIMITE_INICIAL,
  ORDEN_INICIAL,
  siguienteOrden,
  type CampoOrden,
  type Orden,
} from './listado';
import { filtroUsuarios, type EstadoFiltro } from './masivo';
import { SELECCION_VACIA, claveFiltro, reducirSeleccion, type AccionSeleccion } from './seleccion';
import { useDebounce } from '../../ui/useDebounce';

/**
 * The users list's state: page, order, search and filters (all on the server), and the
 * bulk selection, which belongs to one filter and is dropped when the filter changes.
 * Any change of filter or order goes back to page 1.
 */
export function useListadoUsuarios() {
  const [pagina, setPagina] = useState(1);
  const [limite, setLimite] = useState(LIMITE_INICIAL);
  const [orden, setOrden] = useState<Orden>(ORDEN_INICIAL);
  const [busqueda, setBusqueda] = useState('');
  const [rol, setRol] = useState('');
  const [estado, setEstado] = useState<EstadoFiltro>('todos');
  const buscar = useDebounce(busqueda.trim(), 500);
  const filtro = filtroUsuarios(buscar, rol, estado);
  const clave = claveFiltro(filtro);
  const [guardada, despacharSeleccion] = useReducer(reducirSeleccion, SELECCION_VACIA);
  // A selection made under another filter is worth nothing: seen as empty at once.
  const seleccion = reducirSeleccion(guardada, { tipo: 'filtro', clave });
  const consulta = useListarUsuariosQuery({
    pagina,
    limite,
    ordenarPor: orden.por,
    direccion: orden.direccion,
    ...filtro,
  });

  const alPrimeraPagina =
    <T>(cambiar: (valor: T) => void) =>
    (valor: T) => {
      cambiar(valor);
      setPagina(1);
    };

  return {
    consulta,
    pagina,
    limite,
    orden,
    busqueda,
    rol,
    estado,
    filtro,
    seleccion,
    setPagina,
    setLimite: alPrimeraPagina(setLimite),
    setBusqueda: alPrimeraPagina(setBusqueda),
    setRol: alPrimeraPagina(setRol),
    setEstado: alPrimeraPagina(setEstado),
    ordenar: alPrimeraPagina((campo: CampoOrden) => setOrden((o) => siguienteOrden(o, campo))),
    seleccionar: (accion: AccionSeleccion) => {
      despacharSeleccion({ tipo: 'filtro', clave });
      despacharSeleccion(accion);
    },
  };
}
