import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors';

const API_PREFIXES = ['/api', '/auth', '/health'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));
}

/** A client route (`/cursos/curso/1`), not a missing file (`/assets/x.js`). */
function looksLikeRoute(url: string): boolean {
  const last = url.split('?')[0]?.split('/').pop() ?? '';
  return !last.includes('.');
}

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    ((request.headers.accept ?? '').includes('text/html') || looksLikeRoute(request.url))
  );
}

/**
 * Serves the built web client at `/`. Client-side routes (`/cursos`, `/404`…) get
 * index.html (history fallback); API paths that match nothing get a JSON 404.
 */
export function hasWebClient(webDir: string | null): boolean {
  return webDir !== null && existsSync(join(webDir, 'index.html'));
}

export async function registerWebClient(app: FastifyInstance, webDir: string | null) {
  const hasClient = hasWebClient(webDir);
  if (hasClient && webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // Our own Cache-Control below; @fastify/static's default would override it.
      cacheControl: false,
      // Issue 18: the build writes x.br and x.gz beside each text file (scripts/
      // precomprimir.mjs); a browser that accepts one gets it, with no CPU spent per request.
      preCompressed: true,
      setHeaders: (res, path) => {
        // `path` is the file sent: x.js.br when brotli was chosen.
        const original = path.replace(/\.(br|gz)$/, '');
        // Vite puts content hashes in asset names: they never change, so cache them for good.
        const immutable = original.includes(`${sep}assets${sep}`) && !original.endsWith('.html');
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The body depends on Accept-Encoding: caches (and proxies) must keep one per encoding.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn(
      `No se encontró el cliente web en ${webDir ?? '(sin WEB_DIR)'}: solo se sirve la API.`,
    );
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasClient && wantsPage(request)) {
      // sendFile goes through preCompressed too: the fallback page is sent compressed.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('NO_ENCONTRADO'));
  });
}
