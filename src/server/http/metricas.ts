import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { FigurasHttp } from './figurasHttp';
import { esPeticionLocal } from './clienteLocal';

/** Connections of the PostgreSQL pool right now (pg's Pool counters). */
export interface EstadoPool {
  total: number;
  idle: number;
  waiting: number;
}

/** Jobs of one queue in one state (the job system reports them; see AppOptions). */
export interface ConteoTrabajos {
  cola: string;
  estado: string;
  total: number;
}

export interface OpcionesMetricas {
  /** METRICS_TOKEN; absent: only requests made on this machine may read /metrics. */
  token?: string;
  /** The database pool on PostgreSQL; absent on SQLite (no pool). */
  pool?: () => EstadoPool;
  /** Job counts by queue and state; absent: no job metric. */
  trabajos?: () => Promise<ConteoTrabajos[]>;
}

const RUTA = '/metrics';
/** The route label of requests no route matched: raw URLs would explode the series. */
const SIN_RUTA = 'no_encontrada';

/** Constant-time comparison of the Bearer token, on digests so lengths do not leak either. */
function tokenValido(autorizacion: string | undefined, token: string | undefined): boolean {
  if (!token || !autorizacion) return false;
  const [esquema, valor] = autorizacion.split(' ', 2);
  if (esquema?.toLowerCase() !== 'bearer' || !valor) return false;
  const digest = (texto: string) => createHash('sha256').update(texto).digest();
  return timingSafeEqual(digest(valor), digest(token));
}

function puedeLeer(request: FastifyRequest, opciones: OpcionesMetricas): boolean {
  return tokenValido(request.headers.authorization, opciones.token) || esPeticionLocal(request);
}

function metricasDeBaseDeDatos(registro: Registry, pool: () => EstadoPool): void {
  const gauge = (name: string, help: string, campo: keyof EstadoPool) =>
    new Gauge({
      name,
      help,
      registers: [registro],
      collect() {
        this.set(pool()[campo]);
      },
    });
  gauge('db_pool_connections', 'Conexiones abiertas del pool de PostgreSQL', 'total');
  gauge('db_pool_idle_connections', 'Conexiones libres del pool de PostgreSQL', 'idle');
  gauge('db_pool_waiting_clients', 'Consultas esperando una conexión del pool', 'waiting');
}

function metricasDeTrabajos(
  app: FastifyInstance,
  registro: Registry,
  trabajos: () => Promise<ConteoTrabajos[]>,
): void {
  new Gauge({
    name: 'jobs',
    help: 'Trabajos en segundo plano por cola y estado',
    labelNames: ['queue', 'state'],
    registers: [registro],
    async collect() {
      this.reset();
      try {
        for (const fila of await trabajos()) {
          this.set({ queue: fila.cola, state: fila.estado }, fila.total);
        }
      } catch (error) {
        // One failed count must not take the whole scrape (and the HTTP figures) with it.
        app.log.error({ err: error }, 'no se pudieron contar los trabajos para /metrics');
      }
    },
  });
}

/**
 * `GET /metrics` in Prometheus' text format, with this app's own Registry: tests and the
 * desktop build several apps in one process, and prom-client's global registry would mix
 * their figures and refuse a second metric of the same name. Not in the shared route table
 * (it is no API of the spec) nor in the OpenAPI document; a caller without the token from
 * another machine gets the very 404 of a path that does not exist.
 */
export function registrarMetricas(app: FastifyInstance, opciones: OpcionesMetricas): void {
  const registro = new Registry();
  const figuras = new FigurasHttp();
  figuras.registrarEn(registro);
  if (opciones.pool) metricasDeBaseDeDatos(registro, opciones.pool);
  if (opciones.trabajos) metricasDeTrabajos(app, registro, opciones.trabajos);

  // A callback hook, not an async one: every answer runs it, and a promise per request is
  // a cost with nothing to wait for. request.routeOptions builds an object on each read:
  // read once, and not at all for a 404.
  app.addHook('onResponse', (request, reply, done) => {
    const patron = request.is404 ? SIN_RUTA : (request.routeOptions.url ?? SIN_RUTA);
    // the scrapes themselves are no traffic of the platform
    if (patron !== RUTA) {
      figuras.registrar(request.method, patron, reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });

  // Process metrics start at the first scrape: they add a GC observer and an event-loop
  // monitor that live as long as the process, one per app, and most apps (tests, the
  // desktop) are never scraped.
  let conProceso = false;
  app.get(RUTA, { schema: { hide: true } }, async (request, reply) => {
    if (!puedeLeer(request, opciones)) return reply.callNotFound();
    if (!conProceso) {
      collectDefaultMetrics({ register: registro });
      conProceso = true;
    }
    const texto = await registro.metrics();
    return reply.header('cache-control', 'no-store').type(registro.contentType).send(texto);
  });
}
