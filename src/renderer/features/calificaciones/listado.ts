import type { CAMPOS_ORDEN_CALIFICACIONES, Calificacion } from '@shared/api';
import { formatearFecha } from '@shared/dates';
import { nombreDeUsuario } from '../usuarios';
import type { ConsultaCalificaciones } from './api';

export type CampoOrden = (typeof CAMPOS_ORDEN_CALIFICACIONES)[number];
export interface Orden {
  por: CampoOrden;
  direccion: 'asc' | 'desc';
}

/** Spec 2 (Grades list): 20 per page, newest first until a header is clicked. */
export const TAMANO_PAGINA = 20;
export const ORDEN_INICIAL: Orden = { por: 'timestamp', direccion: 'desc' };

/** The columns of spec 2 in order; `estudiante` only when the caller sees everyone's. */
export type Columna =
  | 'indice'
  | 'estudiante'
  | 'titulo'
  | 'timestamp'
  | 'puntajeEstudiante'
  | 'puntajeRequerido'
  | 'codigo'
  | 'calificacionTexto';

export function columnasDe(todos: boolean): Columna[] {
  const columnas: Columna[] = [
    'indice',
    'titulo',
    'timestamp',
    'puntajeEstudiante',
    'puntajeRequerido',
    'codigo',
    'calificacionTexto',
  ];
  if (todos) columnas.splice(1, 0, 'estudiante');
  return columnas;
}

/** Every column but the row number sorts by the field of the same name. */
export function campoOrdenDe(columna: Columna): CampoOrden | null {
  return columna === 'indice' ? null : columna;
}

/** A click on a sortable header: the same column flips, another one starts ascending. */
export function siguienteOrden(actual: Orden, campo: CampoOrden): Orden {
  if (actual.por === campo) {
    return { por: campo, direccion: actual.direccion === 'asc' ? 'desc' : 'asc' };
  }
  return { por: campo, direccion: 'asc' };
}

/** The header's aria-sort value in Fluent's terms. */
export function direccionFluent(
  orden: Orden,
  campo: CampoOrden | null,
): 'ascending' | 'descending' | undefined {
  if (campo === null || orden.por !== campo) return undefined;
  return orden.direccion === 'asc' ? 'ascending' : 'descending';
}

/** What the screen holds; the request body follows from it. */
export interface EstadoListado {
  pagina: number;
  orden: Orden;
  estudiante: string | null;
  curso: string | null;
}

export const ESTADO_INICIAL: EstadoListado = {
  pagina: 1,
  orden: ORDEN_INICIAL,
  estudiante: null,
  curso: null,
};

export function consultaDe(estado: EstadoListado): ConsultaCalificaciones {
  return {
    pagina: estado.pagina,
    tamano: TAMANO_PAGINA,
    orden: estado.orden.por,
    direccion: estado.orden.direccion,
    ...(estado.estudiante ? { estudiante: estado.estudiante } : {}),
    ...(estado.curso ? { curso: estado.curso } : {}),
  };
}

/** Sorting or filtering starts again at page 1 (the old page may not exist any more). */
export function ordenar(estado: EstadoListado, campo: CampoOrden): EstadoListado {
  return { ...estado, pagina: 1, orden: siguienteOrden(estado.orden, campo) };
}

export function filtrar(
  estado: EstadoListado,
  cambio: Partial<Pick<EstadoListado, 'estudiante' | 'curso'>>,
): EstadoListado {
  return { ...estado, ...cambio, pagina: 1 };
}

export function totalPaginas(total: number): number {
  return Math.max(1, Math.ceil(total / TAMANO_PAGINA));
}

/** One row as shown: texts only, the row number counted across pages. */
export type Fila = Record<Columna, string>;

export function filaDe(c: Calificacion, pagina: number, i: number): Fila {
  return {
    indice: String((pagina - 1) * TAMANO_PAGINA + i + 1),
    estudiante: nombreDeUsuario(c.estudiante),
    titulo: c.titulo,
    timestamp: formatearFecha(c.timestamp, 'fechaHora'),
    puntajeEstudiante: String(c.puntajeEstudiante),
    puntajeRequerido: String(c.puntajeRequerido),
    codigo: c.codigo,
    calificacionTexto: c.calificacionTexto,
  };
}
