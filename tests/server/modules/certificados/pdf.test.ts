import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { CERTIFICADO } from '@shared/domain/evaluaciones';
import { cargarFondo } from '../../../../src/server/modules/certificados/pdf/fondo';
import { generarPdfCertificado } from '../../../../src/server/modules/certificados/pdf/generar';
import type { EntradaPdfCertificado } from '../../../../src/server/modules/certificados/pdf/generar';
import { aWinAnsi, fechaLargaBogota } from '../../../../src/server/modules/certificados/pdf/texto';

const PT_POR_MM = 72 / 25.4;
const fuentes = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

function entrada(cambios: Partial<EntradaPdfCertificado['datos']> = {}): EntradaPdfCertificado {
  return {
    numero: 17,
    codigoVerificacion: '7K3M-9QX2-ABCD',
    urlVerificacion: 'https://formacion.example.org/verificar/7K3M-9QX2-ABCD',
    // 22:30 on 21 November in Bogotá (UTC−5), already the 22nd in UTC.
    emitidoEn: '2026-11-22T03:30:00.000Z',
    datos: {
      nombre: 'María José',
      apellidos: 'Peña Gómez',
      tipoIdentificacion: 'Cédula de ciudadanía',
      identificacion: '1052123456',
      curso: { codigo: 'DEMO-01', nombre: 'Competencias digitales básicas' },
      evaluacion: { codigo: 'EVAL-DEMO-01', nombre: 'Evaluación final' },
      puntaje: 100,
      horas: CERTIFICADO.horas,
      estrategia: CERTIFICADO.estrategia,
      ...cambios,
    },
  };
}

async function leer(pdf: Uint8Array) {
  // getDocument takes the buffer over: hand it a copy so the caller's bytes stay usable.
  const doc = await pdfjs.getDocument({
    data: pdf.slice(),
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl: fuentes,
  }).promise;
  const pagina = await doc.getPage(1);
  const [, , ancho = 0, alto = 0] = pagina.view;
  const items = (await pagina.getTextContent()).items.filter(
    (i): i is TextItem => 'str' in i && i.str.trim() !== '',
  );
  const ops = await pagina.getOperatorList();
  const imagenes = ops.fnArray.filter((f) => f === pdfjs.OPS.paintImageXObject).length;
  const paginas = doc.numPages;
  await doc.destroy();
  return { paginas, ancho, alto, items, texto: items.map((i) => i.str).join('\n'), imagenes };
}

