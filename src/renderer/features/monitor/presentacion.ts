import type {
  EstadoEvaluacionMonitor,
  FilaMonitor,
  FiltroMonitor,
  OrdenMonitor,
} from '@shared/api/monitor';
import { formatearFecha } from '@shared/dates';
import { formatoNumero } from '../../i18n';

/**
 * What the monitor's screen shows of the server's figures: pure, tested in
 * tests/renderer/features/monitor/. The figures themselves are the server's.
 */

export const TAMANOS_MONITOR = [10, 20, 50, 100] as const;

export interface EstadoFiltros {
  busqueda: string;
  centro: string;
  estado: EstadoEvaluacionMonitor | '';
  inactivos: boolean;
  orden: OrdenMonitor;
  direccion: 'asc' | 'desc';
  pagina: number;
  tamano: number;
}

export const FILTROS_INICIALES: EstadoFiltros = {
  busqueda: '',
  centro: '',
  estado: '',
  inactivos: false,
  orden: 'nombre',
  direccion: 'asc',
  pagina: 1,
  tamano: 20,
};

/** The body of the export: the table's filters and order, without paging. */
export function filtroDe(f: EstadoFiltros): FiltroMonitor {
  return {
    busqueda: f.busqueda.trim(),
    centro: f.centro,
    ...(f.estado === '' ? {} : { estado: f.estado }),
    inactivos: f.inactivos,
    orden: f.orden,
    direccion: f.direccion,
  };
}

/** The body of one page of rows. */
export function consultaDe(f: EstadoFiltros) {
  return { ...filtroDe(f), pagina: f.pagina, tamano: f.tamano };
}

/**
 * A click on a column's header: the same column flips its direction, another starts
 * ascending (except figures where the worst first is what a tutor looks for: inactivity
 * descending). Back to the first page either way.
 */
export function ordenarPor(f: EstadoFiltros, campo: OrdenMonitor): EstadoFiltros {
  if (f.orden === campo) {
    return { ...f, direccion: f.direccion === 'asc' ? 'desc' : 'asc', pagina: 1 };
  }
  return {
    ...f,
    orden: campo,
    direccion: campo === 'diasSinActividad' ? 'desc' : 'asc',
    pagina: 1,
  };
}

/** Any filter change goes back to page 1 (the old page may not exist any more). */
export function conFiltro(f: EstadoFiltros, cambio: Partial<EstadoFiltros>): EstadoFiltros {
  return { ...f, ...cambio, pagina: cambio.pagina ?? 1 };
}

/** Fluent's header direction for a column. */
export function direccionColumna(
  f: EstadoFiltros,
  campo: OrdenMonitor,
): 'ascending' | 'descending' | undefined {
  if (f.orden !== campo) return undefined;
  return f.direccion === 'asc' ? 'ascending' : 'descending';
}

/** The i18n key of a state, and its parameters (the score, the attempts). */
export function textoEstado(fila: Pick<FilaMonitor, 'estado' | 'puntaje' | 'intentos'>): {
  clave:
    'monitor.estado.aprobadaCon' | 'monitor.estado.noAprobadaCon' | 'monitor.estado.sinPresentar';
  valores: Record<string, number>;
} {
  if (fila.estado === 'aprobada') {
    return { clave: 'monitor.estado.aprobadaCon', valores: { puntaje: fila.puntaje ?? 0 } };
  }
  if (fila.estado === 'noAprobada') {
    return { clave: 'monitor.estado.noAprobadaCon', valores: { intentos: fila.intentos } };
  }
  return { clave: 'monitor.estado.sinPresentar', valores: {} };
}

/** A date in the app's one format; '—' when there is none. */
export function fechaMonitor(valor: string | null | undefined): string {
  return formatearFecha(valor) || '—';
}

/** A share of the learners as the summary's cards show it. */
export function textoPorcentaje(valor: number): string {
  return `${formatoNumero(valor)} %`;
}

/** The median in days, one decimal in the interface language; '—' when nobody completed. */
export function textoMediana(valor: number | null): string {
  if (valor === null) return '—';
  return formatoNumero(valor, { maximumFractionDigits: 1 });
}
