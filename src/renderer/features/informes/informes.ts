import { format, isValid } from 'date-fns';
import { parsearFecha } from '@shared/dates';
import { esDia } from '@shared/domain/informes';

/**
 * Pure helpers of the reports screen (tested in tests/renderer/features/informes): the
 * pickers' DD/MM/YYYY text ↔ the API's YYYY-MM-DD day, durations, the counters' easing.
 */

/** The day a person typed as DD/MM/YYYY (or DD/MM/YY), or null when it is not a date. */
export function diaDeTexto(texto: string): string | null {
  const limpio = texto.trim();
  if (!/^\d{1,2}\/\d{1,2}\/(\d{2}|\d{4})$/.test(limpio)) return null;
  const [d = '', m = '', a = ''] = limpio.split('/');
  const fecha = parsearFecha(`${d.padStart(2, '0')}/${m.padStart(2, '0')}/${a}`);
  if (!isValid(fecha)) return null;
  const dia = format(fecha, 'yyyy-MM-dd');
  return esDia(dia) ? dia : null;
}

/** A YYYY-MM-DD day as the pickers show it: DD/MM/YYYY. */
export function textoDeDia(dia: string): string {
  return esDia(dia) ? `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}` : '';
}

/** A day as a local Date at midnight (what a calendar control holds), and back. */
export function fechaLocalDeDia(dia: string): Date | null {
  if (!esDia(dia)) return null;
  return new Date(Number(dia.slice(0, 4)), Number(dia.slice(5, 7)) - 1, Number(dia.slice(8, 10)));
}
export function diaDeFechaLocal(fecha: Date | null | undefined): string {
  return fecha && isValid(fecha) ? format(fecha, 'yyyy-MM-dd') : '';
}

/** HH:MM:SS of a number of seconds; hours may pass 99. */
export function duracion(segundos: number): string {
  const s = Math.max(0, Math.round(segundos));
  const dos = (n: number) => String(n).padStart(2, '0');
  return `${dos(Math.floor(s / 3600))}:${dos(Math.floor((s % 3600) / 60))}:${dos(s % 60)}`;
}

/** How long the counters take to count up (spec: two seconds). */
export const DURACION_CONTADOR_MS = 2000;

/**
 * The value a counter shows `transcurrido` ms into its count towards `final`: ease-out
 * (fast, then settling), whole numbers unless `decimales`, exactly `final` at the end.
 */
export function valorContador(final: number, transcurrido: number, decimales = 0): number {
  if (transcurrido >= DURACION_CONTADOR_MS) return final;
  const t = Math.max(0, transcurrido) / DURACION_CONTADOR_MS;
  const suave = 1 - (1 - t) ** 3;
  const factor = 10 ** decimales;
  return Math.floor(final * suave * factor) / factor;
}