describe('certificate PDF', () => {
  const tzOriginal = process.env.TZ;
  afterEach(() => {
    if (tzOriginal === undefined) delete process.env.TZ;
    else process.env.TZ = tzOriginal;
  });

  it('is one landscape page 297 mm wide, as tall as the background proportion', async () => {
    const fondo = await cargarFondo();
    const { paginas, ancho, alto } = await leer(await generarPdfCertificado(entrada()));
    expect(paginas).toBe(1);
    expect(ancho).toBeCloseTo(297 * PT_POR_MM, 1);
    expect(ancho).toBeCloseTo(841.89, 1);
    expect(alto).toBeCloseTo((297 * PT_POR_MM * fondo.alto) / fondo.ancho, 1);
    expect(ancho).toBeGreaterThan(alto);
  });

  it('states everything as searchable text, accents included', async () => {
    const { texto } = await leer(await generarPdfCertificado(entrada()));
    for (const frase of [
      'CERTIFICADO',
      'Certificado N° 17',
      'María José Peña Gómez',
      'identificado(a) con Cédula de ciudadanía N° 1052123456',
      'aprobó el curso',
      'DEMO-01: Competencias digitales básicas',
      'mediante la evaluación EVAL-DEMO-01: Evaluación final',
      'con una intensidad de 40 horas',
      'dentro de la estrategia MOMPOX INTELIGENTE DIGITAL Y CONECTADO',
      'Expedido el 21 de noviembre de 2026',
      'Código de verificación: 7K3M-9QX2-ABCD',
      'Verifique este certificado en',
      'https://formacion.example.org/verificar/7K3M-9QX2-ABCD',
    ]) {
      expect(texto).toContain(frase);
    }
  });

  it('draws the QR as vectors: the only image is the background', async () => {
    const { imagenes } = await leer(await generarPdfCertificado(entrada()));
    expect(imagenes).toBe(1);
  });

  it('leaves out the identification line when there is none, and names a missing type', async () => {
    const sin = await leer(
      await generarPdfCertificado(entrada({ tipoIdentificacion: null, identificacion: null })),
    );
    expect(sin.texto).not.toContain('identificado');
    const sinTipo = await leer(
      await generarPdfCertificado(entrada({ tipoIdentificacion: null, identificacion: '99' })),
    );
    expect(sinTipo.texto).toContain('identificado(a) con documento N° 99');
  });

  it('is deterministic: the same input gives the same bytes, in any time zone', async () => {
    process.env.TZ = 'Asia/Tokyo';
    const a = await generarPdfCertificado(entrada());
    process.env.TZ = 'America/Bogota';
    const b = await generarPdfCertificado(entrada());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const otro = await generarPdfCertificado({ ...entrada(), numero: 18 });
    expect(Buffer.from(a).equals(Buffer.from(otro))).toBe(false);
    // The creation date comes from the issue date, not from the clock.
    expect(Buffer.from(a).toString('latin1')).toContain("/CreationDate (D:20261122033000+00'00')");
  });

  it('keeps a reasonable size', async () => {
    const pdf = await generarPdfCertificado(entrada());
    expect(pdf.length).toBeLessThan(400 * 1024);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('fits a very long name, course and evaluation inside the page frame', async () => {
    const datos = {
      nombre: 'María de los Ángeles Guadalupe Concepción Inmaculada del Socorro',
      apellidos: 'Peña Gómez de la Santísima Trinidad Fernández-Villavicencio Ñáñez',
      curso: { codigo: 'C'.repeat(50), nombre: 'Competencias digitales avanzadas '.repeat(3) },
      evaluacion: { codigo: 'E'.repeat(50), nombre: 'Evaluación final integradora '.repeat(2) },
    };
    const { items, ancho, alto, texto } = await leer(await generarPdfCertificado(entrada(datos)));
    // Inside the inner frame line of the background (≈ 13 mm from every edge).
    const margen = 13 * PT_POR_MM;
    for (const item of items) {
      const x = item.transform[4] ?? 0;
      const y = item.transform[5] ?? 0;
      expect(x, item.str).toBeGreaterThanOrEqual(margen);
      expect(x + item.width, item.str).toBeLessThanOrEqual(ancho - margen);
      expect(y, item.str).toBeGreaterThanOrEqual(margen);
      expect(y, item.str).toBeLessThanOrEqual(alto - margen);
    }
    // Wrapped onto two lines, every word is still there.
    expect(texto.replace(/\n/g, ' ')).toContain(`${datos.nombre} ${datos.apellidos}`);
  });

  it('writes letters outside WinAnsi without garbage', async () => {
    expect(aWinAnsi('Żółć “x” – y\u0007')).toBe('Zó?c "x" - y');
    const { texto } = await leer(
      await generarPdfCertificado(entrada({ nombre: 'Łucja', apellidos: 'Šimková' })),
    );
    expect(texto).toContain('?ucja Simková');
  });
});

describe('fechaLargaBogota', () => {
  it('gives the Bogotá day in long Spanish form', () => {
    expect(fechaLargaBogota('2026-11-22T04:59:59Z')).toBe('21 de noviembre de 2026');
    expect(fechaLargaBogota('2026-11-22T05:00:00Z')).toBe('22 de noviembre de 2026');
    expect(fechaLargaBogota('2026-01-01T12:00:00Z')).toBe('1 de enero de 2026');
    expect(fechaLargaBogota('no es fecha')).toBe('');
  });
});
