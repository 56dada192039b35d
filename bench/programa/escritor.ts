/**
 * Bulk row writer of the programme generator. On SQLite it opens its own better-sqlite3
 * connection on the file and runs one prepared statement per table inside one transaction
 * per flush (millions of rows in seconds; Kysely would compile every multi-row insert). On
 * PostgreSQL it sends multi-row inserts through Kysely, chunked under the 65,535-parameter
 * limit of the protocol.
 */
import SqliteDatabase from 'better-sqlite3';
import type { Insertable, Kysely } from 'kysely';
import type { Dialecto } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/schema';

export type Tabla = keyof Database;
export type Filas = { [T in Tabla]?: Insertable<Database[T]>[] };

export interface Escritor {
  /** Writes the given rows, table by table in the order given, in one transaction. */
  escribir(filas: Filas): Promise<void>;
  cerrar(): Promise<void>;
}

function escritorSqlite(ruta: string): Escritor {
  const sqlite = new SqliteDatabase(ruta);
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const sentencias = new Map<string, SqliteDatabase.Statement>();
  const sentencia = (tabla: string, columnas: string[]) => {
    const clave = `${tabla}(${columnas.join(',')})`;
    let s = sentencias.get(clave);
    if (!s) {
      const marcas = columnas.map(() => '?').join(', ');
      s = sqlite.prepare(`INSERT INTO ${tabla} (${columnas.join(', ')}) VALUES (${marcas})`);
      sentencias.set(clave, s);
    }
    return s;
  };
  const escribir = sqlite.transaction((filas: Filas) => {
    for (const [tabla, lista] of Object.entries(filas)) {
      const primera = lista?.[0];
      if (!lista || !primera) continue;
      const columnas = Object.keys(primera);
      const s = sentencia(tabla, columnas);
      for (const fila of lista) {
        const registro = fila as Record<string, unknown>;
        s.run(columnas.map((c) => registro[c] ?? null));
      }
    }
  });
  return {
    escribir: (filas) => Promise.resolve(escribir(filas)),
    cerrar: () => Promise.resolve(void sqlite.close()),
  };
}

function escritorKysely(db: Kysely<Database>): Escritor {
  return {
    async escribir(filas) {
      await db.transaction().execute(async (trx) => {
        for (const [tabla, lista] of Object.entries(filas)) {
          const primera = lista?.[0];
          if (!lista || !primera) continue;
          const porLote = Math.max(1, Math.floor(60_000 / Object.keys(primera).length));
          for (let i = 0; i < lista.length; i += porLote) {
            await trx
              .insertInto(tabla as Tabla)
              .values(lista.slice(i, i + porLote) as never)
              .execute();
          }
        }
      });
    },
    cerrar: () => Promise.resolve(),
  };
}

/** The fastest writer the database allows: raw SQLite when its file is known, else Kysely. */
export function crearEscritor(destino: {
  db: Kysely<Database>;
  dialecto: Dialecto;
  sqlitePath?: string | null;
}): Escritor {
  return destino.dialecto === 'sqlite' && destino.sqlitePath
    ? escritorSqlite(destino.sqlitePath)
    : escritorKysely(destino.db);
}
