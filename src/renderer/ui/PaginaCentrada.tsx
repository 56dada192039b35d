import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** Full-height page with its content centred: login, public and error pages. */
export function PaginaCentrada({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <main className={styles.root}>{children}</main>;
}
