import { Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { Pagina } from '../../../ui/Pagina';
import { usePaginaWikiQuery, useRevisionesWikiQuery } from '../api';
import { ListaRevisiones } from '../components/ListaRevisiones';
import { NoEncontrada } from '../components/NoEncontrada';
import { RevisionElegida } from '../components/RevisionElegida';
import { rutaPaginaWiki } from '../permisos';

/**
 * /wiki/:slug/historial: every saved version (who, when), the changes from one of them to
 * the current page, and its restore for whoever may edit (a restore is a new version).
 */
export function HistorialWikiPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const pagina = usePaginaWikiQuery(slug);
  const id = pagina.data?._id;
  const revisiones = useRevisionesWikiQuery(id ?? '', { skip: id === undefined });
  const [elegida, setElegida] = useState<number | null>(null);

  if (pagina.isLoading) return <Spinner size="small" label={t('comun.cargando')} />;
  if (!pagina.data) return <NoEncontrada error={pagina.error} />;
  const actual = pagina.data;
  return (
    <Pagina cabecera={{ titulo: t('wiki.revisiones.titulo', { titulo: actual.titulo }) }}>
      {revisiones.isLoading ? <Spinner size="small" label={t('comun.cargando')} /> : null}
      <ListaRevisiones
        revisiones={revisiones.data ?? []}
        actual={actual.version}
        elegida={elegida}
        onElegir={setElegida}
      />
      {elegida !== null && elegida !== actual.version ? (
        <RevisionElegida pagina={actual} numero={elegida} onRestaurada={() => setElegida(null)} />
      ) : null}
      <EnlaceInterno to={rutaPaginaWiki(actual.slug)}>{actual.titulo}</EnlaceInterno>
    </Pagina>
  );
}
