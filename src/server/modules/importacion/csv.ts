import Papa from 'papaparse';
import { clave, sinApostrofoDeFormula } from './normalizar';
import { decodificarWindows1252 } from './windows1252';

/**
 * Reading a users CSV as Spanish-language spreadsheets export it: UTF-8 with or without BOM
 * or Windows-1252 (Excel's "CSV (delimitado por comas)"), ';' or ',' as delimiter, quoted
 * fields, blank lines, and headers written in several natural ways. Pure: bytes in, rows out.
 */

export const CAMPOS_IMPORTACION = [
  'email',
  'nombre',
  'apellidos',
  'tipoIdentificacion',
  'identificacion',
  'telefono',
  'municipio',
  'institucion',
  'tipoRegistro',
  'rol',
  'cursos',
  'activo',
  'password',
] as const;
export type CampoImportacion = (typeof CAMPOS_IMPORTACION)[number];

/** Without these columns no row could pass the single-user rules: the file is refused. */
export const CAMPOS_REQUERIDOS: readonly CampoImportacion[] = [
  'email',
  'nombre',
  'apellidos',
  'tipoIdentificacion',
  'identificacion',
  'municipio',
  'institucion',
  // Not 'tipoRegistro' (issue 16): a missing column or cell means Estudiante — the only
  // registration type a learner can have — for new users; existing users keep theirs.
  'rol',
];

/** The headers of the template and of the export, in this order. */
export const ENCABEZADOS_PLANTILLA: readonly CampoImportacion[] = CAMPOS_IMPORTACION;

/** Header spellings accepted for each field, compared by `clave` (case and accents ignored). */
const SINONIMOS: Record<CampoImportacion, readonly string[]> = {
  email: ['email', 'e-mail', 'correo', 'correo electrónico', 'mail'],
  nombre: ['nombre', 'nombres'],
  apellidos: ['apellidos', 'apellido'],
  tipoIdentificacion: [
    'tipoIdentificacion',
    'tipo de identificación',
    'tipo de documento',
    'tipo documento',
  ],
  identificacion: [
    'identificacion',
    'documento',
    'número de documento',
    'número documento',
    'número de identificación',
    'cédula',
  ],
  telefono: ['telefono', 'teléfono', 'celular', 'móvil', 'número de teléfono', 'numeroTelefono'],
  municipio: ['municipio'],
  institucion: ['institucion', 'institución', 'nombrePunto', 'punto'],
  tipoRegistro: ['tipoRegistro', 'tipo de registro'],
  rol: ['rol'],
  cursos: ['cursos', 'curso', 'códigos de cursos', 'códigos de curso'],
  activo: ['activo', 'estado'],
  password: ['password', 'contraseña', 'clave'],
};

const CAMPO_POR_CLAVE = new Map<string, CampoImportacion>(
  CAMPOS_IMPORTACION.flatMap((campo) => SINONIMOS[campo].map((s) => [clave(s), campo] as const)),
);

/** The field a header names, or undefined for an unknown header. */
export function campoDeEncabezado(encabezado: string): CampoImportacion | undefined {
  return CAMPO_POR_CLAVE.get(clave(encabezado));
}

/** Spreadsheet-style labels for messages. */
export const ETIQUETAS: Record<CampoImportacion, string> = {
  email: 'Email',
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  tipoIdentificacion: 'Tipo de identificación',
  identificacion: 'Identificación',
  telefono: 'Teléfono',
  municipio: 'Municipio',
  institucion: 'Institución',
  tipoRegistro: 'Tipo de registro',
  rol: 'Rol',
  cursos: 'Cursos',
  activo: 'Activo',
  password: 'Contraseña',
};

/** More rows than this are refused as a whole (ten times the documented 10,000). */
export const MAX_FILAS_IMPORTACION = 100_000;

export type Codificacion = 'utf-8' | 'utf-8-bom' | 'windows-1252';

export interface FilaCsv {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  fila: number;
  valores: Partial<Record<CampoImportacion, string>>;
  /** Problems of the row's shape (more cells than headers), before any rule. */
  errores: string[];
  /** The cells as sent (the error report writes them back unchanged). */
  celdas: string[];
}

/** The field of each column, by position (null: an unknown or blank header). */
export type Columnas = readonly (CampoImportacion | null)[];

