import {
  Toast,
  ToastBody,
  ToastTitle,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { useMemo } from 'react';

/** The app's one Toaster (mounted in app/providers.tsx). */
export const TOASTER_ID = 'app-toaster';
/** Spec 8: toasts stay 5000 ms. */
export const TOAST_TIMEOUT_MS = 5000;

export interface Notificador {
  exito(titulo: string, cuerpo?: string): void;
  error(titulo: string, cuerpo?: string): void;
  aviso(titulo: string, cuerpo?: string): void;
  /** Closes every open toast (e.g. a failed attempt's error once the next one succeeded). */
  descartarTodas(): void;
}

/** Shows toasts; texts arrive already translated. */
export function useNotificar(): Notificador {
  const { dispatchToast, dismissAllToasts } = useToastController(TOASTER_ID);
  return useMemo(() => {
    const mostrar = (intent: ToastIntent) => (titulo: string, cuerpo?: string) => {
      dispatchToast(
        <Toast>
          <ToastTitle>{titulo}</ToastTitle>
          {cuerpo ? <ToastBody>{cuerpo}</ToastBody> : null}
        </Toast>,
        { intent },
      );
    };
    return {
      exito: mostrar('success'),
      error: mostrar('error'),
      aviso: mostrar('warning'),
      descartarTodas: dismissAllToasts,
    };
  }, [dispatchToast, dismissAllToasts]);
}
