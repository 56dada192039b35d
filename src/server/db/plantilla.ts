import type { Compilable, CompiledQuery, Kysely, KyselyPlugin, QueryResult } from 'kysely';
import { lectorDirectoDe } from './lecturaDirecta';
import type { Database } from './schema';

type Db = Kysely<Database>;

/** The values of one run, by name. Lists give their length to the query's shape. */
export type Valores = object;

/** The values by name (an interface has no index signature, so `Valores` is `object`). */
type PorNombre = Record<string, unknown>;

/** Where a value goes in the compiled query: filled from the run's values each time. */
class Hueco {
  constructor(
    readonly nombre: string,
    readonly indice: number | null,
  ) {}
}

type Ranura = { hueco: Hueco } | { fijo: unknown };

interface Compilada {
  consulta: CompiledQuery;
  ranuras: readonly Ranura[];
  plugins: readonly KyselyPlugin[];
}

function mismosPlugins(a: readonly KyselyPlugin[], b: readonly KyselyPlugin[]): boolean {
  return a.length === b.length && a.every((p, i) => p === b[i]);
}

/** Past this length a list's query is built for the run and not kept (one shape per length). */
export const MAXIMO_LISTA = 64;

/** The shape key of the values: the lists' lengths; null when one is too long to keep. */
function claveDe(valores: PorNombre, forma: unknown): string | null {
  let clave = forma === undefined ? '' : `${JSON.stringify(forma)}|`;
  for (const nombre in valores) {
    const valor = valores[nombre];
    if (valor === undefined) {
      // Kysely leaves an undefined column out of an insert: the shape would depend on it.
      throw new Error(`Plantilla: el valor ${nombre} es undefined (use null)`);
    }
    if (Array.isArray(valor)) {
      if (valor.length > MAXIMO_LISTA) return null;
      clave += `${nombre}:${valor.length};`;
    }
  }
  return clave;
}

/**
 * A query built and compiled once per database and shape, then run with each call's values.
 *
 * Building a query with Kysely and compiling it to SQL costs more than running it on SQLite
 * (issue 18: ~7 µs of ~12 per lookup by key, out of the request's budget of tens). A template
 * builds the query once with placeholders in place of the values and keeps the SQL; each run
 * only puts the values in their places. `construir` must build the same query whatever the
 * values (it never sees them, only placeholders): no branching on them, no clock read
 * inside. A list's length is part of the shape (`in (?, ?)`), so each length compiles once.
 * A query whose clauses depend on the call (a filter's optional parts) says which in
 * `forma`, plain data that `construir` does see and that keys the compiled query too.
 *
 * Kept per dialect adapter and plugin list: a transaction shares both with its database, so
 * its runs use the same compiled query. The query keeps its id, so a plugin that noted a
 * write when the query was compiled (pluginVersiones.ts) sees each run's result as that
 * write's.
 */
export class Plantilla<V extends Valores, R, F = undefined> {
  private readonly porAdaptador = new WeakMap<object, Map<string, Compilada[]>>();

  constructor(private readonly construir: (db: Db, valores: V, forma: F) => Compilable<R>) {}

  async filas(db: Db, valores: V, forma?: F): Promise<R[]> {
    return (await this.ejecutar(db, valores, forma)).rows;
  }

  async primera(db: Db, valores: V, forma?: F): Promise<R | undefined> {
    return (await this.ejecutar(db, valores, forma)).rows[0];
  }

  ejecutar(db: Db, valores: V, forma?: F): Promise<QueryResult<R>> {
    const { consulta, ranuras } = this.compilada(db, valores, forma as F);
    const parameters = ranuras.map((r) =>
      'fijo' in r ? r.fijo : valorDe(valores as PorNombre, r.hueco),
    );
    // A plain read on a free SQLite connection runs at once (lecturaDirecta.ts).
    const directo = lectorDirectoDe(db);
    if (directo) {
      try {
        const resultado = directo.leer<R>(consulta, parameters);
        if (resultado) return Promise.resolve(resultado);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    return db.executeQuery<R>({ ...consulta, parameters } as CompiledQuery<R>);
  }

  private compilada(db: Db, valores: V, forma: F): Compilada {
    const ejecutor = db.getExecutor();
    let porForma = this.porAdaptador.get(ejecutor.adapter);
    if (!porForma) {
      porForma = new Map();
      this.porAdaptador.set(ejecutor.adapter, porForma);
    }
    const clave = claveDe(valores as PorNombre, forma);
    if (clave === null) return this.compilar(db, valores, forma, ejecutor.plugins);
    const hechas = porForma.get(clave) ?? [];
    const hecha = hechas.find((c) => mismosPlugins(c.plugins, ejecutor.plugins));
    if (hecha) return hecha;
    const nueva = this.compilar(db, valores, forma, ejecutor.plugins);
    porForma.set(clave, [...hechas, nueva]);
    return nueva;
  }

  private compilar(db: Db, valores: V, forma: F, plugins: readonly KyselyPlugin[]): Compilada {
    const huecos: PorNombre = {};
    for (const nombre in valores) {
      const valor = (valores as PorNombre)[nombre];
      huecos[nombre] = Array.isArray(valor)
        ? valor.map((_, i) => new Hueco(nombre, i))
        : new Hueco(nombre, null);
    }
    // The placeholders stand where the values go; the types are the values' own.
    const consulta = this.construir(db, huecos as V, forma).compile();
    const ranuras: Ranura[] = consulta.parameters.map((p) =>
      p instanceof Hueco ? { hueco: p } : { fijo: p },
    );
    comprobarHuecos(huecos, ranuras);
    return { consulta, ranuras, plugins: [...plugins] };
  }
}

function valorDe(valores: PorNombre, hueco: Hueco): unknown {
  const valor = valores[hueco.nombre];
  return hueco.indice === null ? valor : (valor as unknown[])[hueco.indice];
}

/** Every value must reach the SQL as a parameter: one read in JS would be frozen in. */
function comprobarHuecos(huecos: PorNombre, ranuras: readonly Ranura[]): void {
  const usados = new Set(ranuras.flatMap((r) => ('hueco' in r ? [r.hueco] : [])));
  for (const nombre in huecos) {
    const hueco = huecos[nombre];
    const todos = Array.isArray(hueco) ? (hueco as Hueco[]) : [hueco as Hueco];
    if (todos.some((h) => !usados.has(h))) {
      throw new Error(`Plantilla: el valor ${nombre} no llegó a la consulta como parámetro`);
    }
  }
}
