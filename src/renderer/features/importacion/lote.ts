import type { Lote } from '@shared/api';
import type { EstadoLote, FaseLote, ModoImportacion } from '@shared/domain/importacion';
import type { TFunction } from 'i18next';

/** The wizard's steps: pick a file, read the dry run, follow the import, see the result. */
export type PasoImportacion = 'elegir' | 'vista' | 'progreso' | 'resultado';

/** Which step a batch belongs to (none yet: the file has still to be chosen). */
export function pasoDeLote(lote: Pick<Lote, 'estado'> | null): PasoImportacion {
  if (!lote) return 'elegir';
  if (lote.estado === 'validado') return 'vista';
  if (lote.estado === 'en_curso') return 'progreso';
  return 'resultado';
}

/** Finished one way or another: polling stops and the users list is refreshed. */
export function esTerminal(estado: EstadoLote): boolean {
  return estado !== 'validado' && estado !== 'en_curso';
}

/** Rows the chosen mode would write (the server's `aplicar` once confirmed). */
export function filasAplicables(lote: Pick<Lote, 'conteo'>, modo: ModoImportacion): number {
  return lote.conteo.nuevo + (modo === 'nuevosYActualizar' ? lote.conteo.actualizado : 0);
}

/** The progress bar's label: what the server is doing right now. */
export function etiquetaFase(fase: FaseLote | null, t: TFunction): string {
  if (fase === 'hash') return t('importacion.progreso.hash');
  if (fase === 'escritura') return t('importacion.progreso.escritura');
  return t('importacion.progreso.iniciando');
}

/** 0–1 for Fluent's ProgressBar; 0 until the server knows how many rows it applies. */
export function fraccionProgreso(lote: Pick<Lote, 'procesadas' | 'aplicar'>): number {
  if (lote.aplicar <= 0) return 0;
  return Math.min(1, Math.max(0, lote.procesadas / lote.aplicar));
}

/** The result step's headline, per final state. */
export function textoResultadoLote(
  lote: Pick<Lote, 'estado' | 'creados' | 'actualizados' | 'error' | 'deshechos'>,
  t: TFunction,
): string {
  switch (lote.estado) {
    case 'completado':
      return t('importacion.resultado.completado', {
        creados: lote.creados,
        actualizados: lote.actualizados,
      });
    case 'cancelado':
      return t('importacion.resultado.cancelado');
    case 'fallido':
      return t('importacion.resultado.fallido', { error: lote.error ?? '' });
    case 'deshecho':
      return t('importacion.resultado.deshecho', { count: lote.deshechos });
    default:
      return '';
  }
}

/** A File for the multipart upload, copied out of the picked bytes. */
export function archivoCsv(nombre: string, datos: Uint8Array): File {
  return new File([new Uint8Array(datos)], nombre, { type: 'text/csv' });
}

/** The printable sheet of a batch's generated passwords (a route of its own). */
export function rutaCredenciales(lote: string): string {
  return `/usuarios/importaciones/${encodeURIComponent(lote)}/credenciales`;
}

/** The history's counts column: what was written, or what the dry run found. */
export function resumenLote(lote: Lote, t: TFunction): string {
  if (lote.estado === 'completado' || lote.estado === 'deshecho') {
    const escrito = t('importacion.historial.aplicado', {
      creados: lote.creados,
      actualizados: lote.actualizados,
    });
    if (lote.estado === 'completado') return escrito;
    return `${escrito}; ${t('importacion.historial.deshechos', { count: lote.deshechos })}`;
  }
  return t('importacion.historial.simulado', { ...lote.conteo });
}
