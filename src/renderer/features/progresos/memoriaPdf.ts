import { porcentajePdf } from '@shared/domain/progreso';

/** Where a learner's last PDF page is kept: per user and lesson. */
export function clavePdf(usuarioId: string, multimediaId: string): string {
  return `contenido-formativo.pdf.${usuarioId}.${multimediaId}`;
}

export interface PosicionPdf {
  /** 1-based page. */
  pagina: number;
  porcentaje: number;
}

type Almacen = Pick<Storage, 'getItem' | 'setItem'>;

function almacenPorDefecto(): Almacen | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The remembered page (null when none or unreadable). */
export function leerPosicionPdf(
  usuarioId: string,
  multimediaId: string,
  almacen: Almacen | null = almacenPorDefecto(),
): PosicionPdf | null {
  try {
    const texto = almacen?.getItem(clavePdf(usuarioId, multimediaId));
    if (!texto) return null;
    const valor = JSON.parse(texto) as Partial<PosicionPdf>;
    if (typeof valor.pagina !== 'number' || !Number.isInteger(valor.pagina) || valor.pagina < 1)
      return null;
    const porcentaje = typeof valor.porcentaje === 'number' ? valor.porcentaje : 0;
    return { pagina: valor.pagina, porcentaje };
  } catch {
    return null;
  }
}

/** Remembers a page and its percent; failing storage only loses the resume point. */
export function guardarPosicionPdf(
  usuarioId: string,
  multimediaId: string,
  pagina: number,
  total: number,
  almacen: Almacen | null = almacenPorDefecto(),
): PosicionPdf {
  const posicion = { pagina, porcentaje: porcentajePdf(pagina - 1, total) };
  try {
    almacen?.setItem(clavePdf(usuarioId, multimediaId), JSON.stringify(posicion));
  } catch {
    // Storage full or blocked.
  }
  return posicion;
}

/** The page to open: the remembered one, kept inside 1…total. */
export function paginaInicial(recordada: PosicionPdf | null, total: number): number {
  if (!recordada || total < 1) return 1;
  return Math.min(total, Math.max(1, recordada.pagina));
}
