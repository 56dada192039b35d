import { Toaster, type ToasterProps } from '@fluentui/react-components';
import { useEffect } from 'react';
import { TOASTER_ID, TOAST_TIMEOUT_MS } from './toasts';

/** The toast parts, fetched with the Toaster (ui/notificaciones.tsx builds toasts from them). */
export { Toast, ToastBody, ToastTitle } from '@fluentui/react-components';

/**
 * Fluent's Toaster announces each toast by copying its text into a hidden live region, so
 * every toast's text is in the page twice (and a text search finds two elements). Instead,
 * toasts render inside a live region that exists from the start, which screen readers
 * announce on insertion; Fluent's copy is switched off.
 */
const sinCopiaAnunciada: NonNullable<ToasterProps['announce']> = () => undefined;

/**
 * The app's one Toaster, mounted by ToasterBajoDemanda on the first toast. `onMontado` runs
 * after the Toaster's own effects (a parent's effects run after its children's), so by then
 * it listens for the toasts the app dispatches.
 */
export function ToasterReal({
  region,
  onMontado,
}: {
  region: HTMLElement | null;
  onMontado(): void;
}) {
  useEffect(onMontado, [onMontado]);
  return (
    // Spec 8: toasts at the bottom right, 5000 ms.
    <Toaster
      toasterId={TOASTER_ID}
      position="bottom-end"
      timeout={TOAST_TIMEOUT_MS}
      mountNode={region ?? undefined}
      announce={sinCopiaAnunciada}
    />
  );
}
