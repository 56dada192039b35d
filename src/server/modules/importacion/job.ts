import type { Kysely } from 'kysely';
import type { FaseLote, ModoImportacion } from '@shared/domain/importacion';
import type { Database } from '../../db/schema';
import { HashCancelado } from '../../security/hashMasivo';
import type { HasherMasivo } from '../../security/hashMasivo';
import { generarPassword } from '../../security/passwords';
import type { ClaveCredenciales } from './credenciales';
import { escribirLote } from './escritura';
import type { FilaParaEscribir, PlanEscritura } from './escritura';
import { LotesRepository } from './repositoryLotes';
import type { UsuarioImportado } from './reglasFila';
import type { FilaValidada } from './validacion';
import { marcarCompletado } from './repositoryFinLote';

/**
 * The commit of a confirmed lote, run in the background (the confirm request answers at
 * once). Two phases:
 *  1. hash: every password (file or generated) on the worker-thread pool, off the request
 *     thread; progress is written to the lote at most every ~250 ms.
 *  2. escritura: ONE transaction for the whole lote, its final state (completado and the
 *     counts) written inside it — a cancel, a failure or a crash leaves nothing behind.
 *     Progress of this phase lives only in memory (`fase`/`procesadas` of this object, shown
 *     by the estado route): on SQLite the transaction holds the only write lock, so no other
 *     write could record it until the commit.
 */

const INTERVALO_PROGRESO_MS = 250;

export const MENSAJES_TRABAJO = {
  fallo: (detalle: string) =>
    `La importación falló y no se guardó ningún usuario. Detalle: ${detalle}`,
} as const;

export interface DependenciasTrabajo {
  db: Kysely<Database>;
  hasher: HasherMasivo;
  clave: ClaveCredenciales;
  /** Tests and the bench hook in here (e.g. to cancel in the middle of the write phase). */
  alEscribirBloque?: (escritas: number, trabajo: TrabajoImportacion) => void;
}

export interface PedidoTrabajo {
  loteId: string;
  modo: ModoImportacion;
  reemplazarCursos: boolean;
  /** The fresh validation (identical to the stored dry run: the confirm checked it). */
  filas: readonly FilaValidada[];
}

/** `interrumpido`: the server is stopping; the lote stays en_curso for its job's next run. */
export type FinTrabajo = 'completado' | 'cancelado' | 'fallido' | 'interrumpido';

/**
 * generarPassword(), redrawn while it starts with a character a spreadsheet reads as a
 * formula ('-' or '_' of base64url): the credentials CSV would show it with a guarding
 * apostrophe the person might type. One bit of 120 lost at most.
 */
function passwordInicial(): string {
  let password = generarPassword();
  while (/^[-=+@_]/.test(password)) password = generarPassword();
  return password;
}

class Cancelado extends Error {
  override name = 'Cancelado';
}

type FilaConDatos = FilaValidada & { datos: UsuarioImportado };
const conDatos = (f: FilaValidada): f is FilaConDatos => f.datos !== null;

export class TrabajoImportacion {
  readonly loteId: string;
  fase: FaseLote = 'hash';
  procesadas = 0;
  /** Times of the phases, for the bench. */
  readonly tiempos = { hashMs: 0, escrituraMs: 0 };
  readonly terminado: Promise<FinTrabajo>;
  private readonly control = new AbortController();
  private readonly lotes: LotesRepository;

  private constructor(
    private readonly deps: DependenciasTrabajo,
    private readonly pedido: PedidoTrabajo,
  ) {
    this.loteId = pedido.loteId;
    this.lotes = new LotesRepository(deps.db);
    this.terminado = this.ejecutar();
  }

  /** Starts the job; the lote must already be en_curso. Never rejects: see `terminado`. */
  static iniciar(deps: DependenciasTrabajo, pedido: PedidoTrabajo): TrabajoImportacion {
    return new TrabajoImportacion(deps, pedido);
  }

  /** Asks the job to stop; it rolls back and ends cancelado (await `terminado`). */
  cancelar(): void {
    this.control.abort();
  }

  /**
   * The server is stopping: like a cancel the work rolls back, but the lote stays en_curso
   * and is not ended, so its job runs it again (another instance, or after the restart).
   */
  interrumpir(): void {
    this.interrumpido = true;
    this.control.abort();
  }

