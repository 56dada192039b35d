import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { espanolCompleto, fechasListas } from '../i18n';

/**
 * A screen whose code is fetched the first time it is shown (issue 18: the login page loads
 * only its own code). `precargar` starts the fetch early, e.g. for every route the address
 * matches, so a signed-in page and its frame download side by side instead of one after the
 * other; it is the same request React.lazy waits for.
 */
export interface PaginaPerezosa {
  Componente: ComponentType;
  precargar(): Promise<unknown>;
}

/** `cargar` imports a feature's front door (index.ts); `elegir` picks the page from it. */
export function perezosa<M>(cargar: () => Promise<M>, elegir: (modulo: M) => ComponentType) {
  let pendiente: Promise<M> | null = null;
  const precargar = () => {
    // A failed fetch (a deploy replaced the chunk, the network dropped) may be retried.
    // With the screen, the dates module in the interface language: the login path does not
    // load date-fns, every screen after it may write a date (i18n/index.ts). And the Spanish
    // texts beyond the login path's, which any screen may use.
    pendiente ??= Promise.all([cargar(), fechasListas(), espanolCompleto()])
      .then(([modulo]) => modulo)
      .catch((error: unknown) => {
        pendiente = null;
        throw error;
      });
    return pendiente;
  };
  const Componente = lazy(async () => ({ default: elegir(await precargar()) }));
  return { Componente, precargar } satisfies PaginaPerezosa;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    minHeight: '40vh',
    padding: tokens.spacingVerticalXXL,
  },
});

/** What shows while a screen's code arrives: a labelled spinner, announced politely. */
export function CargandoPagina() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <Spinner size="medium" label={t('comun.cargando')} labelPosition="below" />
    </div>
  );
}

/** A lazy screen inside its own Suspense boundary: only its area shows the spinner. */
export function conCarga({ Componente }: PaginaPerezosa): ReactNode {
  return (
    <Suspense fallback={<CargandoPagina />}>
      <Componente />
    </Suspense>
  );
}
