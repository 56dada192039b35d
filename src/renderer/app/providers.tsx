import { FluentProvider, Toaster, type ToasterProps } from '@fluentui/react-components';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import {
  PreferenciasPublicas,
  SincronizadorPreferencias,
  temaDe,
  useAjustesVisuales,
} from '../features/preferencias';
import i18n from '../i18n';
import { TOASTER_ID, TOAST_TIMEOUT_MS } from '../ui/notificaciones';
import type { AppStore } from './store';

/**
 * Fluent's Toaster announces each toast by copying its text into a hidden live region, so
 * every toast's text is in the page twice (and a text search finds two elements). Instead,
 * toasts render inside a live region that exists from the start, which screen readers
 * announce on insertion; Fluent's copy is switched off.
 */
const sinCopiaAnunciada: NonNullable<ToasterProps['announce']> = () => undefined;

/**
 * The user's display settings (issue 16) as the Fluent theme, and as attributes on <html>
 * for the few styles outside Fluent (global.css) that must follow them too.
 */
function useTemaDelUsuario() {
  const ajustes = useAjustesVisuales();
  useEffect(() => {
    const raiz = document.documentElement;
    raiz.toggleAttribute('data-texto-grande', ajustes.textoGrande);
    raiz.toggleAttribute('data-alto-contraste', ajustes.altoContraste);
  }, [ajustes]);
  return useMemo(() => temaDe(ajustes), [ajustes]);
}

function Tema({ children }: { children: ReactNode }) {
  const [regionToasts, setRegionToasts] = useState<HTMLElement | null>(null);
  const tema = useTemaDelUsuario();
  return (
    // No className here: Fluent copies the provider's classes onto every portal node (menus,
    // listboxes, dialogs), so a min-height here made each portal a white full-page layer.
    // Pages size themselves (PaginaCentrada, AppLayout).
    <FluentProvider theme={tema}>
      <SincronizadorPreferencias />
      {children}
      <PreferenciasPublicas />
      <div ref={setRegionToasts} aria-live="polite" />
      {/* Spec 8: toasts at the bottom right, 5000 ms. */}
      <Toaster
        toasterId={TOASTER_ID}
        position="bottom-end"
        timeout={TOAST_TIMEOUT_MS}
        mountNode={regionToasts ?? undefined}
        announce={sinCopiaAnunciada}
      />
    </FluentProvider>
  );
}

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Tema>{children}</Tema>
      </I18nextProvider>
    </Provider>
  );
}
