import { describe, expect, it } from 'vitest';
import { FirmaService } from '../../../src/server/security/firmas';
import type { DatosArchivo, Firmante } from '../../../src/server/security/firmas';

const SECRETO = new TextEncoder().encode('secreto-de-prueba-de-al-menos-32-bytes!!');
const AHORA = Date.UTC(2026, 11, 6, 12, 0, 0);
const PARA: Firmante = {
  usuarioId: 'u1',
  version: 3,
  sesion: 's1',
  sesionExpira: AHORA / 1000 + 7200,
};
const DATOS: DatosArchivo = {
  nombreServidor: 'a.mp4',
  mime: 'video/mp4',
  nombreOriginal: 'Clase 1.mp4',
  descargable: false,
};
const RUTA = '/api/plyr/l1';

function firmaDe(url: string): string {
  return decodeURIComponent(url.split('?firma=')[1] ?? '');
}

describe('FirmaService.urlFirmada', () => {
  it('hands out the same URL again for the same signer, path and file', async () => {
    const firmas = new FirmaService(SECRETO, () => AHORA);
    const primera = await firmas.urlFirmada(PARA, RUTA, DATOS);
    // A later call in the same second would sign the same bytes: move the clock to tell.
    const despues = new FirmaService(SECRETO, () => AHORA);
    expect(await firmas.urlFirmada({ ...PARA }, RUTA, { ...DATOS })).toBe(primera);
    expect(await despues.urlFirmada(PARA, RUTA, DATOS)).toBe(primera);
  });

  // Each field the signature carries must be part of the reuse key: a URL kept for other
  // values would hand out a signature for the wrong user, session, path or file.
  const cambios: [string, Partial<Firmante>, string, DatosArchivo | undefined][] = [
    ['user', { usuarioId: 'u2' }, RUTA, DATOS],
    ['token version', { version: 4 }, RUTA, DATOS],
    ['session', { sesion: 's2' }, RUTA, DATOS],
    ['session expiry', { sesionExpira: PARA.sesionExpira - 60 }, RUTA, DATOS],
    ['path', {}, '/api/plyr/l2', DATOS],
    ['server file', {}, RUTA, { ...DATOS, nombreServidor: 'b.mp4' }],
    ['type', {}, RUTA, { ...DATOS, mime: 'video/webm' }],
    ['original name', {}, RUTA, { ...DATOS, nombreOriginal: 'Clase 2.mp4' }],
    ['download', {}, RUTA, { ...DATOS, descargable: true }],
    ['no file facts', {}, RUTA, undefined],
  ];
  it.each(cambios)('signs anew when the %s differs', async (_campo, firmante, ruta, datos) => {
    let ahora = AHORA;
    const firmas = new FirmaService(SECRETO, () => ahora);
    await firmas.urlFirmada(PARA, RUTA, DATOS);
    ahora += 1000; // a new signature would carry a new iat
    const para = { ...PARA, ...firmante };
    const url = await firmas.urlFirmada(para, ruta, datos);
    expect(url.startsWith(`${ruta}?firma=`)).toBe(true);
    const verificada = await firmas.verificar(firmaDe(url), ruta);
    expect(verificada).toMatchObject({
      usuarioId: para.usuarioId,
      version: para.version,
      sesion: para.sesion,
    });
    expect(verificada?.archivo).toEqual(datos);
    expect(verificada?.exp).toBeLessThanOrEqual(para.sesionExpira);
  });

  it('keeps names that differ only by a separator apart', async () => {
    const firmas = new FirmaService(SECRETO, () => AHORA);
    const a = await firmas.urlFirmada(PARA, RUTA, { ...DATOS, nombreOriginal: 'x\u0000y' });
    const b = await firmas.urlFirmada(PARA, RUTA, { ...DATOS, nombreOriginal: 'x\u0000z' });
    expect(a).not.toBe(b);
    expect((await firmas.verificar(firmaDe(b), RUTA))?.archivo?.nombreOriginal).toBe('x\u0000z');
  });
});
