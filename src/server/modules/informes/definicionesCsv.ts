import { format, isValid } from 'date-fns';
import Papa from 'papaparse';
import {
  datosDefinicionSchema,
  LIMITES_DEFINICION,
  MENSAJES_DEFINICION,
} from '@shared/api/informesDefiniciones';
import type { DatosDefinicion, FilaAnalisis } from '@shared/api/informesDefiniciones';
import { parsearFecha } from '@shared/dates';
import { HttpError } from '../../errors';

/**
 * A CSV of report definitions, as a spreadsheet in Spanish saves it: columns `nombre`,
 * `desde`, `hasta` (any case, accents ignored), `;` or `,`, dates DD/MM/AAAA (or
 * AAAA-MM-DD). Each row gets its own errors; nothing here writes.
 */
export const MENSAJES_CSV = {
  columnas: 'El archivo debe tener las columnas nombre, desde y hasta en la primera fila.',
  sinFilas: 'El archivo no tiene filas de datos.',
  demasiadas: `El archivo tiene más de ${LIMITES_DEFINICION.filasMax} filas.`,
  repetido: 'El nombre está repetido en el archivo.',
  fecha: 'Fecha no válida: use DD/MM/AAAA.',
} as const;

const COLUMNAS = ['nombre', 'desde', 'hasta'] as const;

function clave(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}

/** A typed day as YYYY-MM-DD, or null when it is not a real date. */
export function diaIso(texto: string): string | null {
  const limpio = texto.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(limpio)) return limpio;
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(limpio)) return null;
  const [d, m, a] = limpio.split('/');
  const fecha = parsearFecha(`${d?.padStart(2, '0')}/${m?.padStart(2, '0')}/${a}`);
  return isValid(fecha) ? format(fecha, 'yyyy-MM-dd') : null;
}

export interface Analisis {
  filas: FilaAnalisis[];
  /** The rows without errors, ready to save (in file order). */
  validas: DatosDefinicion[];
}

function leerFila(
  celdas: Record<string, string>,
  fila: number,
  vistos: Set<string>,
): FilaAnalisis & { datos?: DatosDefinicion } {
  const nombre = (celdas.nombre ?? '').trim();
  const desdeTxt = (celdas.desde ?? '').trim();
  const hastaTxt = (celdas.hasta ?? '').trim();
  const errores: string[] = [];
  const desde = diaIso(desdeTxt);
  const hasta = diaIso(hastaTxt);
  if (desde === null) errores.push(`desde: ${MENSAJES_CSV.fecha}`);
  if (hasta === null) errores.push(`hasta: ${MENSAJES_CSV.fecha}`);
  const r = datosDefinicionSchema.safeParse({ nombre, desde: desde ?? '', hasta: hasta ?? '' });
  if (!r.success) {
    for (const issue of r.error.issues) {
      const campo = String(issue.path[0] ?? '');
      // Date format problems are already said in the CSV's own words above.
      if (campo !== 'nombre' && issue.message === MENSAJES_DEFINICION.fecha) continue;
      // A range is only wrong between two real dates.
      if (issue.message === MENSAJES_DEFINICION.rango && (desde === null || hasta === null))
        continue;
      errores.push(`${campo}: ${issue.message}`);
    }
  }
  const k = nombre.toLowerCase();
  if (nombre !== '' && vistos.has(k)) errores.push(`nombre: ${MENSAJES_CSV.repetido}`);
  vistos.add(k);
  const base = { fila, nombre, desde: desdeTxt, hasta: hastaTxt, errores };
  return r.success && errores.length === 0 ? { ...base, datos: r.data } : base;
}

/** Reads the CSV; a file that is not a definitions table at all is a 400. */
export function analizarCsv(csv: string): Analisis {
  const texto = csv.replace(/^\uFEFF/, '');
  const leido = Papa.parse<Record<string, string>>(texto, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
    transformHeader: clave,
  });
  const campos = leido.meta.fields ?? [];
  if (!COLUMNAS.every((c) => campos.includes(c)))
    throw new HttpError('VALIDACION', MENSAJES_CSV.columnas);
  if (leido.data.length === 0) throw new HttpError('VALIDACION', MENSAJES_CSV.sinFilas);
  if (leido.data.length > LIMITES_DEFINICION.filasMax) {
    throw new HttpError('VALIDACION', MENSAJES_CSV.demasiadas);
  }
  const vistos = new Set<string>();
  const filas: FilaAnalisis[] = [];
  const validas: DatosDefinicion[] = [];
  leido.data.forEach((celdas, i) => {
    const { datos, ...fila } = leerFila(celdas, i + 2, vistos);
    filas.push(fila);
    if (datos) validas.push(datos);
  });
  return { filas, validas };
}
