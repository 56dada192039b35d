import type { FilaImportacion } from '@shared/api/importacion';
import { cifrar, descifrar } from './credenciales';
import type { ClaveCredenciales } from './credenciales';
import { filaDesdeCeldas } from './csv';
import type { CampoImportacion, Columnas, CsvLeido, FilaCsv } from './csv';
import type { EstadoFila, FilaValidada, ResultadoValidacion } from './validacion';

/**
 * The dry run as a lote stores it (JSON in importaciones_lote.resultado): each row's cells
 * exactly as sent, so the error report reproduces them and the confirm re-validates the
 * very same input, plus the status the admin saw. Written once at validar, never changed.
 */
export interface FilaGuardada {
  fila: number;
  celdas: string[];
  estado: EstadoFila;
  errores: string[];
  cambios: CampoImportacion[];
  usuarioId: string | null;
}

export interface ResultadoGuardado {
  encabezados: string[];
  columnas: (CampoImportacion | null)[];
  filas: FilaGuardada[];
}

type CsvValido = Extract<CsvLeido, { ok: true }>;

export function resultadoParaGuardar(
  leido: CsvValido,
  validacion: ResultadoValidacion,
): ResultadoGuardado {
  const celdasPorFila = new Map(leido.filas.map((f) => [f.fila, f.celdas]));
  return {
    encabezados: leido.encabezados,
    columnas: leido.columnas,
    filas: validacion.filas.map((f) => ({
      fila: f.fila,
      celdas: celdasPorFila.get(f.fila) ?? [],
      estado: f.estado,
      errores: f.errores,
      cambios: f.cambios,
      usuarioId: f.usuarioId,
    })),
  };
}

/**
 * The password cells of a stored dry run, encrypted (or decrypted back). The lote keeps the
 * file's cells so the confirm re-validates the same input and the error report gives the
 * rows back as sent — but a password typed into a spreadsheet must not sit in the database
 * as plain text: at rest it is AES-256-GCM under the credentials key, bound to its row.
 */
function conPasswords(
  r: ResultadoGuardado,
  transformar: (celda: string, fila: number) => string,
): ResultadoGuardado {
  const i = r.columnas.indexOf('password');
  if (i < 0) return r;
  return {
    ...r,
    filas: r.filas.map((f) => {
      const celda = f.celdas[i];
      if (!celda) return f;
      const celdas = [...f.celdas];
      celdas[i] = transformar(celda, f.fila);
      return { ...f, celdas };
    }),
  };
}

const CONTEXTO_CELDA = 'simulacion';

export const protegerPasswords = (r: ResultadoGuardado, clave: ClaveCredenciales) =>
  conPasswords(r, (celda, fila) => cifrar(clave, celda, CONTEXTO_CELDA, String(fila)));

/** A cell that does not decrypt (another server's key) comes back empty, never as ciphertext. */
export const revelarPasswords = (r: ResultadoGuardado, clave: ClaveCredenciales) =>
  conPasswords(r, (celda, fila) => descifrar(clave, celda, CONTEXTO_CELDA, String(fila)) ?? '');

/** Our own JSON, written by resultadoParaGuardar: read back as that shape. */
export function leerResultado(json: string): ResultadoGuardado {
  return JSON.parse(json) as ResultadoGuardado;
}

/** The rows to validate again at confirm time, from the stored cells. */
export function filasParaRevalidar(r: ResultadoGuardado): FilaCsv[] {
  return r.filas.map((f) => filaDesdeCeldas(r.columnas, f.celdas, f.fila));
}

/** One row of the preview table. */
export function aFilaImportacion(f: FilaGuardada, columnas: Columnas): FilaImportacion {
  const { valores } = filaDesdeCeldas(columnas, f.celdas, f.fila);
  return {
    fila: f.fila,
    estado: f.estado,
    email: valores.email ?? '',
    nombre: [valores.nombre, valores.apellidos].filter(Boolean).join(' '),
    errores: f.errores,
    cambios: f.cambios,
  };
}

const mismaLista = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Whether a fresh validation still says what the admin saw: same rows, and for each the
 * same status, the same user matched and the same fields changing. Anything else means the
 * database moved on and the commit would not apply "exactly what the dry run showed".
 */
export function coincideConLoGuardado(
  guardado: ResultadoGuardado,
  ahora: readonly FilaValidada[],
): boolean {
  if (guardado.filas.length !== ahora.length) return false;
  return guardado.filas.every((g, i) => {
    const n = ahora[i];
    return (
      n !== undefined &&
      n.fila === g.fila &&
      n.estado === g.estado &&
      n.usuarioId === g.usuarioId &&
      mismaLista(n.cambios, g.cambios)
    );
  });
}
