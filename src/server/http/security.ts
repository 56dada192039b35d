import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers JSON of the route table (http/registerRoutes.ts): CABECERAS_JSON. */
    respuestaJson?: boolean;
  }
}

/**
 * Security headers for the API and the web client. The CSP is strict: only our own
 * scripts; inline styles are allowed because Fluent UI injects its CSS at run time.
 * No HSTS or upgrade-insecure-requests: the embedded server speaks plain HTTP on loopback.
 */
export const OPCIONES_HELMET: Readonly<HelmetOptions> = {
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
};

/** A header as helmet writes it: its name in helmet's spelling and its value. */
export type CabeceraDeSeguridad = readonly [nombre: string, valor: string];

/**
 * The headers helmet writes for these options, in its order, obtained by running helmet's
 * middleware once against a response that only records them. Valid because nothing in
 * OPCIONES_HELMET depends on the request (no CSP nonce, no directive function); helmet's
 * only other act, removing X-Powered-By, concerns a header nothing has set at onRequest.
 */
export function cabecerasDeHelmet(opciones: Readonly<HelmetOptions>): CabeceraDeSeguridad[] {
  const puestas = new Map<string, CabeceraDeSeguridad>();
  const registro = {
    setHeader(nombre: string, valor: string) {
      puestas.set(nombre.toLowerCase(), [nombre, valor]);
    },
    removeHeader(nombre: string) {
      puestas.delete(nombre.toLowerCase());
    },
  };
  helmet(opciones)({} as IncomingMessage, registro as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...puestas.values()];
}

/**
 * The headers of a JSON answer of the API (OWASP REST Security Cheat Sheet, "Security
 * Headers"). A JSON answer is never rendered as a page, so helmet's document headers (the
 * page CSP, COOP, Origin-Agent-Cluster, referrer and DNS-prefetch policies, IE's
 * X-Download-Options and X-XSS-Protection) do nothing on it; they were ~750 bytes and
 * eleven headers on every answer, ~10 % of a light request's cost (issue 18,
 * docs/rendimiento-peticion.md). What is left is stricter than before:
 * - a CSP that allows nothing: a JSON answer opened as a page loads and runs nothing;
 * - no framing, by CSP and by X-Frame-Options for old browsers;
 * - no sniffing, and no reading from another origin's page (CORP);
 * - `no-store`: learners share PCs, and the browser's disk cache must keep no one's data
 *   (a route's own Cache-Control still replaces it).
 */
export const CABECERAS_JSON: readonly CabeceraDeSeguridad[] = [
  ['Content-Security-Policy', "default-src 'none';frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Cache-Control', 'no-store'],
];

/**
 * One onRequest hook writing the precomputed headers on the raw response, as helmet does
 * (so a route's own header, e.g. Swagger UI's CSP, still replaces one, and a hijacked
 * answer still carries them). JSON routes of the table get CABECERAS_JSON; pages, files,
 * 404s and everything else helmet's whole set, the same bytes in the same order as
 * @fastify/helmet wrote. That plugin rebuilt helmet from its options on every request —
 * parsing the CSP directives each time — and added a per-request closure we never used
 * (reply.helmet); that was a visible share of every request's cost (issue 18,
 * docs/rendimiento-peticion.md).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const cabeceras = cabecerasDeHelmet(OPCIONES_HELMET);
  app.addHook('onRequest', (request, reply, done) => {
    const res = reply.raw;
    // The 404 handler's context has no config of a route.
    const lista = (request.routeOptions.config as { respuestaJson?: boolean } | undefined)
      ?.respuestaJson
      ? CABECERAS_JSON
      : cabeceras;
    for (const [nombre, valor] of lista) res.setHeader(nombre, valor);
    done();
  });
}
