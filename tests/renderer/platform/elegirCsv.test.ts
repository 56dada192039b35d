import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORTACION_MAX_BYTES } from '@shared/domain/importacion';
import { elegirArchivoCsv, elegirConInput } from '../../../src/renderer/platform/elegirCsv';
import { archivosWeb } from '../../../src/renderer/platform/web/archivos';

/** What the picker reads of a browser File. */
interface ArchivoFalso {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * A document whose file input, when clicked, behaves as the user decides: picks a file
 * (change) or closes the picker (cancel). Records the input and whether the bytes were read.
 */
function documentoFalso(eleccion: ArchivoFalso | 'cancelar') {
  const oyentes = new Map<string, () => void>();
  const estado = { enPagina: false, quitado: false, leido: false, accept: '', type: '' };
  const input = {
    type: '',
    accept: '',
    style: { display: '' },
    files: null as ArchivoFalso[] | null,
    addEventListener: (evento: string, oyente: () => void) => oyentes.set(evento, oyente),
    remove: () => {
      estado.quitado = true;
    },
    click: () => {
      estado.accept = input.accept;
      estado.type = input.type;
      if (eleccion === 'cancelar') return oyentes.get('cancel')?.();
      input.files = [
        {
          ...eleccion,
          arrayBuffer: () => {
            estado.leido = true;
            return eleccion.arrayBuffer();
          },
        },
      ];
      oyentes.get('change')?.();
    },
  };
  const documento = {
    createElement: () => input,
    body: {
      append: () => {
        estado.enPagina = true;
      },
    },
  } as unknown as Pick<Document, 'createElement' | 'body'>;
  return { documento, estado };
}

const CSV = new TextEncoder().encode('email;nombre\nana@ejemplo.co;Ana\n');
const archivoCsv = (size = CSV.byteLength): ArchivoFalso => ({
  name: 'usuarios.csv',
  size,
  arrayBuffer: async () => CSV.slice().buffer,
});

describe('elegirConInput (browser)', () => {
  it('returns the chosen file name and bytes and removes the input', async () => {
    const { documento, estado } = documentoFalso(archivoCsv());
    await expect(elegirConInput(documento)).resolves.toEqual({
      nombre: 'usuarios.csv',
      datos: CSV,
    });
    expect(estado).toMatchObject({ enPagina: true, quitado: true, type: 'file' });
    expect(estado.accept).toBe('.csv,text/csv');
  });

  it('answers null when the picker is closed', async () => {
    const { documento, estado } = documentoFalso('cancelar');
    await expect(elegirConInput(documento)).resolves.toBeNull();
    expect(estado.quitado).toBe(true);
  });

  it('refuses a file over the import limit without reading it', async () => {
    const { documento, estado } = documentoFalso(archivoCsv(IMPORTACION_MAX_BYTES + 1));
    await expect(elegirConInput(documento)).rejects.toThrow('El archivo supera 10 MB.');
    expect(estado.leido).toBe(false);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('elegirArchivoCsv', () => {
  it('asks the platform, and refuses an oversized answer from it', async () => {
    const datos = { nombre: 'u.csv', datos: CSV };
    await expect(elegirArchivoCsv({ elegirCsv: async () => datos })).resolves.toBe(datos);
    await expect(elegirArchivoCsv({ elegirCsv: async () => null })).resolves.toBeNull();
    const enorme = { nombre: 'u.csv', datos: new Uint8Array(IMPORTACION_MAX_BYTES + 1) };
    await expect(elegirArchivoCsv({ elegirCsv: async () => enorme })).rejects.toThrow(
      'El archivo supera 10 MB.',
    );
  });

  it("is the web adapter's archivos.elegirCsv, on the page's document", async () => {
    vi.stubGlobal('document', documentoFalso(archivoCsv()).documento);
    await expect(archivosWeb.elegirCsv()).resolves.toEqual({ nombre: 'usuarios.csv', datos: CSV });
  });
});
