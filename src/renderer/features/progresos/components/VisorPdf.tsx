import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconoDerecha, IconoIzquierda } from '../../../ui/iconos';
import { useDocumentoPdf, usePaginaPdf } from '../usePdf';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  barra: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
  },
  lienzo: {
    overflow: 'auto',
    maxHeight: '65vh',
    backgroundColor: tokens.colorNeutralBackground3,
    textAlign: 'center',
  },
  canvas: { maxWidth: '100%', height: 'auto', boxShadow: tokens.shadow4 },
});

/**
 * PDF lessons with pdf.js (spec 2): one page at a time on a canvas at scale 1.5, previous /
 * next, 'Página N de M'. The last page is remembered per learner and lesson, and each page
 * reports porcentajePdf (the server keeps the maximum).
 */
export function VisorPdf({
  src,
  multimediaId,
  usuarioId,
  onProgreso,
}: {
  src: string;
  multimediaId: string;
  usuarioId: string;
  onProgreso(porcentaje: number, forzar: boolean): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const lienzoRef = useRef<HTMLCanvasElement>(null);
  const { documento, pagina, setPagina, fallo } = useDocumentoPdf(src, usuarioId, multimediaId);
  usePaginaPdf({ documento, pagina, lienzoRef, usuarioId, multimediaId, onProgreso });

  const total = documento?.numPages ?? 0;
  return (
    <div className={styles.root}>
      {documento ? (
        <div className={styles.barra}>
          <Button
            icon={<IconoIzquierda />}
            aria-label={t('reproductor.pdf.anterior')}
            title={t('reproductor.pdf.anterior')}
            disabled={pagina <= 1}
            onClick={() => setPagina((p) => Math.max(1, p - 1))}
          />
          <Caption1 aria-live="polite">
            {t('reproductor.pdf.pagina', { n: pagina, total })}
          </Caption1>
          <Button
            icon={<IconoDerecha />}
            aria-label={t('reproductor.pdf.siguiente')}
            title={t('reproductor.pdf.siguiente')}
            disabled={pagina >= total}
            onClick={() => setPagina((p) => Math.min(total, p + 1))}
          />
        </div>
      ) : fallo ? null : (
        <Spinner size="small" label={t('reproductor.pdf.cargando')} />
      )}
      <div className={styles.lienzo} hidden={!documento}>
        <canvas
          ref={lienzoRef}
          className={styles.canvas}
          role="img"
          aria-label={t('reproductor.pdf.lienzo', { n: pagina })}
        />
      </div>
    </div>
  );
}
