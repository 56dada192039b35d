import { existsSync } from 'node:fs';
import { extname, isAbsolute, resolve } from 'node:path';
import { escribirAtomico } from './escribirAtomico';
import { leerCsvElegido, type ArchivoLeido } from './leerCsvElegido';
import { nombrePdfSeguro } from './nombreArchivo';

/** A filter of the native dialog, in Electron's shape (`FileFilter`). */
export interface FiltroDialogo {
  name: string;
  extensions: string[];
}

export interface OpcionesDialogoGuardar {
  nombrePorDefecto: string;
  carpetaPorDefecto: string;
  filtros: FiltroDialogo[];
  titulo: string;
}

/** What Electron's `dialog.showSaveDialog` resolves to. */
export interface ResultadoDialogoGuardar {
  canceled: boolean;
  filePath?: string;
}

export interface OpcionesDialogoAbrir {
  carpetaPorDefecto: string;
  filtros: FiltroDialogo[];
  titulo: string;
}

/** What Electron's `dialog.showOpenDialog` resolves to. */
export interface ResultadoDialogoAbrir {
  canceled: boolean;
  filePaths: string[];
}

export interface ArchivosServiceOptions {
  /** The native "save as" dialog (Electron's dialog.showSaveDialog in the app). */
  mostrarDialogoGuardar(opciones: OpcionesDialogoGuardar): Promise<ResultadoDialogoGuardar>;
  /** The native "open" dialog, one file (Electron's dialog.showOpenDialog in the app). */
  mostrarDialogoAbrir(opciones: OpcionesDialogoAbrir): Promise<ResultadoDialogoAbrir>;
  /** Where the dialog opens: app.getPath('documents') in the app. */
  carpetaDocumentos: string;
  /** Opens a file with its default program: shell.openPath, '' on success or an error text. */
  abrirRuta(ruta: string): Promise<string>;
  /** Writes the whole file; by default a temp file renamed over the target. */
  escribir?(ruta: string, datos: Uint8Array): Promise<void>;
}

export interface ResultadoGuardado {
  guardado: boolean;
  ruta: string | null;
}

/** A certificate is a few hundred KB; anything this large is not one and is not written. */
export const MAX_BYTES_PDF = 50 * 1024 * 1024;
const FIRMA_PDF = '%PDF-';
export const FILTRO_PDF: FiltroDialogo = { name: 'Documento PDF', extensions: ['pdf'] };
/** CSV first; "all files" too, as exports from other programs are often named .txt. */
export const FILTROS_CSV: FiltroDialogo[] = [
  { name: 'Archivo CSV', extensions: ['csv'] },
  { name: 'Todos los archivos', extensions: ['*'] },
];

function esPdf(datos: Uint8Array): boolean {
  if (datos.length < FIRMA_PDF.length) return false;
  return [...FIRMA_PDF].every((letra, i) => datos[i] === letra.charCodeAt(0));
}

/**
 * The file the user chose, with `.pdf` added when they typed a name without any extension
 * (the GTK dialog does not add it from the filter as Windows and macOS do). Not added when
 * that would silently replace an existing file the dialog never asked about.
 */
function rutaFinal(elegida: string): string {
  const ruta = resolve(elegida);
  if (extname(ruta) !== '') return ruta;
  const conExtension = `${ruta}.pdf`;
  return existsSync(conExtension) ? ruta : conExtension;
}

function motivo(error: unknown): string {
  const codigo = (error as NodeJS.ErrnoException | undefined)?.code;
  if (codigo === 'EACCES' || codigo === 'EPERM') return 'no hay permiso para escribir ahí';
  if (codigo === 'ENOSPC') return 'no queda espacio en el disco';
  if (codigo === 'ENOENT') return 'la carpeta no existe';
  if (codigo === 'EROFS') return 'el disco es de solo lectura';
  return error instanceof Error ? error.message : String(error);
}

/**
 * Saving a certificate PDF the renderer already has (issue 7): the native save dialog in
 * the Documents folder, an atomic write, and opening the file afterwards; and picking the
 * CSV of a user import (issue 8). Plain Node with Electron's dialogs and shell injected,
 * so it is tested with real files.
 */
export class ArchivosService {
  private readonly opciones: ArchivosServiceOptions;
  private readonly escribir: (ruta: string, datos: Uint8Array) => Promise<void>;
  /**
   * Files saved by this service since the app started. Only these may be opened: the
   * renderer shows remote content, so it must not be able to launch arbitrary paths.
   */
  private readonly guardados = new Set<string>();

  constructor(opciones: ArchivosServiceOptions) {
    this.opciones = opciones;
    this.escribir = opciones.escribir ?? escribirAtomico;
  }

  async guardarPdf({
    nombre,
    datos,
  }: {
    nombre: string;
    datos: Uint8Array;
  }): Promise<ResultadoGuardado> {
    if (!esPdf(datos)) throw new Error('El archivo no es un PDF.');
    if (datos.length > MAX_BYTES_PDF) throw new Error('El PDF es demasiado grande para guardarlo.');

    const eleccion = await this.opciones.mostrarDialogoGuardar({
      nombrePorDefecto: nombrePdfSeguro(nombre),
      carpetaPorDefecto: this.opciones.carpetaDocumentos,
      filtros: [FILTRO_PDF],
      titulo: 'Guardar certificado',
    });
    // Cancelling is a choice, not a failure: the renderer shows nothing.
    if (eleccion.canceled || !eleccion.filePath) return { guardado: false, ruta: null };

    const ruta = rutaFinal(eleccion.filePath);
    try {
      await this.escribir(ruta, datos);
    } catch (error) {
      throw new Error(`No se pudo guardar el archivo: ${motivo(error)}.`);
    }
    this.guardados.add(ruta);
    return { guardado: true, ruta };
  }

  /**
   * The user import's CSV (issue 8): the native open dialog in Documents, then the chosen
   * file's bytes (refused over the import limit). Cancelling answers null.
   */
  async elegirCsv(): Promise<ArchivoLeido | null> {
    const eleccion = await this.opciones.mostrarDialogoAbrir({
      carpetaPorDefecto: this.opciones.carpetaDocumentos,
      filtros: FILTROS_CSV,
      titulo: 'Elegir archivo CSV',
    });
    const ruta = eleccion.filePaths[0];
    if (eleccion.canceled || !ruta) return null;
    return leerCsvElegido(resolve(ruta));
  }

  async abrir({ ruta }: { ruta: string }): Promise<null> {
    const absoluta = isAbsolute(ruta) ? resolve(ruta) : null;
    if (absoluta === null || !this.guardados.has(absoluta)) {
      throw new Error('Solo se pueden abrir los archivos guardados por la aplicación.');
    }
    const error = await this.opciones.abrirRuta(absoluta);
    if (error !== '') throw new Error(`No se pudo abrir el archivo: ${error}`);
    return null;
  }
}
