import type { Kysely } from 'kysely';
import Papa from 'papaparse';
import type { Database, UsuariosTable } from '../../db/schema';
import { ENCABEZADOS_PLANTILLA } from '../importacion/csv';
import type { CampoImportacion } from '../importacion/csv';
import { DELIMITADOR_SALIDA, celdaSegura, escribirCsv } from '../importacion/csvSalida';
import { condicionFiltro } from './listado';
import type { FiltroListado } from './listado';

/**
 * The users export (issue 8): the import's columns, values written the way the importer
 * reads them back unchanged (canonical document type and registration type, role by name,
 * course codes, 'sí'/'no', never a password), so re-importing the file changes nothing.
 * Users are read keyset-paged by id, 500 at a time, and the CSV leaves as they are read:
 * 100,000 users never sit in memory as one query result.
 */

const LOTE_EXPORTACION = 500;

/** The importer splits codes on '|' or spaces (normalizar.ts leerCodigos). */
const SEPARADOR_CURSOS = ' | ';

/** `usuarios-AAAA-MM-DD.csv`, by the server's local date (the admin's day). */
export function nombreExportacion(fecha = new Date()): string {
  const dos = (n: number) => String(n).padStart(2, '0');
  return `usuarios-${fecha.getFullYear()}-${dos(fecha.getMonth() + 1)}-${dos(fecha.getDate())}.csv`;
}

interface Catalogo {
  roles: Map<string, string>;
  codigos: Map<string, string>;
}

async function leerCatalogo(db: Kysely<Database>): Promise<Catalogo> {
  const [roles, cursos] = await Promise.all([
    db.selectFrom('roles').select(['id', 'nombre']).execute(),
    db.selectFrom('cursos').select(['id', 'codigo']).execute(),
  ]);
  return {
    roles: new Map(roles.map((r) => [r.id, r.nombre])),
    codigos: new Map(cursos.map((c) => [c.id, c.codigo])),
  };
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

/** One chunk of users after `despues` (by id) and their assignments, oldest first. */
async function leerLote(
  db: Kysely<Database>,
  filtro: FiltroListado,
  despues: string | null,
): Promise<{ usuarios: UsuariosTable[]; cursos: Map<string, string[]> }> {
  const condicion = condicionFiltro(filtro);
  let consulta = db.selectFrom('usuarios').selectAll().orderBy('id').limit(LOTE_EXPORTACION);
  if (condicion) consulta = consulta.where(condicion);
  if (despues !== null) consulta = consulta.where('id', '>', despues);
  const usuarios = await consulta.execute();
  const cursos = new Map<string, string[]>();
  if (usuarios.length === 0) return { usuarios, cursos };
  const asignaciones = await db
    .selectFrom('usuario_cursos')
    .select(['usuario_id', 'curso_id'])
    .where(
      'usuario_id',
      'in',
      usuarios.map((u) => u.id),
    )
    .orderBy('asignado_en')
    .orderBy('curso_id')
    .execute();
  for (const a of asignaciones)
    cursos.set(a.usuario_id, [...(cursos.get(a.usuario_id) ?? []), a.curso_id]);
  return { usuarios, cursos };
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
