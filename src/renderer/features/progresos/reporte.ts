import type { RouteBodyInput, Routes } from '@shared/api';
import {
  porcentajeLeccion,
  type EstadoProgreso,
  type ProgresoLeccion,
} from '@shared/domain/progreso';
import { CODIGOS_CLIENTE, type ApiFailure } from '../../app/apiError';
import { nuevoIdCliente } from '../../app/idCliente';
import { REINTENTO_ACOTADO_MS } from './constantes';

export type CuerpoReporte = RouteBodyInput<Routes['progresos.agregar']>;

/** The state a percent implies: 100 completado, above 0 iniciado. */
export function estadoDePorcentaje(porcentaje: number): EstadoProgreso {
  if (porcentaje >= 100) return 'completado';
  return porcentaje > 0 ? 'iniciado' : 'no-iniciado';
}

/** One progress report (spec 4): a fresh idReporte makes retries idempotent on the server. */
export function cuerpoReporte(
  usuarioId: string,
  multimediaId: string,
  porcentaje: number,
  ahora: Date = new Date(),
  idReporte: string = nuevoIdCliente(),
): CuerpoReporte {
  const p = Math.floor(Math.max(0, Math.min(100, porcentaje)));
  return {
    _id: usuarioId,
    progreso_multimedia: {
      id: multimediaId,
      progreso: estadoDePorcentaje(p),
      porcentaje: p,
      fecha: ahora.toISOString(),
    },
    idReporte,
  };
}

type Resultado<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiFailure };

/** A failure where no answer arrived (the request may or may not have been applied). */
export function esFalloDeRed(error: ApiFailure | undefined): boolean {
  return error !== undefined && error.status === 0 && error.data.code !== CODIGOS_CLIENTE.cancelada;
}

/**
 * Sends a report and, after a network error, retries once with the SAME body (same
 * idReporte), so a report that did arrive is not counted twice.
 */
export async function enviarConReintento<T>(
  cuerpo: CuerpoReporte,
  enviar: (cuerpo: CuerpoReporte) => Promise<Resultado<T>>,
): Promise<Resultado<T>> {
  const primero = await enviar(cuerpo);
  if (!esFalloDeRed(primero.error)) return primero;
  return enviar(cuerpo);
}

/**
 * How long to wait before sending again a report the server stored lower: until the moment
 * it said completion is accepted (`completableDesde`, its clock) plus half a second, within
 * REINTENTO_ACOTADO_MS. The two clocks may differ, so the wait is bounded and the re-send
 * repeats (a lower answer again schedules another).
 */
export function esperaTrasAcotado(completableDesde: string | null, ahoraMs: number): number {
  const { minimo, maximo } = REINTENTO_ACOTADO_MS;
  const desde = completableDesde === null ? Number.NaN : Date.parse(completableDesde);
  if (Number.isNaN(desde)) return minimo;
  return Math.min(maximo, Math.max(minimo, desde - ahoraMs + 500));
}

/**
 * Reads the server's answer to a report of `enviadoPorcentaje` (the stored entry, after its
 * real-time bound and the monotonic merge): `acotado` when it stored less than was sent, and
 * the percent the client now counts as sent: the stored one when lower (so the next report
 * sends it again), never less than what the server already has.
 */
export function leerRespuesta(
  yaEnviado: number,
  enviadoPorcentaje: number,
  guardado: ProgresoLeccion,
): { enServidor: number; acotado: boolean; enviado: number } {
  const enServidor = porcentajeLeccion(guardado);
  const acotado = enServidor < enviadoPorcentaje;
  return {
    enServidor,
    acotado,
    enviado: acotado ? Math.min(yaEnviado, enServidor) : Math.max(yaEnviado, enServidor),
  };
}
