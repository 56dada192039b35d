import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { request as pedirHttp } from 'node:http';
import { request as pedirHttps } from 'node:https';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The HTTP plumbing of the centre shell: which headers cross, and one request to the centre,
 * streamed or with a body already read.
 */

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

export function cabecerasReenviables(
  cabeceras: IncomingHttpHeaders,
): Record<string, string | string[]> {
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

export const SIN_CUERPO = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);
export const SOCKET_VIEJO = 'SOCKET_REUTILIZADO_CERRADO';

/**
 * Opens the request to the centre and resolves with its answer as soon as the status and
 * headers arrive; the bodies stream both ways (uploads and lesson files never sit whole in
 * memory) unless `cuerpo` is given: the body the shell already read (an offline-policy
 * route), sent as it is. Rejects when the centre cannot be reached or does not start
 * answering in time.
 */
export function abrirEnCentro(
  destino: URL,
  request: FastifyRequest,
  reply: FastifyReply,
  timeoutMs: number,
  cuerpo?: Buffer | null,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const pedir = destino.protocol === 'https:' ? pedirHttps : pedirHttp;
    const cabeceras = cabecerasReenviables(request.headers);
    if (cuerpo) cabeceras['content-length'] = String(cuerpo.length);
    const salida = pedir(destino, { method: request.method, headers: cabeceras });
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
    if (cuerpo !== undefined) salida.end(cuerpo ?? undefined);
    else if (conCuerpo) request.raw.pipe(salida);
    else salida.end();
  });
}

/** The request body, read whole (offline-policy routes: small JSON); null when it has none. */
export async function leerCuerpo(request: FastifyRequest, maximo: number): Promise<Buffer | null> {
  const conCuerpo =
    request.headers['content-length'] !== undefined ||
    request.headers['transfer-encoding'] !== undefined;
  if (!conCuerpo) return null;
  const partes: Buffer[] = [];
  let total = 0;
  for await (const parte of request.raw as AsyncIterable<Buffer>) {
    total += parte.length;
    if (total > maximo) throw new Error(`cuerpo de más de ${maximo} bytes`);
    partes.push(parte);
  }
  return Buffer.concat(partes);
}

/** The whole answer body, within a time limit (a body that never ends is no answer). */
export async function leerRespuesta(
  respuesta: IncomingMessage,
  timeoutMs: number,
): Promise<Buffer> {
  const limite = setTimeout(
    () => respuesta.destroy(new Error(`la respuesta del centro no terminó en ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const partes: Buffer[] = [];
    for await (const parte of respuesta as AsyncIterable<Buffer>) partes.push(parte);
    return Buffer.concat(partes);
  } finally {
    clearTimeout(limite);
  }
}
