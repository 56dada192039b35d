import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FOTO_MAX_BYTES } from '@shared/domain/usuarios';
import { registerApiDocs } from './http/docs';
import { erroresDeConexion, erroresDelEnrutador, installErrorHandlers } from './http/errorHandler';
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
    logger: { level: options.logLevel },
    // Not trusted by default: a spoofed X-Forwarded-For must not dodge per-address limits.
    trustProxy: false,
    return503OnClosing: true,
    frameworkErrors: erroresDelEnrutador,
    clientErrorHandler: erroresDeConexion,
  });
  installErrorHandlers(app);
  await registerSecurityHeaders(app);
  // Uploads are streamed by their handlers, each passing its own size limit to
  // request.file(); this default (the smallest, a 1 MB photo) applies otherwise.
  await app.register(multipart, { limits: { fileSize: FOTO_MAX_BYTES, files: 1, fields: 10 } });

  app.get('/health', async () => ({ ok: true }));
  await registerApiDocs(app, options.version);
  registerRoutes(app, options.services, allHandlers(options.services));
  await registerWebClient(app, options.webDir);
  return app;
}
