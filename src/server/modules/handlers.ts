import type { RouteHandlers } from '../http/registerRoutes';
import type { Services } from '../services';
import { accesoHandlers, authHandlers } from './auth';
import { calificacionesHandlers } from './calificaciones';
import { certificadosHandlers } from './certificados';
import { comentariosHandlers } from './comentarios';
import { cursosHandlers } from './cursos';
import { datosHandlers } from './datos';
import { evaluacionesHandlers } from './evaluaciones';
import { exportarHandlers, importacionHandlers } from './importacion';
import { instalacionHandlers } from './instalacion';
import { mapasHandlers } from './mapas';
import { definicionesHandlers, informesHandlers } from './informes';
import { multimediasHandlers, subtitulosHandlers } from './multimedias';
import { monitorHandlers } from './monitor';
import { notificacionesHandlers } from './notificaciones';
import { perfilHandlers, preferenciasHandlers } from './perfil';
import { progresosHandlers } from './progresos';
import { registroHandlers } from './registro';
import { rolesHandlers } from './roles';
import { subidasHandlers } from './subidas';
import { trabajosHandlers } from './trabajos';
import { usuariosHandlers, usuariosMasivoHandlers } from './usuarios';
import { wikiHandlers } from './wiki';

/**
 * Every route's handler, one map per module, each taken from the module's front door
 * (`index.ts`); `satisfies` makes a missing one a compile error.
 */
export function allHandlers(services: Services): RouteHandlers {
  return {
    ...authHandlers(services),
    ...registroHandlers(services),
    ...usuariosHandlers(services),
    ...accesoHandlers(services),
    ...usuariosMasivoHandlers(services),
    ...exportarHandlers(services),
    ...perfilHandlers(services),
    ...preferenciasHandlers(services),
    ...rolesHandlers(services),
    ...datosHandlers(services),
    ...cursosHandlers(services),
    ...multimediasHandlers(services),
    ...subtitulosHandlers(services),
    ...subidasHandlers(services),
    ...progresosHandlers(services),
    ...comentariosHandlers(services),
    ...evaluacionesHandlers(services),
    ...calificacionesHandlers(services),
    ...certificadosHandlers(services),
    ...instalacionHandlers(services),
    ...importacionHandlers(services),
    ...monitorHandlers(services),
    ...notificacionesHandlers(services),
    ...mapasHandlers(services),
    ...definicionesHandlers(services),
    ...informesHandlers(services),
    ...wikiHandlers(services),
    ...trabajosHandlers(services),
  } satisfies RouteHandlers;
}
