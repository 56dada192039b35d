import type { Registry } from 'prom-client';

/** The buckets of `http_request_duration_seconds`, in seconds (as before, with prom-client's). */
export const LIMITES_DURACION = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Serie {
  method: string;
  route: string;
  /** Answers per bucket, not cumulative; the last one is above every bound (+Inf). */
  cubetas: number[];
  suma: number;
  n: number;
}

interface PorEstado {
  method: string;
  route: string;
  status: string;
  n: number;
}

/** A value as prom-client's registry formats it (its `get()` shape). */
interface Valor {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** What a registry needs of a metric: prom-client's `get()`/`reset()` contract. */
interface MetricaPropia {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get(): Promise<{ name: string; help: string; type: string; aggregator: 'sum'; values: Valor[] }>;
  reset(): void;
}

/**
 * `http_requests_total` and `http_request_duration_seconds`, counted in plain numbers on
 * every answer and turned into prom-client's metric shape only when /metrics is read.
 *
 * Why not prom-client's Counter and Histogram: each answer hashed its labels into a
 * string and, for the histogram, looked its bucket up by a number turned into a string
 * key; ~4 % of a hot route's server time (issue 18, docs/rendimiento-peticion.md). The
 * registry formats these exactly as it formatted those (tests/server/http/figurasHttp).
 */
export class FigurasHttp {
  private readonly series = new Map<string, Serie>();
  private readonly estados = new Map<string, PorEstado>();

  /** One answer: its method, route pattern, status code and time in seconds. */
  registrar(method: string, route: string, status: number, segundos: number): void {
    // A method has no space, so the first space ends it: one key per (method, route).
    const clave = `${method} ${route}`;
    let serie = this.series.get(clave);
    if (!serie) {
      serie = {
        method,
        route,
        cubetas: Array<number>(LIMITES_DURACION.length + 1).fill(0),
        suma: 0,
        n: 0,
      };
      this.series.set(clave, serie);
    }
    let i = 0;
    while (i < LIMITES_DURACION.length && segundos > (LIMITES_DURACION[i] ?? 0)) i++;
    serie.cubetas[i] = (serie.cubetas[i] ?? 0) + 1;
    serie.suma += segundos;
    serie.n += 1;
    const claveEstado = `${clave} ${status}`;
    const porEstado = this.estados.get(claveEstado);
    if (porEstado) porEstado.n += 1;
    else this.estados.set(claveEstado, { method, route, status: String(status), n: 1 });
  }

  /** Registers both metrics in `registro` (the app's own, see metricas.ts). */
  registrarEn(registro: Registry): void {
    // Why the cast: registerMetric is typed for prom-client's own classes, but what the
    // registry calls is get() and reset() (prom-client 15, lib/registry.js).
    for (const metrica of [this.peticiones(), this.duraciones()]) {
      registro.registerMetric(metrica as unknown as Parameters<Registry['registerMetric']>[0]);
    }
  }

  private peticiones(): MetricaPropia {
    const estados = this.estados;
    return metrica(
      'http_requests_total',
      'Peticiones HTTP respondidas, por método, ruta y estado',
      'counter',
      () =>
        [...estados.values()].map((e) => ({
          labels: { method: e.method, route: e.route, status_code: e.status },
          value: e.n,
        })),
      () => estados.clear(),
    );
  }

  private duraciones(): MetricaPropia {
    const series = this.series;
    return metrica(
      'http_request_duration_seconds',
      'Tiempo de respuesta de las peticiones HTTP, en segundos',
      'histogram',
      () => [...series.values()].flatMap(valoresDe),
      () => series.clear(),
    );
  }
}

/** A metric object as the registry reads one: its values built only when read. */
function metrica(
  name: string,
  help: string,
  type: MetricaPropia['type'],
  valores: () => Valor[],
  reset: () => void,
): MetricaPropia {
  const base = { name, help, type, aggregator: 'sum' } as const;
  return { ...base, get: () => Promise.resolve({ ...base, values: valores() }), reset };
}

/** One series as prom-client exposes a histogram's: cumulative buckets, +Inf, sum, count. */
function valoresDe(serie: Serie): Valor[] {
  const { method, route } = serie;
  const nombre = 'http_request_duration_seconds';
  const valores: Valor[] = [];
  let acumulado = 0;
  LIMITES_DURACION.forEach((le, i) => {
    acumulado += serie.cubetas[i] ?? 0;
    valores.push({
      labels: { le, method, route },
      value: acumulado,
      metricName: `${nombre}_bucket`,
    });
  });
  valores.push(
    { labels: { le: '+Inf', method, route }, value: serie.n, metricName: `${nombre}_bucket` },
    { labels: { method, route }, value: serie.suma, metricName: `${nombre}_sum` },
    { labels: { method, route }, value: serie.n, metricName: `${nombre}_count` },
  );
  return valores;
}
