import pg from 'pg';

/**
 * The two questions backup and restore ask PostgreSQL directly (a short-lived client of
 * their own, not the server's pool): which major version it runs, and whether a database
 * already holds anything of ours or anyone's.
 */
async function conCliente<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const cliente = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await cliente.connect();
  try {
    return await f(cliente);
  } finally {
    await cliente.end();
  }
}

/** The server's version: its major number (15) and the text shown to people ("15.18"). */
export function versionServidor(url: string): Promise<{ mayor: number; texto: string }> {
  return conCliente(url, async (c) => {
    const r = await c.query<{ num: string; texto: string }>(
      "select current_setting('server_version_num') as num, current_setting('server_version') as texto",
    );
    const fila = r.rows[0];
    return { mayor: Math.floor(Number(fila?.num ?? 0) / 10000), texto: fila?.texto ?? '?' };
  });
}

/**
 * Tables, views, sequences… in any schema but PostgreSQL's own (public, pgboss, anything
 * else): a restore goes only into a database where this is 0.
 */
export function contarRelacionesDeUsuario(url: string): Promise<number> {
  return conCliente(url, async (c) => {
    const r = await c.query<{ n: string }>(
      `select count(*) as n
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_toast%'
          and n.nspname not like 'pg\\_temp%'`,
    );
    return Number(r.rows[0]?.n ?? 0);
  });
}
