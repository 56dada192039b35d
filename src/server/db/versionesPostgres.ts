import pg from 'pg';

export const CANAL_VERSIONES = 'versiones';

export interface AvisosVersiones {
  aviso(clave: 'principal' | 'contenido'): void;
  /** LISTEN is in place: from now on no commit goes unseen. */
  conectado(): void;
  /** The connection is gone: commits may go unseen until `conectado` again. */
  perdido(): void;
}

const ESPERA_MINIMA_MS = 250;
const ESPERA_MAXIMA_MS = 10_000;

/**
 * PostgreSQL: one dedicated connection LISTENs on `versiones`, which migration 0032's
 * triggers notify at each commit that touches a watched table. Reconnects with a growing
 * wait; the first attempt is awaited so a healthy start has its caches on at once.
 */
export async function escucharVersionesPostgres(
  url: string,
  avisos: AvisosVersiones,
): Promise<{ cerrar(): Promise<void> }> {
  let cerrado = false;
  let cliente: pg.Client | null = null;
  let espera = ESPERA_MINIMA_MS;
  let temporizador: NodeJS.Timeout | null = null;

  const reintentar = () => {
    if (cerrado || temporizador) return;
    temporizador = setTimeout(() => {
      temporizador = null;
      void conectar();
    }, espera);
    espera = Math.min(espera * 2, ESPERA_MAXIMA_MS);
  };

  const conectar = async () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    let caido = false;
    const alCaer = () => {
      if (caido) return;
      caido = true;
      if (cliente === c) cliente = null;
      avisos.perdido();
      void c.end().catch(() => undefined);
      reintentar();
    };
    c.on('error', alCaer);
    c.on('end', alCaer);
    c.on('notification', (n) => {
      if (n.payload === 'principal' || n.payload === 'contenido') avisos.aviso(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CANAL_VERSIONES}`);
    } catch {
      alCaer();
      return;
    }
    if (cerrado) {
      await c.end().catch(() => undefined);
      return;
    }
    cliente = c;
    espera = ESPERA_MINIMA_MS;
    avisos.conectado();
  };

  await conectar();
  return {
    async cerrar() {
      cerrado = true;
      if (temporizador) clearTimeout(temporizador);
      const c = cliente;
      cliente = null;
      if (c) {
        c.removeAllListeners('end');
        c.removeAllListeners('error');
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