export type CsvLeido =
  | {
      ok: true;
      codificacion: Codificacion;
      delimitador: ';' | ',';
      campos: CampoImportacion[];
      /** The header row as sent, and the field each of its columns maps to. */
      encabezados: string[];
      columnas: (CampoImportacion | null)[];
      /** Headers that name no field: reported, their cells ignored. */
      desconocidas: string[];
      filas: FilaCsv[];
    }
  | { ok: false; error: string };

const BOM = [0xef, 0xbb, 0xbf] as const;

/** UTF-8 (BOM stripped) when the bytes are valid UTF-8, else Windows-1252. */
export function decodificar(bytes: Uint8Array): { texto: string; codificacion: Codificacion } {
  if (bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2]) {
    return { texto: new TextDecoder('utf-8').decode(bytes.subarray(3)), codificacion: 'utf-8-bom' };
  }
  try {
    return {
      texto: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
      codificacion: 'utf-8',
    };
  } catch {
    return { texto: decodificarWindows1252(bytes), codificacion: 'windows-1252' };
  }
}

const vacia = (fila: readonly string[]) => fila.every((c) => c.trim() === '');

/**
 * One data row from its cells. Also how a stored dry run is read again at confirm time, so
 * the commit re-validates exactly what the file said. A leading apostrophe before = + - @
 * is dropped: it is how our own exports keep such cells from becoming formulas.
 */
export function filaDesdeCeldas(
  columnas: Columnas,
  celdas: readonly string[],
  fila: number,
): FilaCsv {
  const valores: Partial<Record<CampoImportacion, string>> = {};
  columnas.forEach((campo, j) => {
    if (campo) valores[campo] = sinApostrofoDeFormula((celdas[j] ?? '').trim());
  });
  const sobrantes = celdas.slice(columnas.length).some((c) => c.trim() !== '');
  return {
    fila,
    valores,
    errores: sobrantes ? ['La fila tiene más celdas que columnas el encabezado.'] : [],
    celdas: [...celdas],
  };
}

export function leerCsv(bytes: Uint8Array): CsvLeido {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return {
      ok: false,
      error: 'El archivo está en UTF-16. Guárdelo como "CSV UTF-8" o "CSV (delimitado por comas)".',
    };
  }
  const { texto, codificacion } = decodificar(bytes);
  const resultado = Papa.parse<string[]>(texto, {
    delimitersToGuess: [';', ','],
    skipEmptyLines: false,
  });
  const comillas = resultado.errors.find((e) => e.type === 'Quotes');
  if (comillas) {
    const fila = (comillas.row ?? 0) + 1;
    return { ok: false, error: `Hay unas comillas sin cerrar cerca de la fila ${fila}.` };
  }
  const registros = resultado.data;
  const inicio = registros.findIndex((r) => !vacia(r));
  const encabezados = inicio >= 0 ? registros[inicio] : undefined;
  if (!encabezados) return { ok: false, error: 'El archivo está vacío.' };

  const columnas: (CampoImportacion | null)[] = [];
  const desconocidas: string[] = [];
  for (const encabezado of encabezados) {
    const campo = campoDeEncabezado(encabezado);
    if (campo && columnas.includes(campo)) {
      return { ok: false, error: `La columna "${ETIQUETAS[campo]}" aparece más de una vez.` };
    }
    if (!campo && encabezado.trim() !== '') desconocidas.push(encabezado.trim());
    columnas.push(campo ?? null);
  }
  const faltan = CAMPOS_REQUERIDOS.filter((c) => !columnas.includes(c));
  if (faltan.length > 0) {
    const lista = faltan.map((c) => ETIQUETAS[c]).join(', ');
    return {
      ok: false,
      error:
        faltan.length === 1
          ? `Falta la columna obligatoria: ${lista}.`
          : `Faltan las columnas obligatorias: ${lista}.`,
    };
  }

  const filas: FilaCsv[] = [];
  for (let i = inicio + 1; i < registros.length; i++) {
    const registro = registros[i] ?? [];
    if (vacia(registro)) continue;
    if (filas.length >= MAX_FILAS_IMPORTACION) {
      return {
        ok: false,
        error: `El archivo tiene más de ${MAX_FILAS_IMPORTACION.toLocaleString('es-CO')} filas. Divídalo en varios archivos.`,
      };
    }
    filas.push(filaDesdeCeldas(columnas, registro, i + 1));
  }
  return {
    ok: true,
    codificacion,
    delimitador: resultado.meta.delimiter === ';' ? ';' : ',',
    campos: columnas.filter((c): c is CampoImportacion => c !== null),
    encabezados: [...encabezados],
    columnas,
    desconocidas,
    filas,
  };
}
