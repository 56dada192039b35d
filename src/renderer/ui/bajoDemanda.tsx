import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A component fetched on first render; `precargar` fetches it ahead (and for tests). */
export type BajoDemanda<P> = ComponentType<P> & { precargar(): Promise<unknown> };

/**
 * A component of the login path's code that is not needed to show the login form (a page
 * reached from it, a dialog it opens): fetched the first time it renders, shown once it is
 * in, `mientras` meanwhile (issue 18). Its texts must be in the login path's Spanish
 * (i18n/espanolInicial.ts): nothing here waits for the rest. A failed fetch throws into the
 * route's error page, like a lazy screen's.
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
    // Chosen once per instance: switching from the lazy wrapper to the loaded component on a
    // later render would remount it (a dialog would lose its state and its focus handling).
    // Already loaded: drawn at once, even by a static render (tests).
    const [Componente] = useState<ComponentType<P>>(() => cargado ?? Perezoso);
    return (
      <Suspense fallback={mientras}>
        <Componente {...props} />
      </Suspense>
    );
  }
  return Object.assign(BajoDemanda, { precargar });
}
