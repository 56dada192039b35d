import type * as PdfJs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificar } from '../../ui/notificaciones';
import { ESCALA_PDF } from './constantes';
import { guardarPosicionPdf, leerPosicionPdf, paginaInicial } from './memoriaPdf';

/** A failure of the library or its worker, as opposed to the document itself. */
function esFalloDeLibreria(error: unknown): boolean {
  const mensaje = error instanceof Error ? error.message : String(error);
  return /worker|pdf\.js|dynamically imported module/i.test(mensaje);
}

/**
 * pdf.js (loaded in its own chunk) and the lesson's document; the page to show starts where
 * this learner left this lesson. `fallo` once the library or the document could not load.
 */
export function useDocumentoPdf(src: string, usuarioId: string, multimediaId: string) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const [documento, setDocumento] = useState<PDFDocumentProxy | null>(null);
  const [pagina, setPagina] = useState(1);
  const [fallo, setFallo] = useState(false);

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

  return { documento, pagina, setPagina, fallo };
}

/** Draws the current page on the canvas; then remembers it and reports its percent. */
export function usePaginaPdf({
  documento,
  pagina,
  lienzoRef,
  usuarioId,
  multimediaId,
  onProgreso,
}: {
  documento: PDFDocumentProxy | null;
  pagina: number;
  lienzoRef: RefObject<HTMLCanvasElement | null>;
  usuarioId: string;
  multimediaId: string;
  onProgreso(porcentaje: number, forzar: boolean): void;
}) {
  const { t } = useTranslation();
  const notificar = useNotificar();
  const progreso = useRef(onProgreso);
  useEffect(() => {
    progreso.current = onProgreso;
  }, [onProgreso]);

  // Draw the current page; remember it and report its percent.
  useEffect(() => {
    if (!documento) return;
    let cancelado = false;
    let cancelarRender: (() => void) | null = null;
    void (async () => {
      try {
        const page = await documento.getPage(pagina);
        const lienzo = lienzoRef.current;
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
  }, [documento, pagina, lienzoRef, usuarioId, multimediaId, notificar, t]);
}
