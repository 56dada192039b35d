import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../../server/errors';
import { installErrorHandlers } from '../../../server/http/errorHandler';
import { registerSecurityHeaders } from '../../../server/http/security';
import { registerWebClient } from '../../../server/http/webClient';
import { SIN_CENTRO, crearManejadorOffline, type AlmacenOffline } from './politicaCentro';
import { normalizarUrlCentro } from './probarCentro';
import { SOCKET_VIEJO, abrirEnCentro, cabecerasReenviables, leerRespuesta } from './proxyHttp';
import { registrarRutasDeLaTabla } from './rutasCentro';

export { SIN_CENTRO } from './politicaCentro';

export interface OpcionesServidorCentro {
  urlCentro: string;
  /** The built web client (out/renderer); null serves only the forwarded API. */
  webDir: string | null;
  host?: string;
  port?: number;
  /** How long the centre may take to start answering a request (30 s). */
  timeoutMs?: number;
  logLevel?: string;
  /**
   * The desktop's encrypted cache and outbox (OfflineService): when given, the shell applies
   * each route's offline policy (`@shared/api/offline`); when absent, it only forwards.
   */
  offline?: AlmacenOffline;
}

export interface ServidorCentro {
  url: string;
  close(): Promise<void>;
}

/**
 * The local "shell" of centre mode (issue 7, Connection). The window always loads a page of
 * 127.0.0.1, so the bridge is never exposed to remote content: this server hands out the
 * built web client with the platform's own CSP and history fallback, and forwards `/api`,
 * `/auth` and `/health` to the centre. When the centre cannot be reached it answers 503
 * `NO_DISPONIBLE` in the platform's error shape, which the renderer reads as "offline".
 */
export async function iniciarServidorCentro(
  opciones: OpcionesServidorCentro,
): Promise<ServidorCentro> {
  const base = new URL(normalizarUrlCentro(opciones.urlCentro));
  // A centre behind a reverse proxy under a prefix keeps it: /plataforma + /api/…
  const prefijo = base.pathname === '/' ? '' : base.pathname;
  const timeoutMs = opciones.timeoutMs ?? 30_000;

  const app = Fastify({
    logger: { level: opciones.logLevel ?? 'warn' },
    trustProxy: false,
    // Closing means a mode change or quitting: the window is reloading or gone, so a
    // half-read lesson stream must not keep the shell (and the switch) waiting.
    forceCloseConnections: true,
    // Route params are only matched here, never read: a long file name in `/api/file/:name`
    // must still reach the centre, which applies its own limits.
    routerOptions: { maxParamLength: 2048 },
  });
  installErrorHandlers(app);
  await registerSecurityHeaders(app);
  // Bodies are streamed to the centre untouched: no parsing, and so no size limit here —
  // the centre applies its own, per route.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const destinoDe = (request: FastifyRequest) => new URL(`${prefijo}${request.url}`, base.origin);
  const abrir = (request: FastifyRequest, reply: FastifyReply, cuerpo?: Buffer | null) =>
    abrirEnCentro(destinoDe(request), request, reply, timeoutMs, cuerpo).catch(
      (error: NodeJS.ErrnoException) => {
        // Only a request whose body is at hand (none, or already read) can be sent again.
        const repetible =
          cuerpo !== undefined || request.method === 'GET' || request.method === 'HEAD';
        if (error.code !== SOCKET_VIEJO || !repetible) throw error;
        return abrirEnCentro(destinoDe(request), request, reply, timeoutMs, cuerpo);
      },
    );

  const reenviar = async (request: FastifyRequest, reply: FastifyReply) => {
    let respuesta: IncomingMessage;
    try {
      respuesta = await abrir(request, reply);
    } catch (error) {
      request.log.warn({ err: error }, 'servidor del centro no disponible');
      if (reply.raw.destroyed) return reply;
      return reply.code(503).send(errorBody('NO_DISPONIBLE', SIN_CENTRO));
    }
    reply.code(respuesta.statusCode ?? 502);
    // Range, Content-Range, Content-Type, Content-Length, x-filename… all go through as is.
    for (const [nombre, valor] of Object.entries(cabecerasReenviables(respuesta.headers))) {
      reply.header(nombre, valor);
    }
    return reply.send(respuesta);
  };

  // Matched by the shared route table (rutasCentro.ts). With an offline store, each route's
  // offline policy is applied (politicaCentro.ts); without one, everything is forwarded.
  const { offline } = opciones;
  registrarRutasDeLaTabla(
    app,
    offline
      ? crearManejadorOffline({
          offline,
          reenviar,
          pedir: async (request, reply, cuerpo) => {
            const respuesta = await abrir(request, reply, cuerpo);
            return {
              status: respuesta.statusCode ?? 502,
              cabeceras: cabecerasReenviables(respuesta.headers),
              cuerpo: await leerRespuesta(respuesta, timeoutMs),
            };
          },
        })
      : (_ruta, request, reply) => reenviar(request, reply),
  );
  await registerWebClient(app, opciones.webDir);

  await app.listen({ host: opciones.host ?? '127.0.0.1', port: opciones.port ?? 0 });
  const direccion = app.server.address();
  const puerto = typeof direccion === 'object' && direccion ? direccion.port : opciones.port;
  return {
    url: `http://${opciones.host ?? '127.0.0.1'}:${puerto}`,
    close: () => app.close(),
  };
}
