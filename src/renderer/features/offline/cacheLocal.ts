import type { PlatformBridge } from '@shared/bridge';

/** Where the list of a user's cache keys is kept (the bridge cannot list keys itself). */
export const CLAVE_INDICE = '__indice__';

type Offline = PlatformBridge['offline'];

/**
 * The renderer's view of the desktop cache: reads and writes through the bridge, plus an
 * index of the keys written for each user, so a write made offline can find every cached
 * list that shows the lesson it changed. Index writes are chained one after another: two
 * reads saved at once must not each write an index that lacks the other's key.
 */
export class CacheLocal {
  private readonly indices = new Map<string, Promise<Set<string>>>();
  private cola: Promise<unknown> = Promise.resolve();

  constructor(private readonly offline: Offline) {}

  private indice(usuarioId: string): Promise<Set<string>> {
    let indice = this.indices.get(usuarioId);
    if (!indice) {
      indice = this.offline
        .leerCache({ usuarioId, clave: CLAVE_INDICE })
        .then((r) => new Set(Array.isArray(r?.valor) ? (r.valor as unknown[]).map(String) : []))
        .catch(() => new Set<string>());
      this.indices.set(usuarioId, indice);
    }
    return indice;
  }

  async leer(usuarioId: string, clave: string): Promise<unknown> {
    const r = await this.offline.leerCache({ usuarioId, clave });
    return r === null ? undefined : r.valor;
  }

  async guardar(usuarioId: string, clave: string, valor: unknown): Promise<void> {
    await this.offline.guardarCache({ usuarioId, clave, valor });
    const paso = this.cola.then(async () => {
      const indice = await this.indice(usuarioId);
      if (indice.has(clave)) return;
      indice.add(clave);
      await this.offline.guardarCache({ usuarioId, clave: CLAVE_INDICE, valor: [...indice] });
    });
    this.cola = paso.catch(() => undefined);
    await paso;
  }

  /** The user's cached keys that start with a route key (`multimedias.filtrar`, …). */
  async claves(usuarioId: string, prefijo: string): Promise<string[]> {
    await this.cola;
    const indice = await this.indice(usuarioId);
    return [...indice].filter((c) => c.startsWith(`${prefijo} `));
  }

  /** Forgets the in-memory index (the main process wiped the user's cache). */
  olvidar(usuarioId: string): void {
    this.indices.delete(usuarioId);
  }
}

const porBridge = new WeakMap<Offline, CacheLocal>();

/** One CacheLocal per bridge, so every base query call shares the same index and queue. */
export function cacheLocalDe(offline: Offline): CacheLocal {
  let cache = porBridge.get(offline);
  if (!cache) {
    cache = new CacheLocal(offline);
    porBridge.set(offline, cache);
  }
  return cache;
}