  private interrumpido = false;

  get cancelado(): boolean {
    return this.control.signal.aborted;
  }

  private async ejecutar(): Promise<FinTrabajo> {
    try {
      const plan = await this.hashear();
      await this.escribir(plan);
      return 'completado';
    } catch (error) {
      if (error instanceof HashCancelado || error instanceof Cancelado) {
        if (this.interrumpido) return 'interrumpido';
        await this.lotes.terminarSinEscribir(this.loteId, 'cancelado', null);
        return 'cancelado';
      }
      const detalle = error instanceof Error ? error.message : String(error);
      await this.lotes
        .terminarSinEscribir(this.loteId, 'fallido', MENSAJES_TRABAJO.fallo(detalle))
        .catch(() => false); // the database itself is gone (shutdown): start-up will fix it
      return 'fallido';
    }
  }

  /** Phase 1: the rows to write, each with its password hashed. */
  private async hashear(): Promise<PlanEscritura> {
    const inicio = performance.now();
    const { filas, modo } = this.pedido;
    const nuevas = filas.filter((f): f is FilaConDatos => f.estado === 'nuevo' && conDatos(f));
    const actualizadas =
      modo === 'nuevosYActualizar'
        ? filas.filter((f): f is FilaConDatos => f.estado === 'actualizado' && conDatos(f))
        : [];
    const generadas = nuevas.map((f) => (f.datos.password === null ? passwordInicial() : null));
    const aHashear = [
      ...nuevas.map((f, i) => f.datos.password ?? generadas[i] ?? ''),
      ...actualizadas.flatMap((f) => (f.datos.password === null ? [] : [f.datos.password])),
    ];
    // Rows with nothing to hash count as done in this phase from the start.
    const sinHash = nuevas.length + actualizadas.length - aHashear.length;
    this.procesadas = sinHash;
    let ultimo = 0;
    let escribiendo: Promise<void> = Promise.resolve();
    const hashes = await this.deps.hasher.hashear(aHashear, {
      signal: this.control.signal,
      onProgreso: (hechas) => {
        this.procesadas = sinHash + hechas;
        const ahora = Date.now();
        if (ahora - ultimo < INTERVALO_PROGRESO_MS) return;
        ultimo = ahora;
        // One write at a time; a lost progress update is harmless.
        escribiendo = escribiendo
          .then(() => this.lotes.progreso(this.loteId, 'hash', this.procesadas))
          .catch(() => undefined);
      },
    });
    await escribiendo;
    if (this.cancelado) throw new Cancelado();
    this.tiempos.hashMs = performance.now() - inicio;

    let h = nuevas.length;
    const plan: PlanEscritura = {
      loteId: this.loteId,
      modo,
      reemplazarCursos: this.pedido.reemplazarCursos,
      nuevas: nuevas.map((fila, i): FilaParaEscribir => ({
        fila,
        hash: hashes[i] ?? null,
        generada: generadas[i] ?? null,
      })),
      actualizadas: actualizadas.map((fila): FilaParaEscribir => ({
        fila,
        hash: fila.datos.password === null ? null : (hashes[h++] ?? null),
        generada: null,
      })),
    };
    return plan;
  }

  /** Phase 2: one transaction; the lote's final state is part of it. */
  private async escribir(plan: PlanEscritura): Promise<void> {
    const inicio = performance.now();
    this.fase = 'escritura';
    this.procesadas = 0;
    await this.lotes.progreso(this.loteId, 'escritura', 0);
    if (this.cancelado) throw new Cancelado();
    await this.deps.db.transaction().execute(async (trx) => {
      const escrito = await escribirLote(trx, plan, {
        clave: this.deps.clave,
        entreBloques: (escritas) => {
          this.procesadas = escritas;
          this.deps.alEscribirBloque?.(escritas, this);
          if (this.cancelado) throw new Cancelado();
        },
      });
      const completado = await marcarCompletado(trx, this.loteId, escrito);
      if (!completado) throw new Cancelado();
    });
    this.tiempos.escrituraMs = performance.now() - inicio;
  }
}
