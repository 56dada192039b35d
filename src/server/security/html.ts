import sanitizeHtml from 'sanitize-html';

/**
 * Rich HTML written by course editors (descripcion2, objetivos, metodologia…) is shown to
 * every learner, so it is cleaned when STORED, not only when rendered: whatever client
 * reads it later (old app, web client, an export) gets harmless markup. An allow-list
 * (sanitize-html, a real parser) rather than regexes: `<scr<script>ipt>`, entity-encoded
 * `jav&#x09;ascript:` and unknown tags are handled by parsing, not by pattern luck.
 */

/** Formatting an editor needs; everything else (script, style, iframe, form, svg…) goes. */
const ETIQUETAS = (
  'p br hr b strong i em u s sub sup small mark h1 h2 h3 h4 h5 h6 ul ol li blockquote pre ' +
  'code a img span div table thead tbody tfoot tr th td caption colgroup col'
).split(' ');

/**
 * Inline styles editors use for alignment, colour and size, each value matched whole: no
 * `url(...)`, `expression(...)` or `position` can get through.
 */
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const MEDIDA = [/^\d{1,4}(?:\.\d{1,2})?(?:px|em|rem|%|pt)?$/];
const ESTILOS: Record<string, RegExp[]> = {
  'text-align': [/^(?:left|right|center|justify)$/],
  color: COLOR,
  'background-color': COLOR,
  'font-weight': [/^(?:normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(?:normal|italic)$/],
  'text-decoration': [/^(?:none|underline|line-through)$/],
  'font-size': MEDIDA,
  width: MEDIDA,
  height: MEDIDA,
};

/** Our own API paths (course backgrounds, lesson files) are fine as image sources. */
const RUTA_API = /^\/api\/[A-Za-z0-9._~\-/]+(?:\?[A-Za-z0-9._~\-=&%]*)?$/;

const OPCIONES: sanitizeHtml.IOptions = {
  allowedTags: ETIQUETAS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
    p: ['style'],
    span: ['style'],
    div: ['style'],
    ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((h) => [h, ['style']])),
  },
  allowedStyles: { '*': ESTILOS },
  // Anything not listed (javascript:, vbscript:, data:, file:…) is dropped with its attribute.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // Protocol-relative `//evil.example` would inherit the page's scheme: refuse it.
  allowProtocolRelative: false,
  // Script/style contents must disappear entirely, not be left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new tab must not hand window.opener to the target.
    a: (tagName, attribs) => {
      const salida = { ...attribs };
      if (salida.target && salida.target !== '_blank') delete salida.target;
      if (salida.target === '_blank') salida.rel = 'noopener noreferrer';
      return { tagName, attribs: salida };
    },
    // Images: absolute http(s) or our own API paths only; a relative path could point at
    // anything the web client serves. (The scheme check below still applies.)
    img: (tagName, attribs) => {
      const salida = { ...attribs };
      const src = salida.src?.trim() ?? '';
      if (!/^https?:\/\//i.test(src) && !RUTA_API.test(src)) delete salida.src;
      return { tagName, attribs: salida };
    },
  },
  exclusiveFilter: (frame) =>
    // An image without a usable source is noise (its src was removed as unsafe).
    frame.tag === 'img' && !frame.attribs.src,
};

/** Clean rich HTML for storage: safe formatting kept, anything executable removed. */
export function sanitizarHtml(html: string): string {
  return sanitizeHtml(html, OPCIONES).trim();
}
