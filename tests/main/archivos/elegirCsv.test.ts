import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORTACION_MAX_BYTES } from '@shared/domain/importacion';
import {
  ArchivosService,
  type OpcionesDialogoAbrir,
  type ResultadoDialogoAbrir,
} from '../../../src/main/services/archivos/archivosService';
import { leerCsvElegido } from '../../../src/main/services/archivos/leerCsvElegido';

const CSV = new TextEncoder().encode('email;nombre;apellidos\nana@ejemplo.co;Ana;Pérez\n');

let dir: string;
let documentos: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'elegir-csv-'));
  documentos = join(dir, 'Documentos');
  await mkdir(documentos);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The service with a scripted open dialog (what the user picks), recording what it showed. */
function crear(respuesta: ResultadoDialogoAbrir) {
  const dialogos: OpcionesDialogoAbrir[] = [];
  const servicio = new ArchivosService({
    carpetaDocumentos: documentos,
    mostrarDialogoGuardar: async () => ({ canceled: true }),
    mostrarDialogoAbrir: async (opciones) => {
      dialogos.push(opciones);
      return respuesta;
    },
    abrirRuta: async () => '',
  });
  return { servicio, dialogos };
}

const elegido = (ruta: string): ResultadoDialogoAbrir => ({ canceled: false, filePaths: [ruta] });

describe('ArchivosService.elegirCsv', () => {
  it('opens in Documents with a CSV filter and returns the name and exact bytes', async () => {
    const ruta = join(documentos, 'usuarios.csv');
    await writeFile(ruta, CSV);
    const { servicio, dialogos } = crear(elegido(ruta));
    const archivo = await servicio.elegirCsv();
    expect(archivo?.nombre).toBe('usuarios.csv');
    expect(archivo?.datos).toEqual(CSV);
    expect(archivo?.datos.buffer.byteLength).toBe(CSV.byteLength);
    expect(dialogos).toEqual([
      {
        carpetaPorDefecto: documentos,
        filtros: [
          { name: 'Archivo CSV', extensions: ['csv'] },
          { name: 'Todos los archivos', extensions: ['*'] },
        ],
        titulo: 'Elegir archivo CSV',
      },
    ]);
  });

  it('answers null when the dialog is cancelled', async () => {
    await expect(crear({ canceled: true, filePaths: [] }).servicio.elegirCsv()).resolves.toBeNull();
    // Some platforms report no path without the flag: nothing was chosen either.
    await expect(
      crear({ canceled: false, filePaths: [] }).servicio.elegirCsv(),
    ).resolves.toBeNull();
  });

  it('refuses a file over the limit by its size, without reading it', async () => {
    // Sparse: 3 GB on paper, nothing on disk. Reading it whole would fail in Node with a
    // different error (files over 2 GB cannot be read into one buffer), so the Spanish
    // message proves the size was checked first.
    const ruta = join(documentos, 'enorme.csv');
    await writeFile(ruta, '');
    await truncate(ruta, 3 * 1024 ** 3);
    await expect(crear(elegido(ruta)).servicio.elegirCsv()).rejects.toThrow(
      'El archivo supera 10 MB.',
    );
  });

  it('says in Spanish that the chosen file is missing or is a folder', async () => {
    await expect(
      crear(elegido(join(documentos, 'borrado.csv'))).servicio.elegirCsv(),
    ).rejects.toThrow('No se encontró el archivo «borrado.csv».');
    await expect(crear(elegido(documentos)).servicio.elegirCsv()).rejects.toThrow(
      /«Documentos» (no es un archivo|es una carpeta, no un archivo)\./,
    );
  });
});

describe('leerCsvElegido', () => {
  it('accepts a file of exactly the limit and refuses one byte more', async () => {
    const ruta = join(dir, 'limite.csv');
    await writeFile(ruta, CSV.subarray(0, 10));
    await expect(leerCsvElegido(ruta, 10)).resolves.toMatchObject({ nombre: 'limite.csv' });
    await writeFile(ruta, CSV.subarray(0, 11));
    await expect(leerCsvElegido(ruta, 10)).rejects.toThrow('El archivo supera 10 MB.');
  });

  it('uses the import limit by default', async () => {
    const ruta = join(dir, 'justo.csv');
    await writeFile(ruta, '');
    await truncate(ruta, IMPORTACION_MAX_BYTES);
    const { datos } = await leerCsvElegido(ruta);
    expect(datos.byteLength).toBe(IMPORTACION_MAX_BYTES);
    await truncate(ruta, IMPORTACION_MAX_BYTES + 1);
    await expect(leerCsvElegido(ruta)).rejects.toThrow('El archivo supera 10 MB.');
  });
});
