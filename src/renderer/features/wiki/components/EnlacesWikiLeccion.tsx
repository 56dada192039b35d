import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { useWikiDeLeccionQuery } from '../api';
import { rutaPaginaWiki, usePermisosWiki } from '../permisos';

const useStyles = makeStyles({
  raiz: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  lista: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/**
 * The help pages that link to a lesson (their Markdown points at `/pl/<id>`), shown on the
 * lesson's page; nothing at all when there are none or the role has no wiki.
 */
export function EnlacesWikiLeccion({ multimediaId }: { multimediaId: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { consultar } = usePermisosWiki();
  const { data } = useWikiDeLeccionQuery(multimediaId, { skip: !consultar || !multimediaId });
  if (!data || data.length === 0) return null;
  return (
    <nav className={styles.raiz} aria-label={t('wiki.leccion.titulo')}>
      <Subtitle2 as="h2">{t('wiki.leccion.titulo')}</Subtitle2>
      <ul className={styles.lista}>
        {data.map((p) => (
          <li key={p._id}>
            <EnlaceInterno to={rutaPaginaWiki(p.slug)}>{p.titulo}</EnlaceInterno>
          </li>
        ))}
      </ul>
    </nav>
  );
}
