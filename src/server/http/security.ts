import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API and the web client. The CSP is strict: only our own
 * scripts; inline styles are allowed because Fluent UI injects its CSS at run time.
 * No HSTS or upgrade-insecure-requests: the embedded server speaks plain HTTP on loopback.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // `leccion:` is the desktop app's protocol for downloaded lessons (offline playback,
        // Range included); a browser never resolves it, so it grants the web nothing.
        imgSrc: ["'self'", 'data:', 'blob:', 'leccion:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'leccion:'],
        mediaSrc: ["'self'", 'blob:', 'leccion:'],
        workerSrc: ["'self'", 'blob:'],
        // Link lessons preview external pages in a sandboxed iframe (no scripts, no top
        // navigation); nothing else embeds frames.
        frameSrc: ["'self'", 'https:', 'http:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
}
