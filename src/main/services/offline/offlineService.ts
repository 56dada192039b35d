import type { Database, Statement } from 'better-sqlite3';
import type { EstadoOffline, Pendiente } from '@shared/bridge';
import type { OfflineService as ContratoOffline } from '../../bridge/offlineHandlers';
import type { Cipher } from '../keyValueStore';
import { CifradoOffline, MENSAJE_NO_DESCIFRADO } from './cifrado';
import { abrirBaseOffline } from './esquema';
import { conIdReporte, enviarPendiente, sujetoDelToken, urlDestino } from './reenvio';
import type { FilaPendiente } from './reenvio';

export const MENSAJE_OTRA_SESION =
  'La sesión abierta es de otro usuario: sus cambios pendientes no se envían con ella.';

type TipoPendiente = EstadoOffline['rechazados'][number]['tipo'];

export interface OpcionesOffline {
  /** The SQLite file: `<userData>/offline.sqlite` in the app. */
  archivo: string;
  /**
   * The platform server the outbox replays to. A function when it can change while the app
   * runs (local mode's port, or the centre server chosen in settings).
   */
  baseUrl: string | (() => string);
  fetch?: typeof fetch;
  reloj?: () => Date;
  /** Longest wait for one replayed request before it counts as a network error. */
  plazoMs?: number;
  /**
   * Encrypts cache values and outbox bodies at rest (safeStorage in the app). Absent or
   * unavailable: they are stored as plain JSON, and `aviso` says so once.
   */
  cipher?: Cipher;
  /** Told about things a person may want to know (e.g. no encryption on this machine). */
  aviso?: (mensaje: string) => void;
}

/**
 * The offline cache and the durable outbox of the desktop app, in its own SQLite file.
 *
 * - The cache is per user: JSON values under a key, read back only for that user.
 * - With a cipher, cache values and outbox bodies are encrypted in the file (`cifrado` = 1);
 *   rows written plain (before, or without a cipher) still read. A cache value that cannot
 *   be decrypted is a miss; such an outbox item is kept as 'rechazado', never sent.
 * - The outbox keeps writes made offline until the server has them: an item leaves it only
 *   after a 2xx answer, or becomes 'rechazado' with the server's reason (never dropped). The
 *   server applies each item once (client-made ids), so a resend after a crash is harmless.
 * - Kiosk logout (`olvidarUsuario`) wipes a user's cache only when nothing of theirs is
 *   pending. Refused items are kept even then: they are the learner's own writes that never
 *   reached the server, shown again at their next login, and the only trace an admin has.
 */
export class OfflineService implements ContratoOffline {
  private readonly db: Database;
  private readonly baseUrl: () => string;
  private readonly fetch: typeof fetch;
  private readonly reloj: () => Date;
  private readonly plazoMs: number;
  private readonly cifrado: CifradoOffline;
  /** The running replay of each user: a second call joins it instead of sending twice. */
  private readonly enCurso = new Map<string, Promise<EstadoOffline>>();
  private cerrada = false;
  private readonly sql: ReturnType<typeof prepararSentencias>;

  constructor(opciones: OpcionesOffline) {
    this.db = abrirBaseOffline(opciones.archivo);
    const { baseUrl } = opciones;
    this.baseUrl = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
    // Looked up at call time, not bound once: tests and polyfills may replace the global.
    this.fetch = opciones.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.reloj = opciones.reloj ?? (() => new Date());
    this.plazoMs = opciones.plazoMs ?? 30_000;
    this.cifrado = new CifradoOffline(opciones.cipher, opciones.aviso ?? (() => undefined));
    this.sql = prepararSentencias(this.db);
  }

  guardarCache(usuarioId: string, clave: string, valor: unknown): void {
    // undefined has no JSON form; it reads back as null, as an absent value would.
    const { texto, cifrado } = this.cifrado.guardar(JSON.stringify(valor ?? null));
    this.sql.guardarCache.run(usuarioId, clave, texto, cifrado, this.ahora());
  }

