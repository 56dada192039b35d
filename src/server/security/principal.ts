import type { Versiones } from '../cache/versiones';

export const MAXIMO_PRINCIPALES = 10_000;

interface Entrada<T> {
  valor: T;
  /** The 'principal' version read before the rows were loaded. */
  version: number;
  /** Expiry of the token or signature, in seconds since the epoch. */
  exp: number;
}

/**
 * Who is behind a token or a signed URL, kept between requests (docs/rendimiento-sesion.md).
 * Keyed by the exact credential string, so a hit skips the signature check as well as the
 * lookups; still refused once expired (`exp` checked on every hit, as jose does: expired
 * when exp <= now in whole seconds). An entry holds while the 'principal' version is the one
 * read BEFORE its rows were loaded: a change that raced the load leaves a version the entry
 * does not match. Bounded: the least recently used goes first.
 */
export class CachePrincipal<T> {
  private readonly entradas = new Map<string, Entrada<T>>();
  private ultimaVersion: number | null = null;

  constructor(
    private readonly versiones: Versiones,
    private readonly maximo = MAXIMO_PRINCIPALES,
    private readonly ahoraMs: () => number = Date.now,
  ) {}

  /**
   * The cached value, or else loads it with the version read first. A load that throws is
   * not cached; a missing version (caching off) loads every time.
   */
  async obtener(clave: string, cargar: () => Promise<{ valor: T; exp: number }>): Promise<T> {
    const version = this.versiones.vigente('principal');
    if (version === null) {
      this.entradas.clear();
      return (await cargar()).valor;
    }
    if (version !== this.ultimaVersion) {
      // Every entry is stale now: free them at once rather than one by one.
      this.entradas.clear();
      this.ultimaVersion = version;
    }
    const entrada = this.entradas.get(clave);
    if (entrada && entrada.version === version && entrada.exp > this.ahoraSegundos()) {
      this.entradas.delete(clave);
      this.entradas.set(clave, entrada);
      return entrada.valor;
    }
    if (entrada) this.entradas.delete(clave);
    const { valor, exp } = await cargar();
    this.guardar(clave, { valor, exp, version });
    return valor;
  }

  private guardar(clave: string, entrada: Entrada<T>): void {
    this.entradas.set(clave, entrada);
    if (this.entradas.size > this.maximo) {
      const masVieja = this.entradas.keys().next().value;
      if (masVieja !== undefined) this.entradas.delete(masVieja);
    }
  }

  private ahoraSegundos(): number {
    return Math.floor(this.ahoraMs() / 1000);
  }

  /** How many entries are kept (tests). */
  get tamano(): number {
    return this.entradas.size;
  }
}
