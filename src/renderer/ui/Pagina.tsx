import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { CabeceraPagina, type CabeceraPaginaProps } from './CabeceraPagina';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  compacta: { gap: tokens.spacingVerticalM },
});

/**
 * A signed-in page: a `<section>` stacking its blocks in a column, headed by
 * `CabeceraPagina` when `cabecera` is given (a page with its own head passes none).
 */
export function Pagina(props: {
  cabecera?: CabeceraPaginaProps;
  /** Blocks closer together (list pages: header, filters, table, paging). */
  compacta?: boolean;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.root, props.compacta ? styles.compacta : undefined)}>
      {props.cabecera ? <CabeceraPagina {...props.cabecera} /> : null}
      {props.children}
    </section>
  );
}
