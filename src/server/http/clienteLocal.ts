import type { FastifyRequest } from 'fastify';

/**
 * Loopback addresses as a socket reports them: IPv4 127.0.0.0/8, IPv6 ::1 and IPv4-mapped
 * loopback on dual-stack sockets.
 */
export function esLoopback(ip: string | undefined): boolean {
  if (ip === undefined) return false;
  const v4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Headers a reverse proxy adds: their presence means the request came from elsewhere. */
const CABECERAS_DE_PROXY = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * A request made on this machine, for the doors only this PC may open (/metrics without a
 * token, the first administrator of the desktop). Deliberately NOT `request.ip`: with
 * TRUST_PROXY that is the address X-Forwarded-For names, and a hop count trusts whatever
 * the client wrote there. The socket's peer is the real connection; but a proxy on this
 * same host makes every outside client a loopback peer, so a request carrying a proxy's
 * headers never counts as local (a proxy adds them; a local program has no reason to).
 */
export function esPeticionLocal(request: FastifyRequest): boolean {
  if (!esLoopback(request.socket.remoteAddress)) return false;
  return CABECERAS_DE_PROXY.every((cabecera) => request.headers[cabecera] === undefined);
}

/**
 * The Host header as the client sent it, without port. Not `request.hostname`: with
 * TRUST_PROXY that reads X-Forwarded-Host, which a proxy may pass through from the client.
 */
export function hostDeLaPeticion(request: FastifyRequest): string {
  const host = (request.headers.host ?? '').toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const dosPuntos = host.indexOf(':');
  return dosPuntos === -1 ? host : host.slice(0, dosPuntos);
}

type ConfianzaEnProxies = string[] | ((direccion: string, salto: number) => boolean) | false;

/**
 * Fastify's trustProxy from TRUST_PROXY. A list goes as is (proxy-addr checks each hop's
 * address). A hop count becomes a function, as Express reads it: Fastify 5 ignores a bare
 * number on purpose, since trusting the N nearest hops whatever their address lets a
 * client that reaches the server directly write its own X-Forwarded-For; docs/operacion.md
 * tells to use it only where nothing but the proxies can reach the instances.
 */
export function confianzaEnProxies(trustProxy: string[] | number | undefined): ConfianzaEnProxies {
  if (trustProxy === undefined) return false;
  if (typeof trustProxy !== 'number') return trustProxy;
  const saltos = trustProxy;
  return (_direccion, salto) => salto < saltos;
}
