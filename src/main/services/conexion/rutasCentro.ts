import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes, type RouteKey } from '@shared/api';
import { politicasOffline, type PoliticaOffline } from '@shared/api/offline';

/** A request of the shell recognised as a route of the shared table, with its offline policy. */
export interface RutaDeLaTabla {
  key: RouteKey;
  politica: PoliticaOffline;
}

/** What the shell does with one request; `ruta` is null for paths outside the route table. */
export type ManejadorCentro = (
  ruta: RutaDeLaTabla | null,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply>;

/** Paths the platform server answers beyond the table (OpenAPI docs, /health…): forwarded. */
export const RUTAS_FUERA_DE_LA_TABLA = ['/api', '/api/*', '/auth/*', '/health'] as const;

/**
 * Registers every route of the shared route table on the centre shell, with the method and
 * path pattern the platform server registers it with, so Fastify's router — the same one
 * the server uses — tells which route a request is and which offline policy applies: no
 * hand-written list of patterns, and a route added to the table is recognised here at once.
 * Everything else the shell forwards is registered by prefix, with no route.
 */
export function registrarRutasDeLaTabla(app: FastifyInstance, manejar: ManejadorCentro): void {
  for (const key of Object.keys(routes) as RouteKey[]) {
    const { method, path } = routes[key];
    const ruta: RutaDeLaTabla = { key, politica: politicasOffline[key] };
    app.route({ method, url: path, handler: (request, reply) => manejar(ruta, request, reply) });
  }
  for (const url of RUTAS_FUERA_DE_LA_TABLA) {
    app.all(url, (request, reply) => manejar(null, request, reply));
  }
}
