import { resolveObjectURL } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RETRASO_REVOCAR_MS,
  guardarArchivo,
  type EntornoGuardado,
} from '../../../src/renderer/platform/guardarArchivo';

/**
 * Node has Blob and object URLs (URL.createObjectURL / node:buffer's resolveObjectURL) but
 * no DOM (the unit project has no jsdom): only the document is stood in for, recording the
 * anchor the function makes, what it is named and whether it was clicked and removed.
 */
function documentoQueAnota() {
  const enlaces: {
    href: string;
    download: string;
    rel: string;
    style: { display: string };
    clics: number;
    enPagina: boolean;
    click(): void;
    remove(): void;
  }[] = [];
  const documento = {
    createElement(etiqueta: string) {
      expect(etiqueta).toBe('a');
      const enlace = {
        href: '',
        download: '',
        rel: '',
        style: { display: '' },
        clics: 0,
        enPagina: false,
        click() {
          enlace.clics += 1;
        },
        remove() {
          enlace.enPagina = false;
        },
      };
      enlaces.push(enlace);
      return enlace;
    },
    body: {
      append(enlace: { enPagina: boolean }) {
        enlace.enPagina = true;
      },
    },
  };
  // The stand-in has only what guardarArchivo touches; the cast says so to the compiler.
  return { documento: documento as unknown as EntornoGuardado['documento'], enlaces };
}

describe('guardarArchivo (web)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clicks a temporary <a download> whose blob holds the bytes, then revokes the URL', async () => {
    const { documento, enlaces } = documentoQueAnota();
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]); // "%PDF-1"
    await guardarArchivo('certificado.pdf', bytes, 'application/pdf', { documento, urls: URL });

    expect(enlaces).toHaveLength(1);
    const [enlace] = enlaces;
    expect(enlace?.download).toBe('certificado.pdf');
    expect(enlace?.clics).toBe(1);
    expect(enlace?.enPagina).toBe(false);
    expect(enlace?.href.startsWith('blob:')).toBe(true);

    const blob = resolveObjectURL(enlace?.href ?? '');
    expect(blob?.type).toBe('application/pdf');
    expect(new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);

    vi.advanceTimersByTime(RETRASO_REVOCAR_MS);
    expect(resolveObjectURL(enlace?.href ?? '')).toBeUndefined();
  });

  it('takes a Blob as it is', async () => {
    const { documento, enlaces } = documentoQueAnota();
    const original = new Blob(['hola'], { type: 'text/plain' });
    await guardarArchivo('nota.txt', original, 'text/plain', { documento, urls: URL });
    const blob = resolveObjectURL(enlaces[0]?.href ?? '');
    expect(await blob?.text()).toBe('hola');
    vi.runAllTimers();
  });
});
