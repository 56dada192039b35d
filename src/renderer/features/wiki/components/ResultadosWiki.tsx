import { Caption1, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBuscarWikiQuery } from '../api';
import { ListaPaginasWiki } from './ListaPaginasWiki';

/** The search's results, best first, each with its passage; the count is announced. */
export function ResultadosWiki({ q }: { q: string }) {
  const { t } = useTranslation();
  const busqueda = useBuscarWikiQuery(q);
  return (
    <section aria-live="polite">
      {busqueda.isFetching ? <Spinner size="tiny" label={t('wiki.buscando')} /> : null}
      {busqueda.data && !busqueda.isFetching ? (
        <Caption1 role="status">
          {busqueda.data.length === 0
            ? t('wiki.sinResultados', { q })
            : t('wiki.resultados', { count: busqueda.data.length })}
        </Caption1>
      ) : null}
      <ListaPaginasWiki
        etiqueta={t('wiki.buscar')}
        elementos={(busqueda.data ?? []).map((r) => ({ ...r, detalle: r.fragmento }))}
      />
    </section>
  );
}
