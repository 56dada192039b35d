import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MENSAJES_CERTIFICADO } from '@shared/domain/evaluaciones';
import { aApiFailure } from '../../../../src/renderer/app/apiError';
import { certificadosApi } from '../../../../src/renderer/features/certificados/api';
import { ResultadoVerificacion } from '../../../../src/renderer/features/certificados/components/ResultadoVerificacion';
import {
  archivoCoincide,
  codigoConsultable,
  falloVerificacion,
  sha256Hex,
} from '../../../../src/renderer/features/certificados/verificacion';
import i18n from '../../../../src/renderer/i18n';
import { USUARIO } from '../auth/servidorDePrueba';
import { EMITIDO, html, iniciarServidor, montarStore, texto, verificacion } from './apoyo';

/** SHA-256("abc"), FIPS 180-2 appendix B.1. */
const SHA_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const ABC = new TextEncoder().encode('abc');

describe('public verification result', () => {
  it('a valid certificate: VÁLIDO and every frozen field with the SHA-256', () => {
    const t = texto(html(<ResultadoVerificacion verificacion={verificacion()} />));
    expect(t).toContain('VÁLIDO');
    expect(t).not.toContain('REVOCADO');
    for (const parte of [
      'Certificado N° 7',
      'Fecha de emisión 21 de noviembre de 2026',
      'Nombre Ana Pérez Gómez',
      'Identificación ***4567',
      'Curso ALF01 – Alfabetización digital',
      'Evaluación EV-ALF01 – Evaluación final',
      'Intensidad 40 horas',
      'Estrategia MOMPOX INTELIGENTE DIGITAL Y CONECTADO',
      `SHA-256 del PDF ${SHA_ABC}`,
    ]) {
      expect(t).toContain(parte);
    }
    expect(t).not.toContain('1234567');
  });

  it('a revoked one: REVOCADO with the date and the reason', () => {
    const v = verificacion({
      valido: false,
      revocadoEn: EMITIDO,
      motivoRevocacion: 'Emitido con datos equivocados',
    });
    const t = texto(html(<ResultadoVerificacion verificacion={v} />));
    expect(t).toContain('REVOCADO');
    expect(t).not.toContain('VÁLIDO');
    expect(t).toContain('Revocado el 21/11/26 09:05:07. Motivo: Emitido con datos equivocados');
  });
});

describe('verification by code (public route)', () => {
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  beforeAll(async () => {
    servidor = await iniciarServidor();
  });
  afterAll(() => servidor.cerrar());
  beforeEach(() => {
    servidor.recibidas.length = 0;
  });

  it('asks the public route without a session: no token is sent', async () => {
    servidor.responder('GET /api/certificados/verificar/7K3M-9QXA-2BCD', {
      status: 200,
      body: { ok: true, data: verificacion() },
    });
    const store = montarStore(servidor.url);
    const r = await store.dispatch(
      certificadosApi.endpoints.verificarCertificado.initiate('7K3M-9QXA-2BCD'),
    );
    expect(r.data?.valido).toBe(true);
    expect(servidor.recibidas[0]?.authorization).toBeUndefined();
  });

  it('works the same with a session', async () => {
    servidor.responder('GET /api/certificados/verificar/7K3M-9QXA-2BCD', {
      status: 200,
      body: { ok: true, data: verificacion({ valido: false, revocadoEn: EMITIDO }) },
    });
    const store = montarStore(servidor.url, USUARIO);
    const r = await store.dispatch(
      certificadosApi.endpoints.verificarCertificado.initiate('7K3M-9QXA-2BCD'),
    );
    expect(r.data?.valido).toBe(false);
  });

  it('404: "No existe un certificado con ese código."', async () => {
    const store = montarStore(servidor.url);
    const r = await store.dispatch(
      certificadosApi.endpoints.verificarCertificado.initiate('0000-0000-0000'),
    );
    const fallo = falloVerificacion(aApiFailure(r.error));
    expect(fallo).toEqual({ noEncontrado: true });
    expect(i18n.t('certificados.verificar.noEncontrado', { lng: 'es' })).toBe(
      MENSAJES_CERTIFICADO.noEncontrado,
    );
    expect(
      falloVerificacion({ status: 500, data: { ok: false, error: 'caído', code: 'X' } }),
    ).toEqual({ error: 'caído' });
  });

  it('normalizes what was typed and only looks up well-formed codes', () => {
    expect(codigoConsultable(' 7k3m 9qxa 2bcd ')).toBe('7K3M-9QXA-2BCD');
    expect(codigoConsultable('7K3M-9QXA')).toBeNull();
    expect(codigoConsultable('')).toBeNull();
  });
});

describe("'Comprobar un PDF': SHA-256 of the chosen file", () => {
  it('the same bytes match the recorded hash; one changed byte does not', async () => {
    expect(await archivoCoincide(new Blob([ABC]), SHA_ABC)).toBe(true);
    expect(await archivoCoincide(new Blob([ABC]), SHA_ABC.toUpperCase())).toBe(true);
    expect(await archivoCoincide(new TextEncoder().encode('abd'), SHA_ABC)).toBe(false);
    expect(await archivoCoincide(ABC, null)).toBeNull();
  });

  it('the page says so in the spec words', () => {
    expect(i18n.t('certificados.comprobar.coincide', { lng: 'es' })).toBe(
      'El archivo coincide con el certificado emitido.',
    );
    expect(i18n.t('certificados.comprobar.noCoincide', { lng: 'es' })).toBe(
      'El archivo NO coincide: pudo haber sido modificado.',
    );
  });

  it('without Web Crypto (plain http) the fallback gives the same hashes', async () => {
    expect(await sha256Hex(ABC, null)).toBe(SHA_ABC);
    expect(await sha256Hex(new Uint8Array(), null)).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    // Lengths around the 55/56/64-byte padding edges and a multi-block input.
    for (const largo of [55, 56, 63, 64, 65, 1000]) {
      const datos = Uint8Array.from({ length: largo }, (_, i) => (i * 31 + 7) & 0xff);
      const esperado = Buffer.from(await webcrypto.subtle.digest('SHA-256', datos)).toString('hex');
      expect(await sha256Hex(datos, null), `largo ${largo}`).toBe(esperado);
    }
  });
});
