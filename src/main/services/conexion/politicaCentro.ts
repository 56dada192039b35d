import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pendienteSchema, type EstadoOffline, type Pendiente } from '@shared/bridge';
import { errorBody } from '../../../server/errors';
import { claveCache } from '../offline/claveCache';
import { planEnCola, type CacheDeUsuario } from '../offline/efectosCola';
import { crearPendiente } from '../offline/pendientes';
import { CABECERA_REENVIO, sujetoDelToken } from '../offline/reenvio';
import { leerCuerpo } from './proxyHttp';
import type { ManejadorCentro, RutaDeLaTabla } from './rutasCentro';

export const SIN_CENTRO = 'No hay conexión con el servidor del centro.';

/** Header of an answer the shell gave itself: `cache` (a kept read) or `cola` (queued write). */
export const CABECERA_SIN_CONEXION = 'x-sin-conexion';

/** Offline-policy bodies are small JSON (a report, a rating, a reply, a filter). */
const MAXIMO_CUERPO = 1024 * 1024;

/** The part of OfflineService the shell uses (the same encrypted cache and outbox). */
export interface AlmacenOffline {
  guardarCache(usuarioId: string, clave: string, valor: unknown): void;
  leerCache(usuarioId: string, clave: string): { valor: unknown } | null;
  clavesCache(usuarioId: string, prefijo: string): string[];
  encolar(p: Pendiente): EstadoOffline;
  estado(usuarioId: string): EstadoOffline;
  sincronizar(args: { usuarioId: string; token: string }): Promise<EstadoOffline>;
}

/** The centre's whole answer to a request the shell read first. */
export interface RespuestaCentro {
  status: number;
  cabeceras: Record<string, string | string[]>;
  cuerpo: Buffer;
}

