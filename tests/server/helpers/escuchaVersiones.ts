import pg from 'pg';

/**
 * Listens on PostgreSQL's `versiones` channel (migrations 0032, 0034); `tras(accion)`
 * answers which versions the action's commit notified, without repeats, sorted. `alLimpiar`
 * receives the listener's close.
 */
export async function escucharVersiones(
  url: string,
  alLimpiar: (cerrar: () => Promise<void>) => void,
): Promise<(accion: () => Promise<unknown>) => Promise<string[]>> {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  alLimpiar(() => cliente.end());
  let recibidos: string[] = [];
  let fin: (() => void) | null = null;
  cliente.on('notification', (n) => {
    if (n.payload === 'fin') fin?.();
    else recibidos.push(n.payload ?? '');
  });
  await cliente.query('LISTEN versiones');
  return async (accion) => {
    recibidos = [];
    await accion();
    // Notifications arrive in commit order: once this marker is here, the action's are too.
    const llegado = new Promise<void>((resolve) => (fin = resolve));
    await cliente.query(`NOTIFY versiones, 'fin'`);
    await llegado;
    return [...new Set(recibidos)].sort();
  };
}
