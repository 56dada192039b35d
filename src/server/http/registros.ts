import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

export type FormatoLog = 'json' | 'pretty';

/**
 * Readable lines for a person at a terminal, JSON for everything else (a service manager's
 * journal, a log shipper, a file). LOG_FORMAT overrides the guess.
 */
export function formatoPorDefecto(elegido: FormatoLog | undefined): FormatoLog {
  return elegido ?? (process.stdout.isTTY ? 'pretty' : 'json');
}

/**
 * Fastify's logger options. pino-pretty runs as a stream in this thread rather than as a
 * pino transport: a transport is a worker thread that resolves 'pino-pretty' by name at
 * run time, which the bundled out/main/server.js and a packaged desktop (asar) make
 * fragile, while the stream is an ordinary import. Its cost only matters for many lines,
 * and at a terminal the default level prints few. `sync`: the last lines before
 * process.exit (a stop, a fatal error) are written, not lost in a buffer.
 */
export async function opcionesDelLogger(
  nivel: string,
  formato: FormatoLog,
): Promise<NonNullable<FastifyServerOptions['logger']>> {
  if (formato === 'json') return { level: nivel };
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:yyyy-mm-dd HH:MM:ss',
    // The request fields go into the message line (lineaLegible) rather than one per line.
    ignore: 'pid,hostname,reqId,method,route,url,statusCode,responseTime,ip',
    messageFormat: lineaLegible,
    sync: true,
  });
  return { level: nivel, stream };
}

/**
 * A request's line as a person reads it: `GET /api/cursos 200 12 ms · 10.0.0.7 (req-4)`.
 * Other lines keep their message, with the request id when they belong to one, so an
 * error's stack can be matched with its request line.
 */
export function lineaLegible(log: Record<string, unknown>, messageKey: string): string {
  const mensaje = String(log[messageKey] ?? '');
  const peticion = typeof log.reqId === 'string' ? ` (${log.reqId})` : '';
  if (typeof log.method !== 'string' || typeof log.statusCode !== 'number') {
    return `${mensaje}${peticion}`;
  }
  const linea = `${log.method} ${String(log.url)} ${log.statusCode} ${String(log.responseTime)} ms · ${String(log.ip)}`;
  return mensaje === 'respuesta' ? `${linea}${peticion}` : `${mensaje}: ${linea}${peticion}`;
}

const NIVELES_CON_DEBUG = new Set(['debug', 'trace']);

/**
 * One line per answered request at `debug`, instead of Fastify's two at `info` ("incoming
 * request", "request completed"): at the default level those filled a terminal with
 * megabytes a minute, and `info` is for start-up, errors and jobs. An answer 5xx (or a
 * response that failed while being written) is logged at `error` whatever the level, beside
 * the error handler's line with the stack. The path goes without its query string, which
 * may carry a search term or a code. Fastify's other lines (a stream error, a write error)
 * stay as they are.
 */
export class LogDePeticiones extends LogController {
  override incomingRequest(): void {
    // the line comes when the answer is sent, with its status and time
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const grave = Boolean(error) || reply.statusCode >= 500;
    if (!grave && !NIVELES_CON_DEBUG.has(request.log.level)) return;
    const datos = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      url: request.url.split('?', 1)[0],
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
      ...(error ? { err: error } : {}),
    };
    if (grave) request.log.error(datos, 'respuesta con error del servidor');
    else request.log.debug(datos, 'respuesta');
  }
}
