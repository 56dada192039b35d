import { FluentProvider } from '@fluentui/react-components';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import {
  PreferenciasPublicas,
  SincronizadorPreferencias,
  temaDe,
  useAjustesVisuales,
} from '../features/preferencias';
import i18n from '../i18n';
import { ToasterBajoDemanda } from '../ui/ToasterBajoDemanda';
import type { AppStore } from './store';

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
  const tema = useTemaDelUsuario();
  return (
    // No className here: Fluent copies the provider's classes onto every portal node (menus,
    // listboxes, dialogs), so a min-height here made each portal a white full-page layer.
    // Pages size themselves (PaginaCentrada, AppLayout).
    <FluentProvider theme={tema}>
      <SincronizadorPreferencias />
      {children}
      <PreferenciasPublicas />
      {/* Spec 8: toasts at the bottom right, fetched with the first one (issue 18). */}
      <ToasterBajoDemanda />
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
