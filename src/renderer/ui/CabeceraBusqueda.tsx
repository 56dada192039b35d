import { Field, SearchBox, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  cabecera: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  titulo: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * The head of a searchable list page: the h1 with a spinner while it refetches, the search
 * box (a new search goes back to the first page: the caller's `onBuscar` does that), and the
 * page's own actions after it.
 */
export function CabeceraBusqueda(props: {
  titulo: string;
  cargando: boolean;
  etiquetaBusqueda: string;
  busqueda: string;
  onBuscar(texto: string): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.cabecera}>
      <div className={styles.titulo}>
        <Title2 as="h1">{props.titulo}</Title2>
        {props.cargando ? <Spinner size="tiny" aria-label={t('comun.cargando')} /> : null}
      </div>
      <Field label={props.etiquetaBusqueda}>
        <SearchBox value={props.busqueda} onChange={(_, data) => props.onBuscar(data.value)} />
      </Field>
      {props.children}
    </div>
  );
}
