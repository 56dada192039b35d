import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import i18n from '../../../../src/renderer/i18n';

/**
 * Renders a component to HTML in Node (no DOM here, and no DOM library in the project):
 * enough to check what a screen shows and which controls it offers, in Spanish.
 */
export function renderizar(nodo: ReactNode): string {
  void i18n.changeLanguage('es');
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>{nodo}</FluentProvider>
    </I18nextProvider>,
  );
  return html.replace(/<style[\s\S]*?<\/style>/g, '');
}

/** The visible text, tags turned into single spaces. */
export const texto = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The text of each element of a tag ('li', 'button'), in order. */
export function textos(html: string, etiqueta: string): string[] {
  const re = new RegExp(`<${etiqueta}[\\s>][\\s\\S]*?</${etiqueta}>`, 'g');
  return [...html.matchAll(re)].map((m) => texto(m[0]));
}
