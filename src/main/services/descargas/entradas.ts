import type { Descarga } from '@shared/bridge';
import { rutaFinal, type Entrada } from './indice';
import { tamanoSync } from './progreso';
import { ErrorDescarga, type ResultadoTransferencia } from './transferencia';

/** Pure steps of the downloads service: what an entry means after a restart, a transfer, a list. */

export const MENSAJE_CORTE =
  'Se perdió la conexión durante la descarga; al reintentar continuará donde quedó.';

/** What the last run left: a transfer it was running is now paused (and resumable). */
export function alCargar(e: Entrada, carpeta: string): Entrada {
  if (e.estado === 'en-curso') return { ...e, estado: 'pausada' };
  if (e.estado !== 'completa') return e;
  const tamano = tamanoSync(rutaFinal(carpeta, e.multimediaId));
  if (tamano !== null && (e.total === null || tamano === e.total)) return e;
  return {
    ...e,
    estado: 'error',
    sha256: null,
    reanudar: false,
    error: 'El archivo de la lección ya no está completo en este equipo; vuelve a descargarla.',
  };
}

/**
 * Absolute http(s) URL on the platform server's origin. The renderer hands over a signed
 * same-origin path; the main process fetches nothing else on its behalf.
 */
export function resolverUrl(url: string, baseUrl: string): string {
  const base = new URL(baseUrl);
  let destino: URL;
  try {
    destino = new URL(url, base);
  } catch {
    throw new Error('La dirección de la lección no es válida.');
  }
  if (destino.origin !== base.origin) {
    throw new Error('La dirección de la lección no pertenece al servidor de la plataforma.');
  }
  return destino.href;
}

/**
 * The integrity check before a `.part` may become the lesson: every announced byte is there
 * (fewer is a cut: resumable), not one more, and the SHA-256 matches when one was given.
 */
export function verificar(r: ResultadoTransferencia, e: Entrada): void {
  const esperado = r.total ?? e.total;
  if (esperado !== null && r.bytes < esperado) throw new ErrorDescarga(MENSAJE_CORTE, 'corte');
  if (esperado !== null && r.bytes > esperado) {
    throw new ErrorDescarga(
      'El tamaño de la lección descargada no coincide con el del servidor; se descartó.',
      'integridad',
    );
  }
  if (e.sha256Esperado !== null && r.sha256 !== e.sha256Esperado) {
    throw new ErrorDescarga(
      'La lección descargada está dañada (su huella SHA-256 no coincide); se descartó.',
      'integridad',
    );
  }
}

/** What the renderer sees of an entry. */
export function foto(e: Entrada, bytes: number, velocidad: number): Descarga {
  const completa = e.estado === 'completa';
  return {
    multimediaId: e.multimediaId,
    nombre: e.nombre,
    cursoId: e.cursoId,
    bytes,
    total: e.total,
    velocidad: e.estado === 'en-curso' ? velocidad : 0,
    estado: e.estado,
    error: e.error,
    sha256: completa ? e.sha256 : null,
    urlLocal: completa ? `leccion://${e.multimediaId}` : null,
    subtitulos: completa ? e.subtitulosListos : [],
    actualizadoEn: e.actualizadoEn,
  };
}
