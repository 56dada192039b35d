import { PostgresAdapter, sql } from 'kysely';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { CAMPOS_ORDEN_USUARIOS } from '@shared/api';
import type { Dialecto } from '../../db/database';
import type { Database, UsuariosTable } from '../../db/schema';
import { frase, terminoBusqueda, usaTrigramas } from './busqueda';
import { asignadoACursos } from './repositoryAlcance';

export type CampoOrdenUsuarios = (typeof CAMPOS_ORDEN_USUARIOS)[number];

/**
 * Which users the list shows. Export and "select all N matching" in bulk actions use this
 * same filter (issue 8), so they act on exactly the users the admin saw.
 */
export interface FiltroListado {
  buscar?: string;
  rol?: string;
  activo?: boolean;
  /**
   * The caller's scope (alcance.ts): only users assigned to one of these courses; null or
   * absent for everyone. Set by the server from the caller, never from the request.
   */
  cursos?: readonly string[] | null;
}

export interface OpcionesListado extends FiltroListado {
  /** 1-based. */
  pagina: number;
  limite: number;
  ordenarPor: CampoOrdenUsuarios;
  direccion: 'asc' | 'desc';
}

export type CondicionUsuarios = (
  eb: ExpressionBuilder<Database, 'usuarios'>,
) => Expression<SqlBool>;

/**
 * The column behind each sortable field. Every one has an index `(column, id)` (migration
 * 0008), so a page is a range scan even at 100,000 users. Email sorts by its lower-cased
 * copy, the one that is indexed and unique.
 */
const COLUMNAS: Record<CampoOrdenUsuarios, { columna: keyof UsuariosTable; nulable: boolean }> = {
  identificacion: { columna: 'identificacion', nulable: true },
  tipoIdentificacion: { columna: 'tipo_identificacion', nulable: true },
  email: { columna: 'email_normalizado', nulable: false },
  nombre: { columna: 'nombre', nulable: false },
  apellidos: { columna: 'apellidos', nulable: false },
  activo: { columna: 'activo', nulable: false },
};

/** Escapes LIKE's wildcards so a search for '50%' or 'a_b' means those characters. */
export function escaparLike(texto: string): string {
  return texto.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The dialect behind a Kysely instance: the search is written differently in each. */
export function dialectoDe(db: Kysely<Database>): Dialecto {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Accent- and case-insensitive "contains" over name, email and identification, through the
 * folded column `busqueda` and its index (migration 0033, docs/rendimiento-busqueda.md).
 * PostgreSQL: LIKE, which the GIN trigram index serves. SQLite: the FTS5 trigram table, the
 * term as one quoted string so its syntax is plain text; it cannot find fewer than 3
 * characters, which go to LIKE over the column (a scan of one short column).
 */
function filtroBusqueda(
  buscar: string | undefined,
  dialecto: Dialecto,
): Expression<SqlBool> | null {
  const termino = terminoBusqueda(buscar);
  if (termino === null) return null;
  if (dialecto === 'sqlite' && usaTrigramas(termino)) {
    return sql<SqlBool>`usuarios.rowid in (select rowid from usuarios_busqueda
      where usuarios_busqueda match ${frase(termino)})`;
  }
  // ESCAPE spelled out: SQLite's LIKE has no escape character by default.
  const patron = `%${escaparLike(termino)}%`;
  return sql<SqlBool>`${sql.ref('usuarios.busqueda')} like ${patron} escape '\\'`;
}

/**
 * The WHERE of the list: scope, search, role and state together; null when nothing filters.
 * The role uses `usuarios_rol_idx`, the state the `(activo, id)` index of migration 0008.
 */
export function condicionFiltro(
  filtro: FiltroListado,
  dialecto: Dialecto,
): CondicionUsuarios | null {
  const busqueda = filtroBusqueda(filtro.buscar, dialecto);
  const { rol, activo } = filtro;
  const alcance = asignadoACursos(sql.ref('usuarios.id'), filtro.cursos ?? null);
  if (!busqueda && rol === undefined && activo === undefined && !alcance) return null;
  return (eb) => {
    const partes: Expression<SqlBool>[] = [];
    if (alcance) partes.push(alcance);
    if (busqueda) partes.push(busqueda);
    if (rol !== undefined) partes.push(eb('rol_id', '=', rol));
    if (activo !== undefined) partes.push(eb('activo', '=', activo ? 1 : 0));
    return eb.and(partes);
  };
}

/**
 * One page of users and the total matching, both in SQL. Ties (and NULLs, which sort as
 * the smallest value in both dialects) are broken by id, so pages never overlap or skip.
 */
export async function listarUsuarios(
  db: Kysely<Database>,
  opciones: OpcionesListado,
): Promise<{ filas: UsuariosTable[]; total: number }> {
  const filtro = condicionFiltro(opciones, dialectoDe(db));
  const { columna, nulable } = COLUMNAS[opciones.ordenarPor];
  const asc = opciones.direccion === 'asc';

  let pagina = db.selectFrom('usuarios').selectAll();
  let conteo = db.selectFrom('usuarios').select((eb) => eb.fn.countAll<number>().as('n'));
  if (filtro) {
    pagina = pagina.where(filtro);
    conteo = conteo.where(filtro);
  }
  // A search is answered by its index (or, for 1–2 characters on SQLite, a scan); then the
  // matches are sorted. Walking the sort column's index instead (the planners' choice when
  // they misjudge how many match) visits every user in order, checking each. An expression
  // no index serves (same values, same NULLs) keeps them on the search's index.
  const claveOrden =
    filtro && terminoBusqueda(opciones.buscar) !== null
      ? sql`(${sql.ref(columna)} || '')`
      : sql.ref(columna);
  const [filas, total] = await Promise.all([
    pagina
      .orderBy(claveOrden, (ob) => {
        const dir = asc ? ob.asc() : ob.desc();
        if (!nulable) return dir;
        return asc ? dir.nullsFirst() : dir.nullsLast();
      })
      .orderBy('id', opciones.direccion)
      .limit(opciones.limite)
      .offset((opciones.pagina - 1) * opciones.limite)
      .execute(),
    conteo.executeTakeFirstOrThrow(),
  ]);
  return { filas, total: Number(total.n) };
}
