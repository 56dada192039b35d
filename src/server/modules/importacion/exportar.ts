import type { Kysely } from 'kysely';
import Papa from 'papaparse';
import type { Database, UsuariosTable } from '../../db/schema';
import { ENCABEZADOS_PLANTILLA } from './csv';
import type { CampoImportacion } from './csv';
import { DELIMITADOR_SALIDA, celdaSegura, escribirCsv } from './csvSalida';
import { LOTE_EXPORTACION, leerCatalogo, leerLote } from './repositoryExportacion';
import type { Catalogo } from './repositoryExportacion';
import type { FiltroListado } from '../usuarios';

/**
 * The users export (issue 8): the import's columns, values written the way the importer
 * reads them back unchanged (canonical document type and registration type, role by name,
 * course codes, 'sí'/'no', never a password), so re-importing the file changes nothing.
 * Users are read keyset-paged by id, 500 at a time, and the CSV leaves as they are read:
 * 100,000 users never sit in memory as one query result.
 */

/** The importer splits codes on '|' or spaces (normalizar.ts leerCodigos). */
const SEPARADOR_CURSOS = ' | ';

/** `usuarios-AAAA-MM-DD.csv`, by the server's local date (the admin's day). */
export function nombreExportacion(fecha = new Date()): string {
  const dos = (n: number) => String(n).padStart(2, '0');
  return `usuarios-${fecha.getFullYear()}-${dos(fecha.getMonth() + 1)}-${dos(fecha.getDate())}.csv`;
}

/** A text value of the stored customData (numbers written by old clients become text). */
function texto(valor: unknown): string {
  return typeof valor === 'string' || typeof valor === 'number' ? String(valor) : '';
}

function leerCustomData(json: string): Record<string, unknown> {
  try {
    const valor: unknown = JSON.parse(json);
    return typeof valor === 'object' && valor !== null ? (valor as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The name of a nested object ({ nombre } / { nombrePunto }) of customData. */
function nombreDe(valor: unknown, clave: string): string {
  return typeof valor === 'object' && valor !== null
    ? texto((valor as Record<string, unknown>)[clave])
    : '';
}

function aFila(u: UsuariosTable, cursos: readonly string[], cat: Catalogo): string[] {
  const cd = leerCustomData(u.custom_data);
  const valores: Record<CampoImportacion, string> = {
    email: u.email,
    nombre: u.nombre,
    apellidos: u.apellidos,
    tipoIdentificacion: u.tipo_identificacion ?? '',
    identificacion: u.identificacion ?? '',
    telefono: texto(cd.telefono ?? cd.numeroTelefono),
    municipio: nombreDe(cd.municipio, 'nombre'),
    institucion: nombreDe(cd.institucion, 'nombrePunto'),
    tipoRegistro: texto(cd.tipoRegistro),
    rol: cat.roles.get(u.rol_id) ?? '',
    cursos: cursos.flatMap((id) => cat.codigos.get(id) ?? []).join(SEPARADOR_CURSOS),
    activo: u.activo === 1 ? 'sí' : 'no',
    password: '',
  };
  return ENCABEZADOS_PLANTILLA.map((campo) => valores[campo]);
}

/** Rows without header, in the same dialect as escribirCsv (';', CRLF, formula guard). */
function filasCsv(filas: readonly string[][]): Buffer {
  const texto = Papa.unparse(
    filas.map((f) => f.map(celdaSegura)),
    { delimiter: DELIMITADOR_SALIDA, newline: '\r\n' },
  );
  return Buffer.from(`${texto}\r\n`, 'utf8');
}

/**
 * The export as a stream of chunks: BOM and headers with the first users, then 500 users
 * per chunk. A user created or deleted while the export runs may or may not be in it.
 */
export async function* exportarUsuarios(
  db: Kysely<Database>,
  filtro: FiltroListado,
): AsyncGenerator<Buffer> {
  const catalogo = await leerCatalogo(db);
  let despues: string | null = null;
  let primero = true;
  for (;;) {
    const { usuarios, cursos } = await leerLote(db, filtro, despues);
    const filas = usuarios.map((u) => aFila(u, cursos.get(u.id) ?? [], catalogo));
    if (primero) yield escribirCsv(ENCABEZADOS_PLANTILLA, filas);
    else if (filas.length > 0) yield filasCsv(filas);
    primero = false;
    const ultimo = usuarios.at(-1);
    if (!ultimo || usuarios.length < LOTE_EXPORTACION) return;
    despues = ultimo.id;
  }
}
