import {
  buildPath,
  rutasLigeras,
  type HttpMethod,
  type RouteBodyInput,
  type RouteKey,
  type RouteParamsInput,
  type RouteQueryInput,
  type Routes,
} from '@shared/api';

/** What the axios base query sends: axios' own field names. */
export interface RouteRequest {
  url: string;
  method: HttpMethod;
  data?: unknown;
  params?: unknown;
}

/** Each part is required exactly when the route's schema has one that accepts no `undefined`. */
type Parte<Nombre extends string, T> = undefined extends T
  ? { [P in Nombre]?: T }
  : { [P in Nombre]: T };

export type RouteRequestOptions<K extends RouteKey> = Parte<'params', RouteParamsInput<Routes[K]>> &
  Parte<'query', RouteQueryInput<Routes[K]>> &
  Parte<'body', RouteBodyInput<Routes[K]>>;

type Argumentos<K extends RouteKey> =
  object extends RouteRequestOptions<K>
    ? [opciones?: RouteRequestOptions<K>]
    : [opciones: RouteRequestOptions<K>];

/**
 * Builds a request from the shared route table, so method and path can never drift from
 * what the server registers: `routeRequest('auth.login', { body })`.
 */
export function routeRequest<K extends RouteKey>(
  key: K,
  ...[opciones]: Argumentos<K>
): RouteRequest {
  // `Object.hasOwn`, not `rutasLigeras[key]`: a key that got past the types (a cast, a string
  // from elsewhere) must fail with a sentence, not with "cannot read … of undefined".
  // The light table (method and path only), not `routes`: the login page would otherwise
  // download every route's zod schemas (issue 18).
  if (!Object.hasOwn(rutasLigeras, key)) throw new Error(`Ruta desconocida: ${String(key)}`);
  const [method, path] = rutasLigeras[key];
  const { params, query, body } = (opciones ?? {}) as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
  };
  const request: RouteRequest = { url: buildPath(path, params), method };
  if (body !== undefined) request.data = body;
  if (query !== undefined) request.params = query;
  return request;
}
