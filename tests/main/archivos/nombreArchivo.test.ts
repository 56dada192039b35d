import { describe, expect, it } from 'vitest';
import { nombrePdfSeguro } from '../../../src/main/services/archivos/nombreArchivo';

describe('nombrePdfSeguro', () => {
  it.each([
    ['certificado.pdf', 'certificado.pdf'],
    ['Certificado Ana Pérez.PDF', 'Certificado Ana Pérez.PDF'],
    ['diploma', 'diploma.pdf'],
    ['', 'certificado.pdf'],
    ['   ', 'certificado.pdf'],
    ['..', 'certificado.pdf'],
    ['.oculto.pdf', 'oculto.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['C:\\Windows\\system32\\evil.pdf', 'evil.pdf'],
    ['carpeta/', 'certificado.pdf'],
    ['a<b>c:d"e|f?g*h.pdf', 'abcdefgh.pdf'],
    ['nombre\u0000con\u0007control.pdf', 'nombreconcontrol.pdf'],
    ['CON', 'certificado.pdf'],
    ['nul.pdf', 'certificado.pdf'],
    ['fin con punto.', 'fin con punto.pdf'],
  ])('%j → %j', (entrada, esperado) => {
    expect(nombrePdfSeguro(entrada)).toBe(esperado);
  });

  it('keeps long names within a length every file system accepts, still a .pdf', () => {
    const nombre = nombrePdfSeguro(`${'á'.repeat(300)}.pdf`);
    expect(nombre.length).toBeLessThanOrEqual(120);
    expect(nombre.endsWith('.pdf')).toBe(true);
  });
});
