import type { ClaveVersion, Versiones } from './versiones';

/**
 * Values read from the database and kept while one version holds (versiones.ts): any
 * write the version watches, on any instance, starts the cache afresh at the next read.
 * The version is read before the database: a write meanwhile moves it and the value read
 * is answered but not kept. Kept values are shared between requests: read-only for callers.
 */
export class CachePorVersion<K, V> {
  private version: number | null = null;
  private readonly valores = new Map<K, V>();
  /** What the kept values weigh together (peso). */
  private cargado = 0;

  constructor(
    private readonly versiones: Pick<Versiones, 'vigente'>,
    private readonly clave: ClaveVersion,
    /** Weight kept at most (entries, unless `peso` says otherwise); past it the cache starts afresh. */
    private readonly maximo: number,
    /** What one value weighs (e.g. its rows), for values of very different sizes. */
    private readonly peso: (valor: V) => number = () => 1,
  ) {}

  /**
   * Whether the version can be trusted now (false: PostgreSQL's listener is down). A cache
   * that keeps more than one call needs (a whole table) lets such callers read just theirs.
   */
  get enUso(): boolean {
    return this.versiones.vigente(this.clave) !== null;
  }

  async obtener(llave: K, leer: () => Promise<V>): Promise<V> {
    const version = this.versiones.vigente(this.clave);
    // null: the versions cannot be trusted now (PostgreSQL listener down), read every time.
    if (version === null) return leer();
    if (version !== this.version) {
      this.vaciar();
      this.version = version;
    }
    const guardado = this.valores.get(llave);
    if (guardado !== undefined) return guardado;
    const valor = await leer();
    if (this.version === version && this.versiones.vigente(this.clave) === version) {
      this.guardar(llave, valor);
    }
    return valor;
  }

  /** A value heavier than the whole bound is answered but never kept. */
  private guardar(llave: K, valor: V): void {
    const peso = this.peso(valor);
    if (peso > this.maximo) return;
    // Two requests that missed at once both read, and both keep: count the key once.
    const previo = this.valores.get(llave);
    if (previo !== undefined) this.cargado -= this.peso(previo);
    if (this.cargado + peso > this.maximo) this.vaciar();
    this.valores.set(llave, valor);
    this.cargado += peso;
  }

  private vaciar(): void {
    this.valores.clear();
    this.cargado = 0;
  }
}
