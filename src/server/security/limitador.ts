import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { IntentosRepository } from './repositoryIntentos';

/** A limit on one key: at most `limite` attempts in the last `ventanaMs` milliseconds. */
export interface Regla {
  clave: string;
  limite: number;
  ventanaMs: number;
}

export type ResultadoConsumo =
  | { permitido: true; ids: string[] }
  | { permitido: false; clave: string; reintentarEnSegundos: number };

/** The longest window any rule uses; older attempts are purged (see `purgar`). */
export const VENTANA_MAXIMA_MS = 24 * 3600 * 1000;

/**
 * Sliding-window attempt limiter kept in the database (table `intentos_acceso`), so every
 * server instance sharing one PostgreSQL sees the same counts. An attempt is one row;
 * checking a key counts its rows inside the window (index on clave, fecha).
 */
export class Limitador {
  private ultimaPurga = 0;
  private readonly intentos: IntentosRepository;

  constructor(
    db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {
    this.intentos = new IntentosRepository(db);
  }

  /**
   * Seconds until a new attempt is allowed when any key already has `limite` attempts in
   * the window; null when every key is under its limit.
   */
  async verificar(claves: string[], limite: number, ventanaMs: number): Promise<number | null> {
    let espera: number | null = null;
    for (const clave of claves) {
      const segundos = await this.esperaDe(clave, limite, ventanaMs);
      if (segundos !== null) espera = Math.max(espera ?? 0, segundos);
    }
    return espera;
  }

  /** Counts one attempt for a key; the id lets a caller take it back (`descartar`). */
  async registrar(clave: string): Promise<string> {
    const id = randomUUID();
    await this.intentos.insertar(id, clave, new Date(this.now()).toISOString());
    return id;
  }

  /** Forgets one key's attempts (a successful login resets the account's count). */
  async limpiar(clave: string): Promise<void> {
    await this.intentos.borrarClave(clave);
  }

  /**
   * Forgets every key that starts with `prefijo` (an admin unlocking an account clears its
   * counters from every address); see IntentosRepository.borrarPrefijo.
   */
  async limpiarPrefijo(prefijo: string): Promise<void> {
    await this.intentos.borrarPrefijo(prefijo);
  }

  /** Takes back attempts counted by `registrar`. */
  async descartar(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.intentos.borrarIds(ids);
  }

  /**
   * Counts one attempt under every rule, or refuses when a rule is already at its limit.
   * The attempt is written before counting: concurrent requests each see the others'
   * rows, so a burst fired in parallel cannot slip past the limit between check and
   * write. A refused attempt is taken back, so hammering does not extend a lockout.
   */
  async consumir(reglas: Regla[]): Promise<ResultadoConsumo> {
    // A long-running server purges now and then too, not only at start.
    if (this.now() - this.ultimaPurga > 3600 * 1000) await this.purgar();
    const ids: string[] = [];
    for (const r of reglas) ids.push(await this.registrar(r.clave));
    for (const r of reglas) {
      // Our own row is counted: the limit is exceeded when there are more than `limite`.
      if ((await this.esperaDe(r.clave, r.limite + 1, r.ventanaMs)) === null) continue;
      await this.descartar(ids);
      const espera = (await this.esperaDe(r.clave, r.limite, r.ventanaMs)) ?? 1;
      return { permitido: false, clave: r.clave, reintentarEnSegundos: espera };
    }
    return { permitido: true, ids };
  }

  /** Deletes attempts older than every window (run at start, as expired sessions are). */
  async purgar(): Promise<number> {
    this.ultimaPurga = this.now();
    const antes = new Date(this.now() - VENTANA_MAXIMA_MS).toISOString();
    return this.intentos.borrarAntesDe(antes);
  }

  /**
   * The `limite`-th most recent attempt inside the window decides: while it exists the key
   * is at its limit, and once it leaves the window one more attempt fits.
   */
  private async esperaDe(clave: string, limite: number, ventanaMs: number): Promise<number | null> {
    const ahora = this.now();
    const desde = new Date(ahora - ventanaMs).toISOString();
    const fecha = await this.intentos.enesimaReciente(clave, limite, desde);
    if (fecha === null) return null;
    const libre = Date.parse(fecha) + ventanaMs;
    return Math.max(1, Math.ceil((libre - ahora) / 1000));
  }
}
