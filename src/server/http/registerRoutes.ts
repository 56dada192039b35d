import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes } from '@shared/api';
import type {
  RouteBody,
  RouteDef,
  RouteKey,
  RouteParams,
  RouteQuery,
  RouteResponseInput,
  Routes,
} from '@shared/api';
import { esAdministrador, tienePermiso } from '@shared/domain/permisos';
import { HttpError } from '../errors';
import type { Services } from '../services';
import { authenticateRequest } from './authenticate';
import type { AuthContext } from './authenticate';
import { comprobarRecorte, recorteDe } from './recorteRespuesta';
import { parseOr400 } from './validation';

export interface RouteContext<R extends RouteDef> {
  body: RouteBody<R>;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  /** Null only on public routes. */
  auth: R['permission'] extends 'public' ? null : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<R extends RouteDef> = (
  ctx: RouteContext<R>,
) => Promise<RouteResponseInput<R>>;

/** One handler per entry of the route table: a missing one is a compile error. */
export type RouteHandlers = { [K in RouteKey]: RouteHandler<Routes[K]> };

async function guard(services: Services, def: RouteDef, request: FastifyRequest) {
  if (def.permission === 'public') return null;
  const auth = await authenticateRequest(services, request, def.firmaEnUrl === true);
  // A generated password (import) opens nothing but its own change: checked here, for
  // tokens and signed URLs alike, before a permission could let the account act.
  if (auth.row.debe_cambiar_password === 1 && def.permiteCambioPendiente !== true) {
    throw new HttpError('DEBE_CAMBIAR_PASSWORD');
  }
  if (def.permission === 'administrador') {
    if (!esAdministrador(auth.rol)) throw new HttpError('SIN_PERMISO');
  } else if (def.permission !== 'authenticated') {
    const [vista, op] = def.permission;
    if (!tienePermiso(auth.rol, vista, op)) throw new HttpError('SIN_PERMISO');
  }
  return auth;
}

export interface OpcionesRutas {
  /** Test servers: every answer's cut is checked against zod's parse (recorteRespuesta.ts). */
  comprobarRespuestas?: boolean;
}

/**
 * What an answer becomes before it is sent: the schema's cut (only its named fields), or
 * zod's parse for a schema a cut cannot reproduce. Either way nothing unnamed leaks
 * (password hashes, tokens); an answer zod refuses is a 500.
 */
function salidaDe(def: RouteDef, opciones: OpcionesRutas) {
  const ruta = `${def.method} ${def.path}`;
  const recorte = recorteDe(def.response);
  if (recorte && opciones.comprobarRespuestas) {
    return (result: unknown) => comprobarRecorte(def.response, recorte, result, ruta);
  }
  if (recorte) return recorte;
  return (result: unknown, request: FastifyRequest) => {
    const parsed = def.response.safeParse(result);
    if (!parsed.success) {
      request.log.error({ issues: parsed.error.issues, route: def.path }, 'respuesta inválida');
      throw new Error(`Respuesta inválida en ${ruta}`);
    }
    return parsed.data;
  };
}

function registerOne(
  app: FastifyInstance,
  services: Services,
  def: RouteDef,
  handler: RouteHandler<RouteDef>,
  opciones: OpcionesRutas,
) {
  const salida = salidaDe(def, opciones);
  app.route({
    method: def.method,
    url: def.path,
    // Its security headers (http/security.ts): a file may be opened as a page, JSON never.
    config: { respuestaJson: def.produces !== 'file' },
    handler: async (request, reply) => {
      // Order matters: who you are (401), a pending password change and what you may do
      // (403), then what you sent (400).
      const auth = await guard(services, def, request);
      const ctx = {
        auth,
        request,
        reply,
        params: def.params ? parseOr400(def.params, request.params, 'params') : undefined,
        query: def.query ? parseOr400(def.query, request.query, 'query') : undefined,
        // Multipart routes read their upload as a stream in the handler.
        body:
          def.body && def.consumes !== 'multipart'
            ? parseOr400(def.body, request.body ?? {}, 'body')
            : undefined,
      } as RouteContext<RouteDef>;
      const result = await handler(ctx);
      // File routes have sent their bytes (possibly still streaming) through `reply`.
      if (def.produces === 'file' || reply.sent) return reply;
      // The response schema strips every field it does not name (password hashes never leak).
      return reply.send(salida(result, request));
    },
  });
}

/** Registers every route of the shared table with its guard, validation and handler. */
export function registerRoutes(
  app: FastifyInstance,
  services: Services,
  handlers: RouteHandlers,
  opciones: OpcionesRutas = {},
): void {
  for (const key of Object.keys(routes) as RouteKey[]) {
    registerOne(app, services, routes[key], handlers[key] as RouteHandler<RouteDef>, opciones);
  }
}
