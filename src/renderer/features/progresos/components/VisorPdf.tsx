import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type * as PdfJs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificar } from '../../../ui/notificaciones';
import { IconoDerecha, IconoIzquierda } from '../../../ui/iconos';
import { ESCALA_PDF } from '../constantes';
import { guardarPosicionPdf, leerPosicionPdf, paginaInicial } from '../memoriaPdf';

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

/** A failure of the library or its worker, as opposed to the document itself. */
function esFalloDeLibreria(error: unknown): boolean {
  const mensaje = error instanceof Error ? error.message : String(error);
  return /worker|pdf\.js|dynamically imported module/i.test(mensaje);
}

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
  const notificar = useNotificar();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [documento, setDocumento] = useState<PDFDocumentProxy | null>(null);
  const [pagina, setPagina] = useState(1);
  const [fallo, setFallo] = useState(false);
  const progreso = useRef(onProgreso);
  useEffect(() => {
    progreso.current = onProgreso;
  }, [onProgreso]);

  // Load the library (its own chunk) and the document.
  useEffect(() => {
    let cancelado = false;
    let destruir: (() => Promise<void>) | null = null;
    void (async () => {
      let pdfjs: typeof PdfJs;
      try {
        pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      } catch (error) {
        if (cancelado) return;
        setFallo(true);
        notificar.error(t('reproductor.errores.pdfjs'), String(error));
        return;
      }
      const tarea = pdfjs.getDocument({ url: src });
      destruir = () => tarea.destroy();
      try {
        const doc = await tarea.promise;
        if (cancelado) return;
        setPagina(paginaInicial(leerPosicionPdf(usuarioId, multimediaId), doc.numPages));
        setDocumento(doc);
      } catch (error) {
        if (cancelado) return;
        setFallo(true);
        notificar.error(
          esFalloDeLibreria(error) ? t('reproductor.errores.pdfjs') : t('reproductor.errores.pdf'),
          error instanceof Error ? error.message : undefined,
        );
      }
    })();
    return () => {
      cancelado = true;
      void destruir?.();
    };
  }, [src, usuarioId, multimediaId, notificar, t]);

  // Draw the current page; remember it and report its percent.
  useEffect(() => {
    if (!documento) return;
    let cancelado = false;
    let cancelarRender: (() => void) | null = null;
    void (async () => {
      try {
        const page = await documento.getPage(pagina);
        const lienzo = canvas.current;
        if (cancelado || !lienzo) return;
        const viewport = page.getViewport({ scale: ESCALA_PDF });
        lienzo.width = Math.floor(viewport.width);
        lienzo.height = Math.floor(viewport.height);
        const contexto = lienzo.getContext('2d');
        if (!contexto) return;
        const render = page.render({ canvas: lienzo, canvasContext: contexto, viewport });
        cancelarRender = () => render.cancel();
        await render.promise;
      } catch (error) {
        if (cancelado || (error instanceof Error && error.name === 'RenderingCancelledException'))
          return;
        notificar.error(t('reproductor.errores.pdf'), error instanceof Error ? error.message : '');
        return;
      }
      if (cancelado) return;
      const posicion = guardarPosicionPdf(usuarioId, multimediaId, pagina, documento.numPages);
      progreso.current(posicion.porcentaje, true);
    })();
    return () => {
      cancelado = true;
      cancelarRender?.();
    };
  }, [documento, pagina, usuarioId, multimediaId, notificar, t]);

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
          ref={canvas}
          className={styles.canvas}
          role="img"
          aria-label={t('reproductor.pdf.lienzo', { n: pagina })}
        />
      </div>
    </div>
  );
}
