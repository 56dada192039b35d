import { Field, SearchBox, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ campo: { maxWidth: '360px' } });

/** The course search (issue 18): the server searches code and name, case and accents aside. */
export function BusquedaCursos({
  busqueda,
  onBuscar,
}: {
  busqueda: string;
  onBuscar(texto: string): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Field label={t('cursos.lista.buscar')} className={styles.campo}>
      <SearchBox value={busqueda} maxLength={100} onChange={(_, data) => onBuscar(data.value)} />
    </Field>
  );
}
