import { resolveObjectURL } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RETRASO_REVOCAR_MS,
  abrirArchivo,
  guardarArchivo,
  type EntornoGuardado,
} from '../../../src/renderer/platform/guardarArchivo';
import { archivosWeb } from '../../../src/renderer/platform/web/archivos';

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
    const resultado = await guardarArchivo('certificado.pdf', bytes, 'application/pdf', {
      documento,
      urls: URL,
    });
    // A browser download: the browser decides where it goes, so there is no path to offer.
    expect(resultado).toEqual({ guardado: true, ruta: null });

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

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]); // "%PDF-1.7"

/** The desktop bridge's archivos area as main would answer, recording what it was sent. */
function escritorioQueAnota(respuesta: { guardado: boolean; ruta: string | null }) {
  const llamadas: { nombre: string; datos: Uint8Array }[] = [];
  return {
    llamadas,
    escritorio: {
      guardarPdf: async (args: { nombre: string; datos: Uint8Array }) => {
        llamadas.push(args);
        return respuesta;
      },
    },
  };
}

describe('guardarArchivo (desktop)', () => {
  it('hands a PDF to main for the native save dialog and returns where it was saved', async () => {
    const { documento, enlaces } = documentoQueAnota();
    const ruta = '/home/ana/Documentos/certificado.pdf';
    const { escritorio, llamadas } = escritorioQueAnota({ guardado: true, ruta });
    const resultado = await guardarArchivo('certificado.pdf', PDF, 'application/pdf', {
      documento,
      urls: URL,
      escritorio,
    });
    expect(resultado).toEqual({ guardado: true, ruta });
    expect(llamadas).toEqual([{ nombre: 'certificado.pdf', datos: PDF }]);
    expect(enlaces).toHaveLength(0); // no browser download as well
  });

  it('passes a cancelled dialog through as not saved (not an error)', async () => {
    const { documento } = documentoQueAnota();
    const { escritorio } = escritorioQueAnota({ guardado: false, ruta: null });
    await expect(
      guardarArchivo('certificado.pdf', PDF, 'application/pdf', {
        documento,
        urls: URL,
        escritorio,
      }),
    ).resolves.toEqual({ guardado: false, ruta: null });
  });

  it('sends a Blob as its bytes (IPC carries a Uint8Array, not a Blob)', async () => {
    const { documento } = documentoQueAnota();
    const { escritorio, llamadas } = escritorioQueAnota({ guardado: true, ruta: '/x.pdf' });
    const blob = new Blob([PDF], { type: 'application/pdf' });
    await guardarArchivo('certificado.pdf', blob, 'application/pdf', {
      documento,
      urls: URL,
      escritorio,
    });
    expect(llamadas[0]?.datos).toBeInstanceOf(Uint8Array);
    expect(llamadas[0]?.datos).toEqual(PDF);
  });

  it('keeps the ordinary download for anything that is not a PDF', async () => {
    vi.useFakeTimers();
    const { documento, enlaces } = documentoQueAnota();
    const { escritorio, llamadas } = escritorioQueAnota({ guardado: true, ruta: '/x' });
    await guardarArchivo('notas.csv', new Uint8Array([0x61]), 'text/csv', {
      documento,
      urls: URL,
      escritorio,
    });
    expect(llamadas).toEqual([]);
    expect(enlaces[0]?.download).toBe('notas.csv');
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('abrirArchivo asks the bridge to open the saved path', async () => {
    const abiertas: string[] = [];
    await abrirArchivo('/home/ana/Documentos/certificado.pdf', {
      abrir: async ({ ruta }) => {
        abiertas.push(ruta);
        return null;
      },
    });
    expect(abiertas).toEqual(['/home/ana/Documentos/certificado.pdf']);
  });
});

describe('archivosWeb (the browser side of the bridge)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('guardarPdf downloads through the page and has no path to give back', async () => {
    vi.useFakeTimers();
    const { documento, enlaces } = documentoQueAnota();
    vi.stubGlobal('document', documento);
    await expect(
      archivosWeb.guardarPdf({ nombre: 'certificado.pdf', datos: PDF }),
    ).resolves.toEqual({ guardado: true, ruta: null });
    expect(enlaces[0]?.download).toBe('certificado.pdf');
    expect(enlaces[0]?.clics).toBe(1);
    vi.runAllTimers();
  });

  it('abrir is refused in Spanish', async () => {
    await expect(archivosWeb.abrir({ ruta: '/tmp/x.pdf' })).rejects.toThrow(
      'Solo en la aplicación de escritorio.',
    );
  });
});
