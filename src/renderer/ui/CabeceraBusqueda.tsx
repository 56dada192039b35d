import { Field, SearchBox } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { CabeceraPagina } from './CabeceraPagina';

/**
 * The head of a searchable list page: the page head (h1 with a spinner while it refetches),
 * the search box (a new search goes back to the first page: the caller's `onBuscar` does
 * that), and the page's own actions after it.
 */
export function CabeceraBusqueda(props: {
  titulo: string;
  cargando: boolean;
  etiquetaBusqueda: string;
  busqueda: string;
  onBuscar(texto: string): void;
  children?: ReactNode;
}) {
  return (
    <CabeceraPagina titulo={props.titulo} cargando={props.cargando} alFinal>
      <Field label={props.etiquetaBusqueda}>
        <SearchBox value={props.busqueda} onChange={(_, data) => props.onBuscar(data.value)} />
      </Field>
      {props.children}
    </CabeceraPagina>
  );
}