  /** Null when absent, and when stored encrypted but unreadable now (the renderer refetches). */
  leerCache(usuarioId: string, clave: string): { valor: unknown; guardadoEn: string } | null {
    const fila = this.sql.leerCache.get(usuarioId, clave) as
      { valor_json: string; cifrado: number; guardado_en: string } | undefined;
    if (!fila) return null;
    const leido = this.cifrado.leer(fila.valor_json, fila.cifrado);
    if (leido.tipo !== 'json') return null;
    return { valor: JSON.parse(leido.json) as unknown, guardadoEn: fila.guardado_en };
  }

  /** The user's cache keys that start with `prefijo` (a route key and a space, say). */
  clavesCache(usuarioId: string, prefijo: string): string[] {
    const filas = this.sql.clavesCache.all(usuarioId, prefijo.length, prefijo) as {
      clave: string;
    }[];
    return filas.map((f) => f.clave);
  }

  /**
   * Stores the write durably (committed with synchronous=FULL before this returns). The
   * same id twice is stored once: the renderer may retry an encolar whose answer it lost.
   */
  encolar(p: Pendiente): EstadoOffline {
    // Checked now (any base will do) so a bad route is refused to the caller, not at replay.
    urlDestino('http://127.0.0.1', p.ruta);
    const cuerpo = this.cifrado.guardar(
      JSON.stringify(conIdReporte(p.tipo, p.id, p.cuerpo ?? null)),
    );
    this.sql.encolar.run(
      p.id,
      p.usuarioId,
      p.tipo,
      p.metodo,
      p.ruta,
      cuerpo.texto,
      cuerpo.cifrado,
      p.creadoEn,
    );
    return this.estado(p.usuarioId);
  }

  estado(usuarioId: string): EstadoOffline {
    const { n } = this.sql.contarPendientes.get(usuarioId) as { n: number };
    const rechazados = (
      this.sql.rechazados.all(usuarioId) as {
        id: string;
        tipo: string;
        motivo: string | null;
        creado_en: string;
      }[]
    ).map((f) => ({
      id: f.id,
      // Only encolar writes this column, from the bridge's validated enum.
      tipo: f.tipo as TipoPendiente,
      motivo: f.motivo ?? 'El servidor rechazó el cambio.',
      creadoEn: f.creado_en,
    }));
    const meta = this.sql.leerMeta.get(usuarioId) as
      { ultima_sincronizacion: string | null } | undefined;
    return {
      pendientes: n,
      rechazados,
      ultimaSincronizacion: meta?.ultima_sincronizacion ?? null,
      sincronizando: this.enCurso.has(usuarioId),
    };
  }

  /** Replays the user's pending items in order; joins the run already going for them. */
  sincronizar({ usuarioId, token }: { usuarioId: string; token: string }): Promise<EstadoOffline> {
    const sujeto = sujetoDelToken(token);
    if (sujeto !== null && sujeto !== usuarioId) {
      // The server would refuse each item as someone else's: keep them pending instead.
      return Promise.reject(new Error(MENSAJE_OTRA_SESION));
    }
    const activa = this.enCurso.get(usuarioId);
    if (activa) return activa;
    const corrida = this.reenviar(usuarioId, token)
      .finally(() => this.enCurso.delete(usuarioId))
      .then(() => this.estado(usuarioId));
    this.enCurso.set(usuarioId, corrida);
    return corrida;
  }

  /**
   * Kiosk logout. With items still pending nothing is deleted (the next sync, by this user,
   * must still find them); otherwise the user's cache and last-sync mark go. Refused items
   * stay (see the class comment).
   */
  olvidarUsuario(usuarioId: string): { olvidado: boolean; pendientes: number } {
    return this.db.transaction(() => {
      const { n } = this.sql.contarPendientes.get(usuarioId) as { n: number };
      if (n > 0) return { olvidado: false, pendientes: n };
      this.sql.borrarCache.run(usuarioId);
      this.sql.borrarMeta.run(usuarioId);
      return { olvidado: true, pendientes: 0 };
    })();
  }

  /** Closes the file (app quit). A replay in flight stops at its next step. */
  cerrar(): void {
    if (this.cerrada) return;
    this.cerrada = true;
    this.db.close();
  }

