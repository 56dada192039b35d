import { datosCertificadoSchema } from '@shared/api/certificados';
import type { Certificado, Verificacion } from '@shared/api/certificados';
import { rutaVerificacion } from '@shared/domain/evaluaciones';
import type { CertificadosTable } from '../../db/schema';
import type { FirmaService, Firmante } from '../../security/firmas';
import type { CertificadoEmitido } from './repositoryEmision';

export function rutaDescarga(id: string): string {
  return `/api/certificados/${encodeURIComponent(id)}/pdf`;
}

/**
 * The frozen data of a row. It was written by `emitirSiCorresponde` from a parsed shape;
 * a row that no longer parses is a corrupted database, reported as a server error.
 */
export function datosDe(fila: CertificadosTable): CertificadoEmitido {
  const json = JSON.parse(fila.datos) as Record<string, unknown>;
  const url = typeof json.urlVerificacion === 'string' ? json.urlVerificacion : null;
  return {
    id: fila.id,
    numero: Number(fila.numero),
    codigoVerificacion: fila.codigo_verificacion,
    // Only rows written outside this code lack the URL: the relative path still verifies.
    urlVerificacion: url ?? rutaVerificacion(fila.codigo_verificacion),
    emitidoEn: fila.emitido_en,
    datos: datosCertificadoSchema.parse(json),
  };
}

/** A row → the holder's or an admin's view, with a download URL signed for the caller. */
export async function aCertificado(
  fila: CertificadosTable,
  firmas: FirmaService,
  para: Firmante,
): Promise<Certificado> {
  const c = datosDe(fila);
  return {
    _id: fila.id,
    numero: c.numero,
    codigoVerificacion: c.codigoVerificacion,
    emitidoEn: c.emitidoEn,
    revocadoEn: fila.revocado_en,
    motivoRevocacion: fila.motivo_revocacion,
    datos: c.datos,
    sha256Pdf: fila.sha256_pdf,
    urlVerificacion: c.urlVerificacion,
    urlPdf: await firmas.urlFirmada(para, rutaDescarga(fila.id)),
    usuarioId: fila.usuario_id,
  };
}

/**
 * The identification as the public page shows it: only the last 4 digits (at most half of
 * a short number), the rest as asterisks, e.g. `******1234`.
 */
export function enmascararIdentificacion(identificacion: string | null): string | null {
  if (identificacion === null || identificacion.trim() === '') return null;
  const limpio = identificacion.trim();
  const visibles = Math.min(4, Math.floor(limpio.length / 2));
  return '*'.repeat(limpio.length - visibles) + limpio.slice(limpio.length - visibles);
}

/** What anyone may see by the code: no ids, no email, the identification masked. */
export function aVerificacion(fila: CertificadosTable): Verificacion {
  const c = datosDe(fila);
  return {
    numero: c.numero,
    codigoVerificacion: c.codigoVerificacion,
    emitidoEn: c.emitidoEn,
    valido: fila.revocado_en === null,
    revocadoEn: fila.revocado_en,
    motivoRevocacion: fila.motivo_revocacion,
    // Field by field: a field added to the frozen data does not become public by accident.
    datos: {
      nombre: c.datos.nombre,
      apellidos: c.datos.apellidos,
      identificacion: enmascararIdentificacion(c.datos.identificacion),
      curso: { codigo: c.datos.curso.codigo, nombre: c.datos.curso.nombre },
      evaluacion: { codigo: c.datos.evaluacion.codigo, nombre: c.datos.evaluacion.nombre },
      horas: c.datos.horas,
      estrategia: c.datos.estrategia,
    },
    sha256Pdf: fila.sha256_pdf,
  };
}
