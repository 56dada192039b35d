import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database, DefinicionesInformeTable } from '../../db/schema';

/** Saved report definitions (0023): the SQL of `definiciones_informe`. */

export type FilaDefinicion = DefinicionesInformeTable & { usuario_nombre: string };

export interface NuevaDefinicion {
  id: string;
  usuarioId: string;
  nombre: string;
  desde: string;
  hasta: string;
}

/** The name as the uniqueness rule sees it. */
export function normalizarNombre(nombre: string): string {
  return nombre.trim().toLowerCase();
}

type Db = Kysely<Database> | Transaction<Database>;

export class DefinicionesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base(db: Db = this.db) {
    return db
      .selectFrom('definiciones_informe as d')
      .innerJoin('usuarios as u', 'u.id', 'd.usuario_id')
      .selectAll('d')
      .select(
        sql<string>`${sql.ref('u.nombre')} || ' ' || ${sql.ref('u.apellidos')}`.as(
          'usuario_nombre',
        ),
      );
  }

  /** A user's definitions (null: everybody's), by name. */
  /** A user's definitions (null: everybody's), by name; `texto` is matched without case. */
  async listar(usuarioId: string | null, texto?: string): Promise<FilaDefinicion[]> {
    let q = this.base().orderBy('d.nombre_normalizado').orderBy('d.id');
    if (usuarioId !== null) q = q.where('d.usuario_id', '=', usuarioId);
    const filas = await q.execute();
    const buscado = texto ? normalizarNombre(texto) : '';
    return buscado === '' ? filas : filas.filter((f) => f.nombre_normalizado.includes(buscado));
  }

  porId(id: string, db: Db = this.db): Promise<FilaDefinicion | undefined> {
    return this.base(db).where('d.id', '=', id).executeTakeFirst();
  }

  porNombre(usuarioId: string, nombre: string, db: Db = this.db) {
    return db
      .selectFrom('definiciones_informe')
      .select(['id'])
      .where('usuario_id', '=', usuarioId)
      .where('nombre_normalizado', '=', normalizarNombre(nombre))
      .executeTakeFirst();
  }

  async crear(d: NuevaDefinicion, ahora: string, db: Db = this.db): Promise<void> {
    await db
      .insertInto('definiciones_informe')
      .values({
        id: d.id,
        usuario_id: d.usuarioId,
        nombre: d.nombre,
        nombre_normalizado: normalizarNombre(d.nombre),
        desde: d.desde,
        hasta: d.hasta,
        creado_en: ahora,
        actualizado_en: ahora,
      })
      .execute();
  }

  async reemplazar(
    id: string,
    d: Pick<NuevaDefinicion, 'nombre' | 'desde' | 'hasta'>,
    ahora: string,
    db: Db = this.db,
  ): Promise<void> {
    await db
      .updateTable('definiciones_informe')
      .set({
        nombre: d.nombre,
        nombre_normalizado: normalizarNombre(d.nombre),
        desde: d.desde,
        hasta: d.hasta,
        actualizado_en: ahora,
      })
      .where('id', '=', id)
      .execute();
  }

  async eliminar(id: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('definiciones_informe')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Runs the writes of a CSV load all or nothing. */
  enTransaccion<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
