import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ArchivosService,
  type OpcionesDialogoGuardar,
  type ResultadoDialogoGuardar,
} from '../../../src/main/services/archivos/archivosService';

/** Real bytes of a tiny PDF: only the signature matters to the service. */
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let dir: string;
let documentos: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'archivos-'));
  documentos = join(dir, 'Documentos');
  await mkdir(documentos);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * The service with a scripted dialog (what the user picks) and a recording shell; the
 * writing is the real default one, into the temp folder.
 */
function crear(respuesta: (o: OpcionesDialogoGuardar) => ResultadoDialogoGuardar) {
  const dialogos: OpcionesDialogoGuardar[] = [];
  const abiertos: string[] = [];
  let errorAlAbrir = '';
  const servicio = new ArchivosService({
    carpetaDocumentos: documentos,
    mostrarDialogoGuardar: async (opciones) => {
      dialogos.push(opciones);
      return respuesta(opciones);
    },
    mostrarDialogoAbrir: async () => ({ canceled: true, filePaths: [] }),
    abrirRuta: async (ruta) => {
      abiertos.push(ruta);
      return errorAlAbrir;
    },
  });
  return { servicio, dialogos, abiertos, fallarAlAbrir: (m: string) => (errorAlAbrir = m) };
}

const elegirPropuesto = (o: OpcionesDialogoGuardar) => ({
  canceled: false,
  filePath: join(o.carpetaPorDefecto, o.nombrePorDefecto),
});

describe('ArchivosService.guardarPdf', () => {
  it('proposes certificado.pdf in Documents with a PDF filter and writes the exact bytes', async () => {
    const { servicio, dialogos } = crear(elegirPropuesto);
    const resultado = await servicio.guardarPdf({ nombre: 'certificado.pdf', datos: PDF });

    const ruta = join(documentos, 'certificado.pdf');
    expect(resultado).toEqual({ guardado: true, ruta });
    expect(new Uint8Array(await readFile(ruta))).toEqual(PDF);
    expect(dialogos).toEqual([
      {
        nombrePorDefecto: 'certificado.pdf',
        carpetaPorDefecto: documentos,
        filtros: [{ name: 'Documento PDF', extensions: ['pdf'] }],
        titulo: 'Guardar certificado',
      },
    ]);
    // The write went through a temp file that is gone: only the PDF is left.
    expect(await readdir(documentos)).toEqual(['certificado.pdf']);
  });

  it('replaces an existing file whole when the user confirms that name', async () => {
    const ruta = join(documentos, 'certificado.pdf');
    await writeFile(ruta, 'contenido anterior, mucho más largo que el nuevo PDF '.repeat(20));
    const { servicio } = crear(elegirPropuesto);
    await servicio.guardarPdf({ nombre: 'certificado.pdf', datos: PDF });
    expect(new Uint8Array(await readFile(ruta))).toEqual(PDF);
  });

  it('treats cancelling as a choice, not an error, and writes nothing', async () => {
    const { servicio } = crear(() => ({ canceled: true, filePath: '' }));
    await expect(servicio.guardarPdf({ nombre: 'certificado.pdf', datos: PDF })).resolves.toEqual({
      guardado: false,
      ruta: null,
    });
    expect(await readdir(documentos)).toEqual([]);
  });

  it('refuses bytes that are not a PDF before showing any dialog', async () => {
    const { servicio, dialogos } = crear(elegirPropuesto);
    const html = new TextEncoder().encode('<html>no soy un pdf</html>');
    await expect(servicio.guardarPdf({ nombre: 'certificado.pdf', datos: html })).rejects.toThrow(
      'El archivo no es un PDF.',
    );
    await expect(
      servicio.guardarPdf({ nombre: 'x.pdf', datos: new Uint8Array([0x25, 0x50]) }),
    ).rejects.toThrow('El archivo no es un PDF.');
    expect(dialogos).toEqual([]);
    expect(await readdir(documentos)).toEqual([]);
  });

  it('never lets the proposed name pick a folder', async () => {
    const { servicio, dialogos } = crear(elegirPropuesto);
    await servicio.guardarPdf({ nombre: '../../etc/passwd', datos: PDF });
    await servicio.guardarPdf({ nombre: '..', datos: PDF });
    expect(dialogos.map((d) => d.nombrePorDefecto)).toEqual(['passwd.pdf', 'certificado.pdf']);
    expect((await readdir(documentos)).sort()).toEqual(['certificado.pdf', 'passwd.pdf']);
  });

  it('adds .pdf when the user typed a name without extension', async () => {
    const { servicio } = crear(() => ({ canceled: false, filePath: join(dir, 'mi-diploma') }));
    const { ruta } = await servicio.guardarPdf({ nombre: 'certificado.pdf', datos: PDF });
    expect(ruta).toBe(join(dir, 'mi-diploma.pdf'));
    expect(new Uint8Array(await readFile(join(dir, 'mi-diploma.pdf')))).toEqual(PDF);
  });

  it('says in Spanish why the file could not be written', async () => {
    const { servicio } = crear(() => ({
      canceled: false,
      filePath: join(dir, 'no-existe', 'certificado.pdf'),
    }));
    await expect(servicio.guardarPdf({ nombre: 'certificado.pdf', datos: PDF })).rejects.toThrow(
      'No se pudo guardar el archivo: la carpeta no existe.',
    );
  });
});

describe('ArchivosService.abrir', () => {
  it('opens a file it saved in this run with the system program', async () => {
    const { servicio, abiertos } = crear(elegirPropuesto);
    const { ruta } = await servicio.guardarPdf({ nombre: 'certificado.pdf', datos: PDF });
    await expect(servicio.abrir({ ruta: ruta ?? '' })).resolves.toBeNull();
    expect(abiertos).toEqual([ruta]);
  });

  it('refuses any other path, even an existing PDF, without touching the shell', async () => {
    const otro = join(documentos, 'otro.pdf');
    await writeFile(otro, PDF);
    const { servicio, abiertos } = crear(elegirPropuesto);
    await servicio.guardarPdf({ nombre: 'certificado.pdf', datos: PDF });
    for (const ruta of [otro, '/bin/sh', 'certificado.pdf', join(documentos, 'x', '..')]) {
      await expect(servicio.abrir({ ruta })).rejects.toThrow(
        'Solo se pueden abrir los archivos guardados por la aplicación.',
      );
    }
    expect(abiertos).toEqual([]);
  });

  it('a new run forgets what the previous one saved', async () => {
    const { servicio } = crear(elegirPropuesto);
    const { ruta } = await servicio.guardarPdf({ nombre: 'certificado.pdf', datos: PDF });
    const { servicio: otraEjecucion } = crear(elegirPropuesto);
    await expect(otraEjecucion.abrir({ ruta: ruta ?? '' })).rejects.toThrow(/Solo se pueden/);
  });

  it("rejects with the shell's message when the system cannot open the file", async () => {
    const { servicio, fallarAlAbrir } = crear(elegirPropuesto);
    const { ruta } = await servicio.guardarPdf({ nombre: 'certificado.pdf', datos: PDF });
    fallarAlAbrir('No application is associated with the specified file');
    await expect(servicio.abrir({ ruta: ruta ?? '' })).rejects.toThrow(
      'No se pudo abrir el archivo: No application is associated with the specified file',
    );
  });
});