  /**
   * One item at a time, oldest first. The cursor (`orden`) only moves forward, so an item
   * refused in this run is not picked again, and items enqueued meanwhile are included.
   */
  private async reenviar(usuarioId: string, token: string): Promise<void> {
    let cursor = 0;
    for (;;) {
      if (this.cerrada) return;
      const fila = this.sql.siguiente.get(usuarioId, cursor) as
        (FilaPendiente & { cifrado: number }) | undefined;
      if (!fila) break;
      cursor = fila.orden;
      const cuerpo = this.cifrado.leer(fila.cuerpo_json, fila.cifrado);
      // No key store right now (it may come back): keep it and the later ones, in order.
      if (cuerpo.tipo === 'sin-clave') return;
      this.sql.sumarIntento.run(fila.id);
      if (cuerpo.tipo === 'ilegible') {
        // Never sent, never dropped: shown as refused, the only trace of the learner's write.
        this.sql.rechazar.run(MENSAJE_NO_DESCIFRADO, fila.id);
        continue;
      }
      const resultado = await enviarPendiente(
        { ...fila, cuerpo_json: cuerpo.json },
        {
          baseUrl: this.baseUrl(),
          token,
          fetch: this.fetch,
          plazoMs: this.plazoMs,
        },
      );
      // Closed while waiting (app quitting): the item stays; the server ignores the resend.
      if (this.cerrada) return;
      if (resultado.tipo === 'detener') return;
      if (resultado.tipo === 'aceptado') this.sql.borrarPendiente.run(fila.id);
      else this.sql.rechazar.run(resultado.motivo, fila.id);
    }
    this.sql.guardarMeta.run(usuarioId, this.ahora());
  }

  private ahora(): string {
    return this.reloj().toISOString();
  }
}

function prepararSentencias(db: Database) {
  const s = (sql: string): Statement => db.prepare(sql);
  return {
    guardarCache: s(
      `INSERT INTO cache (usuario_id, clave, valor_json, cifrado, guardado_en)
       VALUES (?, ?, ?, ?, ?) ON CONFLICT (usuario_id, clave) DO UPDATE SET
       valor_json = excluded.valor_json, cifrado = excluded.cifrado, guardado_en = excluded.guardado_en`,
    ),
    leerCache: s(
      'SELECT valor_json, cifrado, guardado_en FROM cache WHERE usuario_id = ? AND clave = ?',
    ),
    // substr, not LIKE: a key may hold `%` or `_`.
    clavesCache: s(
      'SELECT clave FROM cache WHERE usuario_id = ? AND substr(clave, 1, ?) = ? ORDER BY clave',
    ),
    borrarCache: s('DELETE FROM cache WHERE usuario_id = ?'),
    // ON CONFLICT (id) rather than INSERT OR IGNORE, which would also swallow CHECK failures.
    encolar: s(
      `INSERT INTO pendientes (id, usuario_id, tipo, metodo, ruta, cuerpo_json, cifrado, creado_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
    ),
    contarPendientes: s(
      `SELECT COUNT(*) AS n FROM pendientes WHERE usuario_id = ? AND estado = 'pendiente'`,
    ),
    rechazados: s(
      `SELECT id, tipo, motivo, creado_en FROM pendientes
       WHERE usuario_id = ? AND estado = 'rechazado' ORDER BY orden`,
    ),
    siguiente: s(
      `SELECT orden, id, usuario_id, tipo, metodo, ruta, cuerpo_json, cifrado, creado_en
       FROM pendientes WHERE usuario_id = ? AND estado = 'pendiente' AND orden > ? ORDER BY orden LIMIT 1`,
    ),
    sumarIntento: s('UPDATE pendientes SET intentos = intentos + 1 WHERE id = ?'),
    borrarPendiente: s('DELETE FROM pendientes WHERE id = ?'),
    rechazar: s(`UPDATE pendientes SET estado = 'rechazado', motivo = ? WHERE id = ?`),
    leerMeta: s('SELECT ultima_sincronizacion FROM meta WHERE usuario_id = ?'),
    guardarMeta: s(
      `INSERT INTO meta (usuario_id, ultima_sincronizacion) VALUES (?, ?)
       ON CONFLICT (usuario_id) DO UPDATE SET ultima_sincronizacion = excluded.ultima_sincronizacion`,
    ),
    borrarMeta: s('DELETE FROM meta WHERE usuario_id = ?'),
  };
}
