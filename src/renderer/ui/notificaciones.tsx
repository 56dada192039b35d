import { useToastController, type ToastIntent } from '@fluentui/react-components';
import { useMemo, type ReactElement } from 'react';
import { TOASTER_ID, toasterListo } from './toasts';

export { TOASTER_ID, TOAST_TIMEOUT_MS } from './toasts';

export interface Notificador {
  exito(titulo: string, cuerpo?: string): void;
  error(titulo: string, cuerpo?: string): void;
  aviso(titulo: string, cuerpo?: string): void;
  /** Closes every open toast (e.g. a failed attempt's error once the next one succeeded). */
  descartarTodas(): void;
}

type OpcionesToast = Parameters<ReturnType<typeof useToastController>['dispatchToast']>[1];

/**
 * Dispatches a toast of one's own making (one with an action, say) once the Toaster is on
 * the page: it is fetched with the first toast (ui/toasts.ts).
 */
export function useDespacharToast(): (toast: ReactElement, opciones?: OpcionesToast) => void {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useMemo(
    () => (toast: ReactElement, opciones?: OpcionesToast) =>
      void toasterListo().then(
        () => dispatchToast(toast, opciones),
        // The Toaster's code could not be fetched: the toast is lost, as with no Toaster.
        () => undefined,
      ),
    [dispatchToast],
  );
}

/** Shows toasts; texts arrive already translated. */
export function useNotificar(): Notificador {
  const { dispatchToast, dismissAllToasts } = useToastController(TOASTER_ID);
  return useMemo(() => {
    const mostrar = (intent: ToastIntent) => (titulo: string, cuerpo?: string) => {
      toasterListo().then(
        ({ Toast, ToastTitle, ToastBody }) =>
          dispatchToast(
            <Toast>
              <ToastTitle>{titulo}</ToastTitle>
              {cuerpo ? <ToastBody>{cuerpo}</ToastBody> : null}
            </Toast>,
            { intent },
          ),
        // The Toaster's code could not be fetched: the toast is lost, as with no Toaster.
        () => undefined,
      );
    };
    return {
      exito: mostrar('success'),
      error: mostrar('error'),
      aviso: mostrar('warning'),
      // Before the first toast there is no Toaster and nothing to close.
      descartarTodas: dismissAllToasts,
    };
  }, [dispatchToast, dismissAllToasts]);
}
