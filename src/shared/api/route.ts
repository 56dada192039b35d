import type { z } from 'zod';
import type { Operacion, Vista } from '../domain/permisos';

/**
 * Who may call a route: anyone, any signed-in user, users whose role grants an
 * operation on a view, or ADMINISTRADOR alone (`administrador`: what no role's matrix can
 * grant, such as the background jobs of every centre, issue 17). Every route declares one;
 * the server's guard and the authorization test both read it from here.
 */
export type RoutePermission =
  'public' | 'authenticated' | 'administrador' | readonly [Vista, Operacion];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** Fastify-style path: `/api/usuarios/buscar/:id`. */
  path: string;
  permission: RoutePermission;
  /** One line for the OpenAPI document. */
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** 'multipart': the handler reads the upload itself (no JSON body). Default 'json'. */
  consumes?: 'json' | 'multipart';
  /** 'file': the handler sends bytes itself; `response` only documents. Default 'json'. */
  produces?: 'json' | 'file';
  /**
   * Also accept a signed URL (`?firma=…`, made by the server for this path and user) in
   * place of the Authorization header: media elements and downloads cannot send headers.
   */
  firmaEnUrl?: true;
  /**
   * Still answered while the caller must change a generated password (issue 8): the
   * forced-change screen needs only these routes; every other signed-in route answers 403
   * DEBE_CAMBIAR_PASSWORD until the password is changed.
   */
  permiteCambioPendiente?: true;
}

/** Identity helper that keeps the literal types of a route definition. */
export function defineRoute<const T extends RouteDef>(route: T): T {
  return route;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends (before parsing: defaults may be omitted). */
export type RouteBodyInput<R extends RouteDef> = InputOf<R['body']>;
export type RouteParamsInput<R extends RouteDef> = InputOf<R['params']>;
export type RouteQueryInput<R extends RouteDef> = InputOf<R['query']>;

/** What a handler receives (after parsing). */
export type RouteBody<R extends RouteDef> = OutputOf<R['body']>;
export type RouteParams<R extends RouteDef> = OutputOf<R['params']>;
export type RouteQuery<R extends RouteDef> = OutputOf<R['query']>;

/** What a handler returns / what a caller receives. */
export type RouteResponseInput<R extends RouteDef> = z.input<R['response']>;
export type RouteResponse<R extends RouteDef> = z.output<R['response']>;

/** Fills `:name` segments of a route path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Falta el parámetro de ruta "${name}" para ${path}`);
    return encodeURIComponent(String(value));
  });
}
