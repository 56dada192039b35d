import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

/** A component fetched on first render; `precargar` fetches it ahead (and for tests). */
export type BajoDemanda<P> = ComponentType<P> & { precargar(): Promise<unknown> };

/**
 * A component of the login path's code that is not needed to show the login form (a page
 * reached from it, a dialog it opens): fetched the first time it renders, shown once it is
 * in, `mientras` meanwhile (issue 18); once in, it renders at once. Its texts must be in
 * the login path's Spanish (i18n/espanolInicial.ts): nothing here waits for the rest. A
 * failed fetch throws into the route's error page, like a lazy screen's, and is retried.
 */
export function bajoDemanda<P extends object>(
  cargar: () => Promise<ComponentType<P>>,
  mientras: ReactNode = null,
): BajoDemanda<P> {
  let cargado: ComponentType<P> | null = null;
  let pendiente: Promise<ComponentType<P>> | null = null;
  const precargar = () => {
    pendiente ??= cargar().then(
      (componente) => (cargado = componente),
      (error: unknown) => {
        pendiente = null;
        throw error;
      },
    );
    return pendiente;
  };
  const Perezoso = lazy(async () => ({ default: await precargar() }));
  function BajoDemanda(props: P) {
    if (cargado) {
      const Cargado = cargado;
      return <Cargado {...props} />;
    }
    return (
      <Suspense fallback={mientras}>
        <Perezoso {...props} />
      </Suspense>
    );
  }
  return Object.assign(BajoDemanda, { precargar });
}
