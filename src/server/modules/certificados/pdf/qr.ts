import type { jsPDF } from 'jspdf';
import QRCode from 'qrcode';

/** White margin around the code, in modules (the QR standard asks for 4). */
const ZONA_SILENCIO = 4;

/**
 * Draws the QR code of `texto` as vector squares (crisp at any zoom and print size, no
 * raster): a white square of `lado` mm at (x, y) including the quiet zone, then one
 * rectangle per horizontal run of dark modules, which keeps the content stream short.
 */
export function dibujarQr(doc: jsPDF, texto: string, x: number, y: number, lado: number) {
  const { modules } = QRCode.create(texto, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const modulo = lado / (n + 2 * ZONA_SILENCIO);
  const x0 = x + ZONA_SILENCIO * modulo;
  const y0 = y + ZONA_SILENCIO * modulo;
  doc.setFillColor('#FFFFFF');
  doc.rect(x, y, lado, lado, 'F');
  doc.setFillColor('#000000');
  for (let fila = 0; fila < n; fila++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(fila, col)) {
        col += 1;
        continue;
      }
      const inicio = col;
      while (col < n && modules.get(fila, col)) col += 1;
      doc.rect(x0 + inicio * modulo, y0 + fila * modulo, (col - inicio) * modulo, modulo, 'F');
    }
  }
}
