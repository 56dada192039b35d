import type { RouteHandlers } from '../http/registerRoutes';
import type { Services } from '../services';
import { authHandlers } from './auth/handlers';
import { calificacionesHandlers } from './calificaciones/handlers';
import { certificadosHandlers } from './certificados/handlers';
import { comentariosHandlers } from './comentarios/handlers';
import { evaluacionesHandlers } from './evaluaciones/handlers';
import { importacionHandlers } from './importacion/handlers';
import { instalacionHandlers } from './instalacion/handlers';
import { progresosHandlers } from './progresos/handlers';
import { cursosHandlers } from './cursos/handlers';
import { multimediasHandlers } from './multimedias/handlers';
import { subidasHandlers } from './subidas/handlers';
import { datosHandlers } from './datos/handlers';
import { rolesHandlers } from './roles/handlers';
import { perfilHandlers } from './usuarios/perfilHandlers';
import { accesoHandlers } from './usuarios/accesoHandlers';
import { usuariosHandlers } from './usuarios/handlers';
import { usuariosMasivoHandlers } from './usuarios/masivoHandlers';
import { verificacionesHandlers } from './verificaciones/handlers';

/** Every route's handler, one map per domain; `satisfies` makes a missing one a compile error. */
export function allHandlers(services: Services): RouteHandlers {
  return {
    ...authHandlers(services),
    ...usuariosHandlers(services),
    ...accesoHandlers(services),
    ...usuariosMasivoHandlers(services),
    ...perfilHandlers(services),
    ...rolesHandlers(services),
    ...datosHandlers(services),
    ...cursosHandlers(services),
    ...multimediasHandlers(services),
    ...subidasHandlers(services),
    ...progresosHandlers(services),
    ...comentariosHandlers(services),
    ...verificacionesHandlers(services),
    ...evaluacionesHandlers(services),
    ...calificacionesHandlers(services),
    ...certificadosHandlers(services),
    ...instalacionHandlers(services),
    ...importacionHandlers(services),
  } satisfies RouteHandlers;
}
