import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi';

/** `GET /api/docs`: the OpenAPI document; `/api/docs/ui`: Swagger UI over the same document. */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  const document = buildOpenApiDocument(version);
  app.get('/api/docs', { schema: { hide: true } }, async () => document);
  await app.register(swagger, {
    mode: 'static',
    specification: { document: document as never },
  });
  // Swagger UI's own strict CSP, minus helmet's upgrade-insecure-requests (plain HTTP on loopback).
  await app.register(swaggerUi, {
    routePrefix: '/api/docs/ui',
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; frame-ancestors 'none'",
  });
}
