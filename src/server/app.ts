import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FOTO_MAX_BYTES } from '@shared/domain/usuarios';
import { registerApiDocs } from './http/docs';
import { erroresDeConexion, erroresDelEnrutador, installErrorHandlers } from './http/errorHandler';
import { confianzaEnProxies } from './http/clienteLocal';
import { registrarMetricas } from './http/metricas';
import type { ConteoTrabajos, EstadoPool } from './http/metricas';
import { LogDePeticiones, formatoPorDefecto, opcionesDelLogger } from './http/registros';
import type { FormatoLog } from './http/registros';
import { registerRoutes } from './http/registerRoutes';
import { registerSecurityHeaders } from './http/security';
import { registerWebClient } from './http/webClient';
import { allHandlers } from './modules/handlers';
import type { Services } from './services';

export interface AppOptions {
  services: Services;
  webDir: string | null;
  logLevel: string;
  version: string;
  /**
   * Proxies whose X-Forwarded-For names the client (TRUST_PROXY: addresses/CIDRs or a hop
   * count). Absent: none, the client is the socket's peer.
   */
  trustProxy?: string[] | number;
  /** Absent: readable lines on a terminal, JSON otherwise. */
  logFormat?: FormatoLog;
  /** METRICS_TOKEN: opens /metrics from other machines. */
  metricsToken?: string;
  /** The PostgreSQL pool's counters for /metrics; absent on SQLite. */
  pool?: () => EstadoPool;
  /** Job counts by queue and state for /metrics; absent: no job metric. */
  trabajos?: () => Promise<ConteoTrabajos[]>;
  /** Test servers: each answer's cut checked against zod's parse (http/recorteRespuesta.ts). */
  comprobarRespuestas?: boolean;
}

// Validation messages of zod's own checks in Spanish, as every message of the product.
z.config(z.locales.es());

/**
 * The Fastify app: plugins first, then the routes generated from the shared table, then
 * the web client (fastify/demo's order). No listening and no database opening here, so
 * tests and the embedded desktop server build it the same way.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: await opcionesDelLogger(options.logLevel, formatoPorDefecto(options.logFormat)),
    // Request lines are ours, one per request at debug (http/registros).
    logController: new LogDePeticiones(),
    // Only the configured proxies: a spoofed X-Forwarded-For from anyone else must not
    // dodge the per-address limits. request.ip then names the client for the limits, the
    // audit and the logs; the "this PC" doors look at the socket instead (http/clienteLocal).
    trustProxy: confianzaEnProxies(options.trustProxy),
    return503OnClosing: true,
    frameworkErrors: erroresDelEnrutador,
    clientErrorHandler: erroresDeConexion,
  });
  if (typeof options.trustProxy === 'number') {
    app.log.warn(
      'TRUST_PROXY por número de saltos: quien llegue al servidor sin pasar por el proxy puede elegir su dirección; use la lista de proxies si puede (docs/operacion.md).',
    );
  }
  installErrorHandlers(app);
  registerSecurityHeaders(app);
  // Uploads are streamed by their handlers, each passing its own size limit to
  // request.file(); this default (the smallest, a 1 MB photo) applies otherwise.
  await app.register(multipart, { limits: { fileSize: FOTO_MAX_BYTES, files: 1, fields: 10 } });

  app.get('/health', { config: { respuestaJson: true } }, async () => ({ ok: true }));
  registrarMetricas(app, {
    token: options.metricsToken,
    pool: options.pool,
    trabajos: options.trabajos,
  });
  await registerApiDocs(app, options.version);
  registerRoutes(app, options.services, allHandlers(options.services), {
    comprobarRespuestas: options.comprobarRespuestas === true,
  });
  await registerWebClient(app, options.webDir);
  return app;
}
