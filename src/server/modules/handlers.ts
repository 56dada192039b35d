import type { RouteHandlers } from '../http/registerRoutes';
import type { Services } from '../services';
import { authHandlers } from './auth/handlers';

/** Every route's handler, one map per domain; `satisfies` makes a missing one a compile error. */
export function allHandlers(services: Services): RouteHandlers {
  return {
    ...authHandlers(services),
  } satisfies RouteHandlers;
}
