import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { EnlaceInterno } from '../../../ui/EnlaceInterno';
import { rutaPaginaWiki } from '../permisos';
import { Ambito } from './Ambito';

const useStyles = makeStyles({
  lista: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlockEnd: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  fila: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface ElementoListaWiki {
  _id: string;
  slug: string;
  titulo: string;
  cursoNombre: string | null;
  /** A line under the title: the search snippet or when it was updated. */
  detalle?: ReactNode;
}

/** Pages or search results: the title links to the page, with its scope and a detail line. */
export function ListaPaginasWiki({
  elementos,
  etiqueta,
}: {
  elementos: readonly ElementoListaWiki[];
  etiqueta: string;
}) {
  const styles = useStyles();
  return (
    <ul className={styles.lista} aria-label={etiqueta}>
      {elementos.map((p) => (
        <li key={p._id} className={styles.item}>
          <div className={styles.fila}>
            <Body1>
              <EnlaceInterno to={rutaPaginaWiki(p.slug)}>{p.titulo}</EnlaceInterno>
            </Body1>
            <Ambito cursoNombre={p.cursoNombre} />
          </div>
          {p.detalle ? <Caption1>{p.detalle}</Caption1> : null}
        </li>
      ))}
    </ul>
  );
}