export interface OpcionesPolitica {
  offline: AlmacenOffline;
  /** Sends the request with its read body; rejects when the centre cannot be reached. */
  pedir(
    request: FastifyRequest,
    reply: FastifyReply,
    cuerpo: Buffer | null,
  ): Promise<RespuestaCentro>;
  /** Streams the request as it is (online-only routes, paths outside the route table). */
  reenviar(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  ahora?: () => Date;
  nuevoId?: () => string;
}

interface Sesion {
  token: string;
  usuarioId: string;
}

const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex');
/** The user the renderer keeps for an offline cold start (features/offline/sesionOffline.ts). */
const claveSesion = (token: string) => `sesion:${sha256(token)}`;
/** Marks a token the centre accepted: only such a token is answered offline. */
const claveTokenValidado = (token: string) => `token:${sha256(token)}`;

function sesionDe(request: FastifyRequest): Sesion | null {
  const valor = request.headers.authorization;
  const token = typeof valor === 'string' && valor.startsWith('Bearer ') ? valor.slice(7) : '';
  const usuarioId = token === '' ? null : sujetoDelToken(token);
  return usuarioId === null ? null : { token, usuarioId };
}

function jsonDe(cuerpo: Buffer | null): unknown {
  if (cuerpo === null || cuerpo.length === 0) return null;
  try {
    return JSON.parse(cuerpo.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function claveDe(ruta: RutaDeLaTabla, request: FastifyRequest, cuerpo: unknown): string {
  const path = request.url.split('?')[0] ?? request.url;
  return claveCache(ruta.key, path, request.query as Record<string, unknown>, cuerpo);
}

const sinCentro = (reply: FastifyReply) =>
  reply.code(503).send(errorBody('NO_DISPONIBLE', SIN_CENTRO));

/**
 * The offline policy applied in the centre shell (issue 14): every request is matched to its
 * route by the route table (rutasCentro.ts) and handled by its policy in
 * `@shared/api/offline`. Online, `cache` answers are kept and a pending outbox is replayed;
 * with the centre unreachable, kept answers are served, admitted writes wait in the outbox
 * with their idempotency id and are answered by the shared rule, and the rest is 503.
 */
export function crearManejadorOffline(opciones: OpcionesPolitica): ManejadorCentro {
  const politica = new PoliticaCentro(opciones);
  return (ruta, request, reply) => politica.manejar(ruta, request, reply);
}

class PoliticaCentro {
  private readonly offline: AlmacenOffline;
  private readonly ahora: () => Date;
  private readonly nuevoId: () => string;
  /** Tokens the centre accepted while this shell ran (also kept in the cache, per user). */
  private readonly validados = new Set<string>();

  constructor(private readonly opciones: OpcionesPolitica) {
    this.offline = opciones.offline;
    this.ahora = opciones.ahora ?? (() => new Date());
    this.nuevoId = opciones.nuevoId ?? randomUUID;
  }

  async manejar(
    ruta: RutaDeLaTabla | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    // A replay of the outbox itself goes to the centre as it is, whatever the route.
    const reenvio = request.headers[CABECERA_REENVIO] !== undefined;
    if (ruta === null || ruta.politica.modo === 'enLinea' || reenvio) {
      return this.opciones.reenviar(request, reply);
    }
    const cuerpo = await leerCuerpo(request, MAXIMO_CUERPO);
    const json = jsonDe(cuerpo);
    let r: RespuestaCentro;
    try {
      r = await this.opciones.pedir(request, reply, cuerpo);
    } catch (error) {
      request.log.warn({ err: error }, 'servidor del centro no disponible');
      if (reply.raw.destroyed) return reply;
      try {
        return this.sinConexion(ruta, request, reply, json);
      } catch (fallo) {
        request.log.error({ err: fallo }, 'no se pudo responder sin conexión');
        return sinCentro(reply);
      }
    }
    const s = sesionDe(request);
    if (s !== null && r.status >= 200 && r.status < 300) {
      try {
        this.alResponder(ruta, request, s, r, json);
      } catch (error) {
        // The answer still goes to the page: only its offline copy is missing.
        request.log.warn({ err: error }, 'no se pudo guardar la respuesta sin conexión');
      }
    }
    for (const [nombre, valor] of Object.entries(r.cabeceras)) reply.header(nombre, valor);
    return reply.code(r.status).send(r.cuerpo);
  }

  private conocido(s: Sesion): boolean {
    if (this.validados.has(s.token)) return true;
    return this.offline.leerCache(s.usuarioId, claveTokenValidado(s.token)) !== null;
  }

  /** The centre accepted the token: remember it, keep a cached read, replay what waits. */
  private alResponder(
    ruta: RutaDeLaTabla,
    request: FastifyRequest,
    s: Sesion,
    r: RespuestaCentro,
    json: unknown,
  ): void {
    if (!this.validados.has(s.token)) {
      this.offline.guardarCache(s.usuarioId, claveTokenValidado(s.token), true);
      this.validados.add(s.token);
    }
    const tipo = String(r.cabeceras['content-type'] ?? '');
    if (ruta.politica.modo === 'cache' && tipo.includes('json')) {
      const valor = JSON.parse(r.cuerpo.toString('utf8')) as unknown;
      this.offline.guardarCache(s.usuarioId, claveDe(ruta, request, json), valor);
    }
    if (this.offline.estado(s.usuarioId).pendientes > 0) {
      this.offline
        .sincronizar(s)
        .catch((error: unknown) => request.log.warn({ err: error }, 'no se pudo reenviar la cola'));
    }
  }

  private sinConexion(
    ruta: RutaDeLaTabla,
    request: FastifyRequest,
    reply: FastifyReply,
    json: unknown,
  ): FastifyReply {
    const s = sesionDe(request);
    if (s === null || !this.conocido(s)) return sinCentro(reply);
    if (ruta.politica.modo === 'cache') {
      const guardado = this.offline.leerCache(s.usuarioId, claveDe(ruta, request, json));
      if (guardado === null) return sinCentro(reply);
      return reply.header(CABECERA_SIN_CONEXION, 'cache').send(guardado.valor);
    }
    const respuesta = this.encolar(ruta, request, s, json);
    if (respuesta === null) return sinCentro(reply);
    return reply.header(CABECERA_SIN_CONEXION, 'cola').send(respuesta);
  }

  /**
   * Queues an admitted write with its idempotency id (offline/pendientes.ts) and returns the
   * shared rule's answer; null when it may not wait, or when the cache lacks what it takes
   * to show it (then nothing is queued: failing plainly beats a change nobody can see).
   */
  private encolar(ruta: RutaDeLaTabla, request: FastifyRequest, s: Sesion, json: unknown): unknown {
    const momento = this.ahora();
    const solicitud = { url: request.url, method: request.method, data: json };
    const pendiente = crearPendiente(ruta.key, solicitud, s.usuarioId, momento, this.nuevoId);
    if (pendiente === null || pendienteSchema.safeParse(pendiente).success !== true) return null;
    const plan = planEnCola(this.cacheDe(s.usuarioId), this.usuarioDe(s), pendiente, momento);
    if (plan === null) return null;
    // Durable first: once queued, the change survives a crash even if showing it fails.
    this.offline.encolar(pendiente);
    for (const [clave, valor] of plan.escrituras) {
      this.offline.guardarCache(s.usuarioId, clave, valor);
    }
    return plan.respuesta;
  }

  private cacheDe(usuarioId: string): CacheDeUsuario {
    return {
      leer: (clave) => this.offline.leerCache(usuarioId, clave)?.valor,
      claves: (prefijo) => this.offline.clavesCache(usuarioId, prefijo),
    };
  }

  /** The signed-in user's name, for a forum reply shown offline (from the kept session). */
  private usuarioDe(s: Sesion): { _id: string; nombre: string } {
    const guardado = this.offline.leerCache(s.usuarioId, claveSesion(s.token))?.valor as
      { nombre?: unknown } | null | undefined;
    const nombre = typeof guardado?.nombre === 'string' ? guardado.nombre : '';
    return { _id: s.usuarioId, nombre };
  }
}
