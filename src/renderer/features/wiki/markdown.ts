import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/**
 * Markdown of a help page to safe HTML (docs/wiki.md), in two layers. First, `marked` renders
 * the Markdown with raw HTML escaped: a `<script>` or `<img onerror>` written in a page shows
 * as text and is never parsed as HTML (nor reported by the page's CSP). Then DOMPurify keeps
 * only harmless HTML of what Markdown made — no `javascript:` link, no style, no form, no
 * frame. The instance is the wiki's own, so its hook does not touch the course texts'.
 *
 * Links: a path inside the app (`/pl/<id>`, `/wiki/<slug>`) is marked `data-interno` and
 * the page's click handler navigates to it in place; any other link opens outside
 * (`target=_blank`), which the desktop hands to the system browser (navigationPolicy.ts).
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapar = (texto: string) => texto.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: { html: ({ text }) => escapar(text) },
});

let purificador: ReturnType<typeof DOMPurify> | null = null;

/** A path of this app: one leading slash, not a protocol-relative `//host`. */
export function esRutaInterna(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function instancia(): ReturnType<typeof DOMPurify> {
  if (purificador) return purificador;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (nodo) => {
    if (nodo.tagName !== 'A') return;
    const href = nodo.getAttribute('href') ?? '';
    if (esRutaInterna(href)) {
      nodo.setAttribute('data-interno', href);
      nodo.removeAttribute('target');
    } else if (href !== '' && !href.startsWith('#')) {
      nodo.setAttribute('target', '_blank');
      nodo.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purificador = p;
  return p;
}

export function htmlDeMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return instancia().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
