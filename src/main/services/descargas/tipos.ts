import type { Progreso } from './progreso';

/** Types of the downloads service, apart so the service file stays about behaviour. */

export interface OpcionesDescargas {
  /** `<userData>/lecciones`: one folder per PC, shared by every learner (files are not personal). */
  carpeta: string;
  /** The platform server's origin; a function because the embedded server's port changes per run. */
  baseUrl: string | (() => string);
  fetch?: typeof fetch;
  /** Free bytes on the disk holding `dir`. */
  espacioLibre?: (dir: string) => Promise<number>;
  /** What must stay free after a download (default 500 MB). */
  margenBytes?: number;
  reloj?: () => Date;
}

export interface ArchivoLeccion {
  ruta: string;
  tamano: number;
  tipo: string;
}

export interface Activa {
  controlador: AbortController;
  tarea: Promise<void>;
  progreso: Progreso;
}

/** A caption kept with a downloaded lesson (issue 16). */
export interface ArchivoSubtitulo {
  ruta: string;
  tamano: number;
}
