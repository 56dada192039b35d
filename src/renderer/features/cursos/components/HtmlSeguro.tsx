import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Course rich text (descripcion2, objetivos, metodologia). The server sanitizes it when it
 * is stored; it is sanitized again here, in the browser, right before it is rendered.
 */
export function HtmlSeguro({ html, className }: { html: string; className?: string }) {
  const limpio = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button'],
      }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: limpio }} />;
}
