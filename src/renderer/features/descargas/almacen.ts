import type { Descarga, PlatformBridge } from '@shared/bridge';
import type { z } from 'zod';
import type { iniciarDescargaSchema } from '@shared/bridge';

export type IniciarDescarga = z.input<typeof iniciarDescargaSchema>;

/** While any download runs, the list is asked again this often (progress bar and speed). */
export const INTERVALO_DESCARGAS_MS = 500;

export interface Temporizador {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const temporizadorReal: Temporizador = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * The downloads as every card and dialog of the window sees them: one list from the main
 * process, refreshed every 500 ms while something downloads and only while someone looks
 * (React's useSyncExternalStore subscribes). Lesson files are not personal, so the list
 * does not depend on who is signed in.
 */
/** What components read: the list, and whether it was read from main at least once. */
export interface InstantaneaDescargas {
  lista: readonly Descarga[];
  leida: boolean;
}

export class AlmacenDescargas {
  private instantanea: InstantaneaDescargas = { lista: [], leida: false };
  private readonly oyentes = new Set<() => void>();
  private temporizador: unknown = null;

  constructor(
    private readonly descargas: PlatformBridge['descargas'],
    private readonly reloj: Temporizador = temporizadorReal,
  ) {}

  readonly getSnapshot = (): InstantaneaDescargas => this.instantanea;

  private get lista(): readonly Descarga[] {
    return this.instantanea.lista;
  }

  readonly subscribe = (oyente: () => void): (() => void) => {
    // The first viewer reads the list afresh: it may have changed while nobody looked.
    const primero = this.oyentes.size === 0;
    this.oyentes.add(oyente);
    if (primero) void this.refrescar();
    return () => {
      this.oyentes.delete(oyente);
      if (this.oyentes.size === 0) this.detener();
    };
  };

  /** Reads the list once; keeps polling while any download is 'en-curso'. */
  async refrescar(): Promise<void> {
    try {
      this.publicar(await this.descargas.listar());
    } catch (error) {
      console.warn('No se pudo leer la lista de descargas', error);
      // Without a list the player must not wait for one forever: it streams instead.
      if (!this.instantanea.leida) this.publicar([...this.lista]);
    }
  }

  async iniciar(args: IniciarDescarga): Promise<Descarga> {
    const d = await this.descargas.iniciar(args);
    this.publicar([...this.lista.filter((x) => x.multimediaId !== d.multimediaId), d]);
    return d;
  }

  async cancelar(multimediaId: string): Promise<void> {
    await this.descargas.cancelar({ multimediaId });
    await this.refrescar();
  }

  async eliminar(multimediaId: string): Promise<void> {
    await this.descargas.eliminar({ multimediaId });
    this.publicar(this.lista.filter((x) => x.multimediaId !== multimediaId));
    await this.refrescar();
  }

  private publicar(lista: readonly Descarga[]): void {
    this.instantanea = { lista, leida: true };
    for (const oyente of this.oyentes) oyente();
    this.programar();
  }

  private programar(): void {
    this.detener();
    const activa = this.lista.some((d) => d.estado === 'en-curso');
    if (!activa || this.oyentes.size === 0) return;
    this.temporizador = this.reloj.setTimeout(() => {
      this.temporizador = null;
      void this.refrescar();
    }, INTERVALO_DESCARGAS_MS);
  }

  private detener(): void {
    if (this.temporizador !== null) this.reloj.clearTimeout(this.temporizador);
    this.temporizador = null;
  }
}

const porBridge = new WeakMap<PlatformBridge['descargas'], AlmacenDescargas>();

/** One store per bridge (the window has one), shared by every component. */
export function almacenDe(descargas: PlatformBridge['descargas']): AlmacenDescargas {
  let almacen = porBridge.get(descargas);
  if (!almacen) {
    almacen = new AlmacenDescargas(descargas);
    porBridge.set(descargas, almacen);
  }
  return almacen;
}
