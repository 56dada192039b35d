import { authRoutes } from './auth';
import { calificacionesRoutes } from './calificaciones';
import { certificadosRoutes } from './certificados';
import { comentariosRoutes } from './comentarios';
import { evaluacionesRoutes } from './evaluaciones';
import { instalacionRoutes } from './instalacion';
import { progresosRoutes } from './progresos';
import { cursosRoutes } from './cursos';
import { datosRoutes } from './datos';
import { multimediasRoutes } from './multimedias';
import { subidasRoutes } from './subidas';
import { subtitulosRoutes } from './subtitulos';
import { rolesRoutes } from './roles';
import { usuariosRoutes } from './usuarios';
import { importacionRoutes } from './importacion';
import { usuariosMasivoRoutes } from './usuariosMasivo';
import { notificacionesRoutes } from './notificaciones';
import { monitorRoutes } from './monitor';
import { mapasRoutes } from './mapas';
import { informesDefinicionesRoutes } from './informesDefiniciones';
import { informesRoutes } from './informes';
import { wikiRoutes } from './wiki';
import { preferenciasRoutes } from './preferencias';
import { trabajosRoutes } from './trabajos';
import type { RouteDef } from './route';

/**
 * The route table: every endpoint of the API, merged from one map per domain. Adding an
 * endpoint is one entry in a domain map; the compiler then asks the server for its
 * handler, and the client, OpenAPI document and authorization test pick it up.
 */
export const routes = {
  ...authRoutes,
  ...usuariosRoutes,
  ...usuariosMasivoRoutes,
  ...importacionRoutes,
  ...rolesRoutes,
  ...datosRoutes,
  ...cursosRoutes,
  ...multimediasRoutes,
  ...subidasRoutes,
  ...subtitulosRoutes,
  ...progresosRoutes,
  ...comentariosRoutes,
  ...evaluacionesRoutes,
  ...calificacionesRoutes,
  ...certificadosRoutes,
  ...instalacionRoutes,
  ...notificacionesRoutes,
  ...monitorRoutes,
  ...mapasRoutes,
  ...informesDefinicionesRoutes,
  ...informesRoutes,
  ...wikiRoutes,
  ...preferenciasRoutes,
  ...trabajosRoutes,
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteKey = keyof Routes;
