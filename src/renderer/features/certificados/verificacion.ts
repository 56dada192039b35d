import { sha256 } from '@noble/hashes/sha2';
import type { Verificacion } from '@shared/api';
import { formatearFecha } from '@shared/dates';
import {
  FORMATO_CODIGO_VERIFICACION,
  normalizarCodigoVerificacion,
} from '@shared/domain/evaluaciones';
import type { ApiFailure } from '../../app/apiError';

/** The code to look up, or null while what was typed cannot be one. */
export function codigoConsultable(texto: string): string | null {
  const codigo = normalizarCodigoVerificacion(texto);
  return FORMATO_CODIGO_VERIFICACION.test(codigo) ? codigo : null;
}

export type EstadoCertificado =
  { estado: 'valido' } | { estado: 'revocado'; fecha: string; motivo: string };

/** The banner of the public page: VÁLIDO, or REVOCADO with when and why. */
export function estadoDe(v: Pick<Verificacion, 'valido' | 'revocadoEn' | 'motivoRevocacion'>) {
  const estado: EstadoCertificado =
    v.valido && v.revocadoEn === null
      ? { estado: 'valido' }
      : {
          estado: 'revocado',
          fecha: formatearFecha(v.revocadoEn, 'fechaHora'),
          motivo: v.motivoRevocacion ?? '',
        };
  return estado;
}

/**
 * The public page's error: 404 is the spec's "no such certificate" (the locale's
 * `certificados.verificar.noEncontrado`); anything else is the server's own message.
 */
export function falloVerificacion(falla: ApiFailure): { noEncontrado: true } | { error: string } {
  return falla.status === 404 ? { noEncontrado: true } : { error: falla.data.error };
}

const aHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Web Crypto when the page has it; it is missing outside secure contexts (plain http). */
function digestWeb(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null;
}

/**
 * SHA-256 of some bytes as lower-case hex, computed on this machine: Web Crypto
 * (`crypto.subtle.digest`), or @noble/hashes when the page is not a secure context — a
 * school's server is often reached over plain http on the local network (e.g. a phone that
 * scanned the certificate's QR), and browsers hide `crypto.subtle` there.
 */
export async function sha256Hex(
  datos: Blob | ArrayBuffer | Uint8Array,
  subtle: SubtleCrypto | null = digestWeb(),
): Promise<string> {
  const bytes =
    datos instanceof Blob ? new Uint8Array(await datos.arrayBuffer()) : new Uint8Array(datos);
  if (!subtle) return aHex(sha256(bytes));
  return aHex(new Uint8Array(await subtle.digest('SHA-256', bytes)));
}

/** Whether a chosen file is byte for byte the issued PDF; null when nothing to compare to. */
export async function archivoCoincide(
  archivo: Blob | ArrayBuffer | Uint8Array,
  sha256Pdf: string | null,
): Promise<boolean | null> {
  if (!sha256Pdf) return null;
  return (await sha256Hex(archivo)) === sha256Pdf.trim().toLowerCase();
}
