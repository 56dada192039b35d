import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { htmlDeMarkdown } from '../markdown';

const useStyles = makeStyles({
  contenido: {
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: 'anywhere',
    '& pre': {
      overflowX: 'auto',
      padding: tokens.spacingHorizontalM,
      backgroundColor: tokens.colorNeutralBackground3,
    },
    '& img': { maxWidth: '100%' },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
});

/**
 * A help page's Markdown, rendered and sanitized (markdown.ts). A click on a link inside
 * the app (`/pl/<id>`, `/wiki/<slug>`) navigates in place instead of reloading.
 */
export function MarkdownWiki({ markdown, etiqueta }: { markdown: string; etiqueta?: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const html = useMemo(() => htmlDeMarkdown(markdown), [markdown]);
  const alHacerClic = (evento: MouseEvent<HTMLDivElement>) => {
    if (!(evento.target instanceof Element)) return;
    const enlace = evento.target.closest('a[data-interno]');
    const destino = enlace?.getAttribute('data-interno');
    if (!destino || evento.ctrlKey || evento.metaKey || evento.shiftKey) return;
    evento.preventDefault();
    void navigate(destino);
  };
  return (
    // The links inside are real anchors (keyboard and screen readers use them as such);
    // the handler only keeps an in-app link from reloading the page.
    <div
      className={styles.contenido}
      aria-label={etiqueta}
      role={etiqueta ? 'region' : undefined}
      onClick={alHacerClic}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
