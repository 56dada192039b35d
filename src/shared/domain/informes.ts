/**
 * Rules of the programme report (issue 15, docs/informes.md): the days it counts in, the
 * quick ranges of its screen, and how much study time a progress report records.
 */
import { addDays, differenceInCalendarDays, isValid, parseISO } from 'date-fns';
import type { MedidaLeccion } from './progreso';

/**
 * Days are Colombian days: the programme runs in Colombia, and Colombia keeps UTC−5 all
 * year (no daylight saving since 1993), so a fixed offset is exact and needs no time-zone
 * database on the server, in SQL or in the browser.
 */
export const ZONA_INFORMES = 'America/Bogota';
export const DESFASE_COLOMBIA_MS = -5 * 3_600_000;

/** The longest range a report covers: a year (a leap one included). */
export const DIAS_MAXIMOS_INFORME = 366;

export const MENSAJES_INFORME = {
  fecha: 'La fecha debe tener la forma AAAA-MM-DD y existir en el calendario.',
  rango: 'La fecha "Desde" no puede ser posterior a "Registrados hasta".',
  largo: `El rango de un informe no puede pasar de ${DIAS_MAXIMOS_INFORME} días.`,
  sinCentro: 'Sin centro',
  sinMunicipio: 'Sin municipio',
} as const;

/** A Colombian calendar day, `YYYY-MM-DD`. */
export type Dia = string;

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `texto` is a real calendar day written `YYYY-MM-DD` (no 2026-02-30). */
export function esDia(texto: string): boolean {
  if (!DIA.test(texto)) return false;
  const fecha = parseISO(texto);
  return isValid(fecha) && fecha.toISOString().startsWith(texto);
}

/** The Colombian day an instant falls on. */
export function diaColombia(instante: Date | string | number): Dia {
  const t = new Date(instante).getTime();
  return new Date(t + DESFASE_COLOMBIA_MS).toISOString().slice(0, 10);
}

/** The instant (UTC ISO) a Colombian day starts: 05:00Z. */
export function inicioDiaColombia(dia: Dia): string {
  return new Date(Date.parse(`${dia}T00:00:00.000Z`) - DESFASE_COLOMBIA_MS).toISOString();
}

/** [desde, hasta) in UTC ISO for the Colombian days desde…hasta, both included. */
export function instantesDelRango(desde: Dia, hasta: Dia): { desde: string; hasta: string } {
  return { desde: inicioDiaColombia(desde), hasta: inicioDiaColombia(sumarDias(hasta, 1)) };
}

export function sumarDias(dia: Dia, dias: number): Dia {
  return addDays(parseISO(dia), dias).toISOString().slice(0, 10);
}

/** Days in the range, both ends included (1 for a single day). */
export function diasDelRango(desde: Dia, hasta: Dia): number {
  return differenceInCalendarDays(parseISO(hasta), parseISO(desde)) + 1;
}

/** The first problem with a range, as a Spanish message, or null when it can be run. */
export function problemaDelRango(desde: string, hasta: string): string | null {
  if (!esDia(desde) || !esDia(hasta)) return MENSAJES_INFORME.fecha;
  if (desde > hasta) return MENSAJES_INFORME.rango;
  if (diasDelRango(desde, hasta) > DIAS_MAXIMOS_INFORME) return MENSAJES_INFORME.largo;
  return null;
}

export type RangoRapido = 'mes' | 'semana' | 'hoy';

/**
 * The screen's quick ranges, in Colombian days: 'Este Mes' from the 1st, 'Esta Semana' from
 * Monday (weeks start Monday), 'Hoy'; each ends today.
 */
export function rangoRapido(
  cual: RangoRapido,
  ahora: Date = new Date(),
): { desde: Dia; hasta: Dia } {
  const hoy = diaColombia(ahora);
  if (cual === 'hoy') return { desde: hoy, hasta: hoy };
  if (cual === 'mes') return { desde: `${hoy.slice(0, 8)}01`, hasta: hoy };
  const diaSemana = parseISO(hoy).getUTCDay(); // 0 domingo … 6 sábado
  return { desde: sumarDias(hoy, -((diaSemana + 6) % 7)), hasta: hoy };
}

/**
 * Time credited per page of a document (and per whole lesson without pages: images, links,
 * files whose length is unknown). Reading a page of course material takes about a minute;
 * the credit is always capped by the real time the server saw pass (below).
 */
export const SEGUNDOS_ESTUDIO_POR_PAGINA = 60;

/**
 * Seconds of study one progress advance records, from `antes` % to `despues` % of a lesson:
 * - media (video, audio): the media time the advance covers, share × duration — the time
 *   played at normal speed (the progress bound already refuses faster than 2×);
 * - documents: pages newly seen × SEGUNDOS_ESTUDIO_POR_PAGINA; other lessons count as one
 *   page; both never more than `segundosReales`, the server-clock time since the previous
 *   report on the lesson (or its first opening), when known.
 * Never negative: progress never goes back, and a repeated report adds nothing.
 */
export function segundosDeAvance(
  medida: MedidaLeccion,
  antes: number,
  despues: number,
  segundosReales: number | null,
): number {
  const fraccion = Math.max(0, Math.min(100, despues) - Math.max(0, antes)) / 100;
  if (fraccion === 0) return 0;
  if (medida.tipo === 'media' && medida.duracionSegundos > 0) {
    return fraccion * medida.duracionSegundos;
  }
  const paginas = medida.tipo === 'pdf' && medida.paginas >= 1 ? medida.paginas : 1;
  const vistas = Math.round((Math.max(0, antes) / 100) * paginas);
  const nuevas = Math.round((Math.min(100, despues) / 100) * paginas) - vistas;
  const credito = Math.max(0, nuevas) * SEGUNDOS_ESTUDIO_POR_PAGINA;
  return segundosReales === null ? credito : Math.min(credito, Math.max(0, segundosReales));
}

/** Hours with two decimals, as the counters show them. */
export function horas(segundos: number): number {
  return Math.round((segundos / 3600) * 100) / 100;
}
