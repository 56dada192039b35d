import { PostgresAdapter, sql } from 'kysely';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { CAMPOS_ORDEN_USUARIOS } from '@shared/api';
import type { Dialecto } from '../../db/database';
import type { Database, UsuariosTable } from '../../db/schema';
import { terminoBusqueda } from './busqueda';
import { asignadoACursos } from './repositoryAlcance';
import {
  busquedaDensa,
  condicionBusqueda,
  contarCoincidenciasPostgres,
  contarCoincidenciasSqlite,
} from './repositoryBusqueda';

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

/** The dialect behind a Kysely instance: the search is written differently in each. */
export function dialectoDe(db: Kysely<Database>): Dialecto {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * How a SQLite search meets the other filters (PostgreSQL's planner decides for itself):
 * - 'coincidencias': few users match; their rows are read first (condicionBusqueda);
 * - 'recorrer': many match, or users are walked in id order; another index drives and each
 *   entry's rowid is checked against the matches, role and state may use their indexes;
 * - 'recorrerOrden': as 'recorrer', but role and state are checked on the row, so only the
 *   sort column's index can drive: a page of a search many users match is found after a
 *   few entries instead of sorting every active user.
 */
export type PlanBusqueda = 'coincidencias' | 'recorrer' | 'recorrerOrden';

/**
 * The WHERE of the list: scope, search, role and state together; null when nothing filters.
 * The role uses `usuarios_rol_idx`, the state the `(activo, id)` index of migration 0008.
 */
export function condicionFiltro(
  filtro: FiltroListado,
  dialecto: Dialecto,
  plan: PlanBusqueda = 'recorrer',
): CondicionUsuarios | null {
  const termino = terminoBusqueda(filtro.buscar);
  const busqueda =
    termino === null ? null : condicionBusqueda(termino, dialecto, plan === 'coincidencias');
  const { rol, activo } = filtro;
  const alcance = asignadoACursos(sql.ref('usuarios.id'), filtro.cursos ?? null);
  if (!busqueda && rol === undefined && activo === undefined && !alcance) return null;
  // A unary + leaves the column's value as it is but no index can serve the term. Walking
  // with a role, the role's index drives: a role is usually far fewer users than a state.
  // SQLite only: PostgreSQL's planner weighs the indexes itself.
  const sinIndice = (c: 'rol_id' | 'activo') =>
    dialecto === 'sqlite' &&
    busqueda !== null &&
    (plan === 'recorrerOrden' || (plan === 'recorrer' && c === 'activo' && rol !== undefined));
  const columna = (c: 'rol_id' | 'activo') => (sinIndice(c) ? sql`+${sql.ref(c)}` : sql.ref(c));
  return (eb) => {
    const partes: Expression<SqlBool>[] = [];
    if (alcance) partes.push(alcance);
    if (busqueda) partes.push(busqueda);
    if (rol !== undefined) partes.push(eb(columna('rol_id'), '=', rol));
    if (activo !== undefined) partes.push(eb(columna('activo'), '=', activo ? 1 : 0));
    return eb.and(partes);
  };
}

/** The total matching: a search alone is counted in its own indexes. */
async function contar(
  db: Kysely<Database>,
  filtro: FiltroListado,
  dialecto: Dialecto,
  plan: PlanBusqueda,
): Promise<number> {
  const termino = terminoBusqueda(filtro.buscar);
  const soloBusqueda =
    filtro.rol === undefined && filtro.activo === undefined && !(filtro.cursos ?? null);
  if (termino !== null && soloBusqueda) {
    return dialecto === 'sqlite'
      ? contarCoincidenciasSqlite(db, termino)
      : contarCoincidenciasPostgres(db, termino);
  }
  const condicion = condicionFiltro(filtro, dialecto, plan === 'coincidencias' ? plan : 'recorrer');
  let conteo = db.selectFrom('usuarios').select((eb) => eb.fn.countAll<number>().as('n'));
  if (condicion) conteo = conteo.where(condicion);
  return Number((await conteo.executeTakeFirstOrThrow()).n);
}

/**
 * One page of users and the total matching, both in SQL. Ties (and NULLs, which sort as
 * the smallest value in both dialects) are broken by id, so pages never overlap or skip.
 */
export async function listarUsuarios(
  db: Kysely<Database>,
  opciones: OpcionesListado,
): Promise<{ filas: UsuariosTable[]; total: number }> {
  const { columna, nulable } = COLUMNAS[opciones.ordenarPor];
  const asc = opciones.direccion === 'asc';
  const dialecto = dialectoDe(db);
  const termino = terminoBusqueda(opciones.buscar);
  let plan: PlanBusqueda = 'recorrer';
  if (dialecto === 'sqlite' && termino !== null) {
    plan = (await busquedaDensa(db, termino)) ? 'recorrerOrden' : 'coincidencias';
  }
  const filtro = condicionFiltro(opciones, dialecto, plan);
  let pagina = db.selectFrom('usuarios').selectAll();
  if (filtro) pagina = pagina.where(filtro);
  // Few matches on SQLite: read them and sort them; an expression no index serves (same
  // values, same NULLs) keeps the planner from walking the sort column's index instead.
  // Many matches: walk that index, which finds a page after a few entries. PostgreSQL's
  // planner makes the same choice itself from its statistics of the column.
  const claveOrden = plan === 'coincidencias' ? sql`(${sql.ref(columna)} || '')` : sql.ref(columna);
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
    contar(db, opciones, dialecto, plan),
  ]);
  return { filas, total };
}
