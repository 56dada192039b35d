import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { request as pedirHttp } from 'node:http';
import { request as pedirHttps } from 'node:https';
import Fastify from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../../server/errors';
import { installErrorHandlers } from '../../../server/http/errorHandler';
import { registerSecurityHeaders } from '../../../server/http/security';
import { registerWebClient } from '../../../server/http/webClient';
import { normalizarUrlCentro } from './probarCentro';

export const SIN_CENTRO = 'No hay conexión con el servidor del centro.';

export interface OpcionesServidorCentro {
  urlCentro: string;
  /** The built web client (out/renderer); null serves only the forwarded API. */
  webDir: string | null;
  host?: string;
  port?: number;
  /** How long the centre may take to start answering a request (30 s). */
  timeoutMs?: number;
  logLevel?: string;
}

export interface ServidorCentro {
  url: string;
  close(): Promise<void>;
}

/** Headers about one connection, not about the message: never forwarded (RFC 9110 7.6.1). */
const SALTO_A_SALTO = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function cabecerasReenviables(cabeceras: IncomingHttpHeaders): Record<string, string | string[]> {
  const fuera = new Set(SALTO_A_SALTO);
  // Names listed in Connection are hop-by-hop too.
  for (const nombre of String(cabeceras.connection ?? '').split(',')) {
    fuera.add(nombre.trim().toLowerCase());
  }
  const resultado: Record<string, string | string[]> = {};
  for (const [nombre, valor] of Object.entries(cabeceras)) {
    if (valor !== undefined && !fuera.has(nombre)) resultado[nombre] = valor;
  }
  return resultado;
}

const SIN_CUERPO = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);
const SOCKET_VIEJO = 'SOCKET_REUTILIZADO_CERRADO';

/**
 * Opens the request to the centre and resolves with its answer as soon as the status and
 * headers arrive; the bodies stream both ways (uploads and lesson files never sit whole in
 * memory). Rejects when the centre cannot be reached or does not start answering in time.
 */
function abrirEnCentro(
  destino: URL,
  request: FastifyRequest,
  reply: FastifyReply,
  timeoutMs: number,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const pedir = destino.protocol === 'https:' ? pedirHttps : pedirHttp;
    const salida = pedir(destino, {
      method: request.method,
      headers: cabecerasReenviables(request.headers),
    });
    const limite = setTimeout(
      () => salida.destroy(new Error(`el servidor del centro no respondió en ${timeoutMs} ms`)),
      timeoutMs,
    );
    salida.once('response', (respuesta) => {
      clearTimeout(limite);
      resolve(respuesta);
    });
    salida.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(limite);
      // A kept-alive socket the centre had closed meanwhile (it restarted): not "offline".
      if (salida.reusedSocket && error.code === 'ECONNRESET') error.code = SOCKET_VIEJO;
      reject(error);
    });
    // The page went away before the whole answer (a seek in a video, a closed window): stop
    // asking the centre too, so its socket and file handle are not kept for nobody.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) salida.destroy();
    });
    const conCuerpo =
      !SIN_CUERPO.has(request.method) ||
      request.headers['content-length'] !== undefined ||
      request.headers['transfer-encoding'] !== undefined;
    if (conCuerpo) request.raw.pipe(salida);
    else salida.end();
  });
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
  });
  installErrorHandlers(app);
  await registerSecurityHeaders(app);
  // Bodies are streamed to the centre untouched: no parsing, and so no size limit here —
  // the centre applies its own, per route.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const reenviar = async (request: FastifyRequest, reply: FastifyReply) => {
    const destino = new URL(`${prefijo}${request.url}`, base.origin);
    let respuesta: IncomingMessage;
    try {
      respuesta = await abrirEnCentro(destino, request, reply, timeoutMs).catch(
        (error: NodeJS.ErrnoException) => {
          // Only a request without a body can be sent again: its body was not kept.
          const repetible = request.method === 'GET' || request.method === 'HEAD';
          if (error.code !== SOCKET_VIEJO || !repetible) throw error;
          return abrirEnCentro(destino, request, reply, timeoutMs);
        },
      );
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
  for (const ruta of ['/api', '/api/*', '/auth/*', '/health']) app.all(ruta, reenviar);
  await registerWebClient(app, opciones.webDir);

  await app.listen({ host: opciones.host ?? '127.0.0.1', port: opciones.port ?? 0 });
  const direccion = app.server.address();
  const puerto = typeof direccion === 'object' && direccion ? direccion.port : opciones.port;
  return {
    url: `http://${opciones.host ?? '127.0.0.1'}:${puerto}`,
    close: () => app.close(),
  };
}
