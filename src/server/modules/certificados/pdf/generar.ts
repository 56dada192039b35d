/**
 * The certificate PDF (spec 2, Certificate page; spec 9): a landscape page 297 mm wide
 * whose height follows the background image, with every statement written as real PDF
 * text (searchable, selectable) and the verification QR drawn as vectors. Generated once,
 * at issue: its SHA-256 is stored, so the bytes must depend only on the input.
 */
import { createHash } from 'node:crypto';
import { jsPDF } from 'jspdf';
import type { DatosCertificado } from '@shared/api/certificados';
import { CERTIFICADO } from '@shared/domain/evaluaciones';
import { cargarFondo } from './fondo';
import { addImagenFija } from './imagen';
import { dibujarQr } from './qr';
import { aWinAnsi, escribir, fechaLargaBogota, fechaPdf } from './texto';
import type { EstiloLinea } from './texto';

export interface EntradaPdfCertificado {
  numero: number;
  codigoVerificacion: string;
  /** Absolute URL of the public verification page (printed and encoded as QR). */
  urlVerificacion: string;
  /** ISO date of issue (printed in long Spanish form; also the PDF's creation date). */
  emitidoEn: string;
  datos: DatosCertificado;
}

const AZUL = '#172559';
const GRIS = '#3A3F4B';
/** Text stays inside the gold corner brackets of the background (mm). */
const ANCHO_TEXTO = 236;
/** Below the seal's top (bottom-left of the background) lines must stay this narrow. */
const ANCHO_BAJO_SELLO = 140;
const QR_LADO = 30;

const cuerpo = (extra: Partial<EstiloLinea> = {}): EstiloLinea => ({
  tamano: 13,
  minimo: 9,
  maxAncho: ANCHO_TEXTO,
  color: GRIS,
  ...extra,
});

function identificacion(d: DatosCertificado): string | null {
  const numero = d.identificacion?.trim();
  if (!numero) return null;
  const tipo = d.tipoIdentificacion?.trim() || 'documento';
  return `identificado(a) con ${tipo} N° ${numero}`;
}

interface Renglon {
  texto: string;
  /** Distance from the previous block's last baseline (mm). */
  antes: number;
  estilo: EstiloLinea;
}

/**
 * Body lines from the name down. The base layout leaves room for the worst case (a name and
 * a course of two lines each, a wrapped evaluation line, ≈ 16 mm more) before the lower
 * lines reach the seal or the verification block; only lines below ≈ 128 mm must be narrow.
 */
function renglones(e: EntradaPdfCertificado): Renglon[] {
  const d = e.datos;
  const ident = identificacion(d);
  const destacado = (tamano: number, minimo: number) =>
    cuerpo({ tamano, minimo, negrita: true, color: AZUL });
  return [
    { texto: `${d.nombre} ${d.apellidos}`, antes: 13, estilo: destacado(28, 16) },
    ...(ident ? [{ texto: ident, antes: 8, estilo: cuerpo({ tamano: 12 }) }] : []),
    { texto: 'aprobó el curso', antes: 11, estilo: cuerpo() },
    { texto: `${d.curso.codigo}: ${d.curso.nombre}`, antes: 9, estilo: destacado(18, 12) },
    {
      texto: `mediante la evaluación ${d.evaluacion.codigo}: ${d.evaluacion.nombre}, con una intensidad de ${d.horas} horas,`,
      antes: 8,
      estilo: cuerpo({ tamano: 12 }),
    },
    {
      texto: `dentro de la estrategia ${d.estrategia}.`,
      antes: 6,
      estilo: cuerpo({ tamano: 12, maxAncho: ANCHO_BAJO_SELLO }),
    },
    {
      texto: `Expedido el ${fechaLargaBogota(e.emitidoEn)}.`,
      antes: 10,
      estilo: cuerpo({ maxAncho: ANCHO_BAJO_SELLO }),
    },
  ];
}

/** The statements, centred: title and number above the gold rule, the body below it. */
function escribirCuerpo(doc: jsPDF, e: EntradaPdfCertificado, cx: number) {
  escribir(doc, 'CERTIFICADO', cx, 40, cuerpo({ tamano: 36, negrita: true, color: AZUL }));
  escribir(doc, `Certificado N° ${e.numero}`, cx, 52, cuerpo({ tamano: 14 }));
  let y = 72;
  escribir(doc, 'Se certifica que', cx, y, cuerpo());
  for (const r of renglones(e)) {
    y += r.antes;
    // A block that wrapped pushes everything after it down by its extra lines.
    y += escribir(doc, r.texto, cx, y, r.estilo);
  }
}

/** Bottom right: the QR with the code and URL beside it, right-aligned to the QR's left. */
function escribirVerificacion(doc: jsPDF, e: EntradaPdfCertificado, ancho: number, alto: number) {
  const qrX = ancho - 27 - QR_LADO;
  const qrY = alto - 22 - QR_LADO;
  dibujarQr(doc, e.urlVerificacion, qrX, qrY, QR_LADO);
  const x = qrX - 1;
  const maxAncho = x - 80; // clear of the seal on the left
  const estilo = (extra: Partial<EstiloLinea>): EstiloLinea =>
    cuerpo({ align: 'right', maxAncho, tamano: 9, minimo: 6, ...extra });
  const base = qrY + QR_LADO - 13;
  escribir(
    doc,
    `Código de verificación: ${e.codigoVerificacion}`,
    x,
    base,
    estilo({ tamano: 10, negrita: true }),
  );
  escribir(doc, 'Verifique este certificado en', x, base + 5, estilo({}));
  escribir(doc, e.urlVerificacion, x, base + 9.5, estilo({ color: AZUL, maxLineas: 1 }));
}

/** A landscape certificate, 297 mm wide: vector text over the background image. Deterministic. */
export async function generarPdfCertificado(e: EntradaPdfCertificado): Promise<Uint8Array> {
  const fondo = await cargarFondo();
  const ancho = CERTIFICADO.anchoMm;
  const alto = (ancho * fondo.alto) / fondo.ancho;
  const doc = new jsPDF({
    orientation: 'landscape',
    unit: 'mm',
    format: [ancho, alto],
    compress: true,
  });
  // Everything jsPDF would take from the clock or from Math.random comes from the input.
  doc.setCreationDate(fechaPdf(e.emitidoEn));
  doc.setFileId(
    createHash('sha256').update(`${e.numero}\n${e.codigoVerificacion}`).digest('hex').slice(0, 32),
  );
  const titulo = `Certificado N° ${e.numero}`;
  doc.setDocumentProperties({
    title: aWinAnsi(titulo),
    subject: aWinAnsi(`${e.datos.curso.codigo}: ${e.datos.curso.nombre}`),
    author: aWinAnsi(e.datos.estrategia),
    keywords: aWinAnsi(e.codigoVerificacion),
    creator: 'Contenido Formativo',
  });
  addImagenFija(doc, fondo.bytes, 0, 0, ancho, alto);
  escribirCuerpo(doc, e, ancho / 2);
  escribirVerificacion(doc, e, ancho, alto);
  return new Uint8Array(doc.output('arraybuffer'));
}
