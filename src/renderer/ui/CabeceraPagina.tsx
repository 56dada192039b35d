import { Spinner, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  cabecera: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  alFinal: { alignItems: 'flex-end' },
  titulo: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  acciones: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export interface CabeceraPaginaProps {
  /** The page's one h1. */
  titulo: ReactNode;
  /** A small spinner beside the title while the page's query refetches. */
  cargando?: boolean;
  /** The page's buttons and links, grouped at the end of the row. */
  acciones?: ReactNode;
  /** Bottom-align the row (a labelled field sits in it). */
  alFinal?: boolean;
  /** More items of the row, each its own flex item (search box, filters). */
  children?: ReactNode;
}

/**
 * The head every signed-in page shares: the h1 (with a spinner while refetching), then the
 * page's own actions, wrapping under the title on narrow screens.
 */
export function CabeceraPagina(props: CabeceraPaginaProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.cabecera, props.alFinal ? styles.alFinal : undefined)}>
      <div className={styles.titulo}>
        <Title2 as="h1">{props.titulo}</Title2>
        {props.cargando ? <Spinner size="tiny" aria-label={t('comun.cargando')} /> : null}
      </div>
      {props.children}
      {props.acciones ? <div className={styles.acciones}>{props.acciones}</div> : null}
    </div>
  );
}
