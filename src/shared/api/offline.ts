import { fusionarProgreso } from '../domain/progreso';
import { agregarRespuesta, aplicarCalificacion } from '../domain/sinConexion';
import { routes, type RouteKey, type Routes } from './routes';

/**
 * The offline policy table (issue 14): what the desktop app does with each route of the
 * route table when the platform server cannot be reached. Keyed by the route table's own
 * keys and checked with `satisfies` against every `RouteKey`, so a new route without a
 * policy (or a policy for a route that does not exist) fails to compile.
 *
 * - `enLinea`: needs the server; offline it fails with "esta pantalla necesita el servidor".
 * - `cache`: a read a learner needs to study offline: successful answers are kept
 *   (encrypted, per user) and served when the server is unreachable.
 * - `cola`: a write that may wait in the durable outbox and be replayed in order, once.
 *
 * The web client keeps no cache nor outbox (a shared browser is no place for one): there
 * every route behaves as `enLinea`.
 */

/** What an outbox item is, as the sync strip names it ('Cambios rechazados por el servidor'). */
export const TIPOS_PENDIENTE = ['progreso', 'calificacion', 'respuestaForo'] as const;
export type TipoPendiente = (typeof TIPOS_PENDIENTE)[number];

export interface PoliticaEnLinea {
  readonly modo: 'enLinea';
}

export interface PoliticaCache {
  readonly modo: 'cache';
  /**
   * Query fields left out of the cache key: the lesson filter's dates are "now minus 30
   * years" to "now plus 40 minutes", so with them the same screen would never be found again.
   */
  readonly fueraDeClave?: readonly string[];
}

/** A request body as the outbox sees it: an object, or null when it is not one. */
export type CuerpoPendiente = Readonly<Record<string, unknown>> | null;

export interface PoliticaCola {
  readonly modo: 'cola';
  readonly tipo: TipoPendiente;
  /**
   * The body field carrying the client-made idempotency id (a UUID that is also the outbox
   * item's id), so the server applies the write once whether it comes from an online retry
   * or a replay after a crash; null when the write is idempotent by itself (a rating sets a
   * value).
   */
  readonly campoId: string | null;
  /** Whether this particular body may wait (a reply may; a new forum topic may not). */
  admite(cuerpo: CuerpoPendiente): boolean;
  /**
   * The shared domain rule that computes what the server will answer once the write is
   * replayed: the same rule the server applies, so the learner sees offline what they get.
   */
  readonly regla: (...args: never[]) => unknown;
}

export type PoliticaOffline = PoliticaEnLinea | PoliticaCache | PoliticaCola;

/** A GET or DELETE is never queued: only writes with a body wait in the outbox. */
type PoliticaDe<K extends RouteKey> = Routes[K]['method'] extends 'GET' | 'DELETE'
  ? PoliticaEnLinea | PoliticaCache
  : PoliticaOffline;

/** The shape the table must have: one policy per route key, none for anything else. */
export type TablaPoliticasOffline = { readonly [K in RouteKey]: PoliticaDe<K> };

const EN_LINEA: PoliticaEnLinea = { modo: 'enLinea' };

/** A progress report: merged by maximum (never lowers, never un-completes). */
const COLA_PROGRESO: PoliticaCola = {
  modo: 'cola',
  tipo: 'progreso',
  campoId: 'idReporte',
  admite: () => true,
  regla: fusionarProgreso,
};

/** A lesson rating: only a PATCH that sets `calificacion` (marking a view needs the server). */
const COLA_CALIFICACION: PoliticaCola = {
  modo: 'cola',
  tipo: 'calificacion',
  campoId: null,
  admite: (cuerpo) => {
    const campos = cuerpo?.multimediaFields;
    return (
      typeof campos === 'object' &&
      campos !== null &&
      !Array.isArray(campos) &&
      (campos as Record<string, unknown>).calificacion !== undefined
    );
  },
  regla: aplicarCalificacion,
};

/** A forum reply (with a `parentId`); a new topic needs the server. */
const COLA_RESPUESTA_FORO: PoliticaCola = {
  modo: 'cola',
  tipo: 'respuestaForo',
  campoId: 'idCliente',
  admite: (cuerpo) => typeof cuerpo?.parentId === 'string' && cuerpo.parentId !== '',
  regla: agregarRespuesta,
};

export const politicasOffline = {
  'auth.login': EN_LINEA,
  'auth.token': EN_LINEA,
  'auth.logout': EN_LINEA,
  'auth.signup': EN_LINEA,
  'auth.verifyEmail': EN_LINEA,
  'auth.restablecerPassword': EN_LINEA,
  'auth.opcionesRestablecer': EN_LINEA,
  'auth.cambiarPassword': EN_LINEA,
  'usuarios.nuevo': EN_LINEA,
  'usuarios.buscar': EN_LINEA,
  'usuarios.listar': EN_LINEA,
  'usuarios.actualizar': EN_LINEA,
  'usuarios.eliminar': EN_LINEA,
  'usuarios.updateEstado': EN_LINEA,
  'usuarios.asignarCursos': EN_LINEA,
  'usuarios.perfil': EN_LINEA,
  // Offline the desktop keeps the user's last known preferences; a change waits for the server.
  'preferencias.leer': { modo: 'cache' },
  'preferencias.guardar': EN_LINEA,
  'usuarios.subirFoto': EN_LINEA,
  'usuarios.foto': EN_LINEA,
  'usuarios.codigoRestablecimiento': EN_LINEA,
  'usuarios.desbloquearAcceso': EN_LINEA,
  'usuarios.exportar': EN_LINEA,
  'usuarios.masivo.estado': EN_LINEA,
  'usuarios.masivo.cursos': EN_LINEA,
  'usuarios.masivo.rol': EN_LINEA,
  'usuarios.masivo.eliminar': EN_LINEA,
  'importacion.plantilla': EN_LINEA,
  'importacion.validar': EN_LINEA,
  'importacion.lotes': EN_LINEA,
  'importacion.estado': EN_LINEA,
  'importacion.filas': EN_LINEA,
  'importacion.errores': EN_LINEA,
  'importacion.confirmar': EN_LINEA,
  'importacion.cancelar': EN_LINEA,
  'importacion.deshacer': EN_LINEA,
  'importacion.credenciales': EN_LINEA,
  'importacion.credencialesLista': EN_LINEA,
  'roles.nuevo': EN_LINEA,
  'roles.buscar': EN_LINEA,
  'roles.listar': EN_LINEA,
  'roles.actualizar': EN_LINEA,
  'roles.eliminar': EN_LINEA,
  'datos.municipios': EN_LINEA,
  'datos.cursosRegistro': EN_LINEA,
  'cursos.nuevo': EN_LINEA,
  'cursos.buscar': { modo: 'cache' },
  'cursos.listar': { modo: 'cache' },
  'cursos.actualizar': EN_LINEA,
  'cursos.eliminar': EN_LINEA,
  'cursos.updateEstado': EN_LINEA,
  'cursos.actualizarInfoGeneral': EN_LINEA,
  'cursos.subirAdjunto': EN_LINEA,
  'cursos.borrarAdjunto': EN_LINEA,
  'cursos.moduleSubtitle': EN_LINEA,
  'cursos.archivo': EN_LINEA,
  'cursos.adjunto': EN_LINEA,
  'cursos.solicitar': EN_LINEA,
  'cursos.solicitudes': EN_LINEA,
  'multimedias.filtrar': { modo: 'cache', fueraDeClave: ['fechaIni', 'fechaFin'] },
  'multimedias.filtrarCompleto': EN_LINEA,
  'multimedias.obtener': { modo: 'cache' },
  'multimedias.crear': EN_LINEA,
  'multimedias.actualizar': EN_LINEA,
  'multimedias.patch': COLA_CALIFICACION,
  'multimedias.borrar': EN_LINEA,
  'multimedias.plyr': EN_LINEA,
  // Offline, captions come from the lesson's download (leccion://<id>/subtitulos/<idioma>).
  'subtitulos.subir': EN_LINEA,
  'subtitulos.borrar': EN_LINEA,
  'subtitulos.archivo': EN_LINEA,
  'subidas.upload': EN_LINEA,
  'subidas.uploadLogo': EN_LINEA,
  'subidas.uploadmultimedia': EN_LINEA,
  'subidas.uploadmulter': EN_LINEA,
  'progresos.listar': { modo: 'cache' },
  'progresos.agregar': COLA_PROGRESO,
  'progresos.actualizar': EN_LINEA,
  'comentarios.crear': COLA_RESPUESTA_FORO,
  'comentarios.actualizar': EN_LINEA,
  'comentarios.patch': EN_LINEA,
  'comentarios.borrar': EN_LINEA,
  'comentarios.filtrar': { modo: 'cache' },
  'evaluaciones.nuevo': EN_LINEA,
  'evaluaciones.buscar': EN_LINEA,
  'evaluaciones.fetch': EN_LINEA,
  'evaluaciones.listar': { modo: 'cache' },
  'evaluaciones.actualizar': EN_LINEA,
  'evaluaciones.eliminar': EN_LINEA,
  'evaluaciones.updateEstado': EN_LINEA,
  'evaluaciones.resultados': EN_LINEA,
  'evaluaciones.resultadosDetalle': EN_LINEA,
  'calificaciones.nuevo': EN_LINEA,
  'calificaciones.buscar': EN_LINEA,
  'calificaciones.listar': EN_LINEA,
  'certificados.mio': EN_LINEA,
  'certificados.pdf': EN_LINEA,
  'certificados.verificar': EN_LINEA,
  'certificados.listar': EN_LINEA,
  'certificados.revocar': EN_LINEA,
  'instalacion.estado': EN_LINEA,
  'instalacion.primerAdmin': EN_LINEA,
  // The monitor shows other learners' live data: never kept on a centre PC (docs/monitor.md).
  'monitor.resumen': EN_LINEA,
  'monitor.aprendices': EN_LINEA,
  'monitor.aprendiz': EN_LINEA,
  'monitor.exportar': EN_LINEA,
  // The bell's list and count: the desktop shows the last ones seen while offline.
  'notificaciones.listar': { modo: 'cache' },
  'notificaciones.noLeidas': { modo: 'cache' },
  'notificaciones.leer': EN_LINEA,
  'notificaciones.leerTodas': EN_LINEA,
  'mapas.buscar': EN_LINEA,
  'mapas.id': EN_LINEA,
  'mapas.reporte': EN_LINEA,
  'mapas.actualizar': EN_LINEA,
  'mapas.bulk': EN_LINEA,
  'mapas.eliminar': EN_LINEA,
  'mapas.analisisCsv': EN_LINEA,
  'mapas.actualizarFotos': EN_LINEA,
  'informes.buscar': EN_LINEA,
  'informes.id': EN_LINEA,
  'informes.guardar': EN_LINEA,
  'informes.eliminar': EN_LINEA,
  'informes.analisisCsv': EN_LINEA,
  'informes.bulk': EN_LINEA,
  'informes.actualizarFotos': EN_LINEA,
  // A report aggregates every learner's activity now: only the live server can run it.
  'informes.reporte': EN_LINEA,
  'informes.reporteCsv': EN_LINEA,
  // The help wiki reads like a downloaded lesson: pages, list and searches already opened
  // online are answered offline (docs/wiki.md); history and writes need the server.
  'wiki.listar': { modo: 'cache' },
  'wiki.buscar': { modo: 'cache' },
  'wiki.obtener': { modo: 'cache' },
  'wiki.deLeccion': { modo: 'cache' },
  'wiki.crear': EN_LINEA,
  'wiki.actualizar': EN_LINEA,
  'wiki.eliminar': EN_LINEA,
  'wiki.revisiones': EN_LINEA,
  'wiki.revision': EN_LINEA,
  'wiki.restaurar': EN_LINEA,
  // The jobs of the platform server, live: nothing to keep nor to replay on a centre PC.
  'trabajos.resumen': EN_LINEA,
  'trabajos.reintentar': EN_LINEA,
} as const satisfies TablaPoliticasOffline;

export type PoliticasOffline = typeof politicasOffline;

/** The routes whose successful answers are kept for offline use. */
export type RutaEnCache = {
  [K in RouteKey]: PoliticasOffline[K] extends PoliticaCache ? K : never;
}[RouteKey];

export function politicaOffline(key: RouteKey): PoliticaOffline {
  return politicasOffline[key];
}

/** Every route served from the cache when offline, in route-table order. */
export const RUTAS_EN_CACHE: readonly RutaEnCache[] = (Object.keys(routes) as RouteKey[]).filter(
  (key): key is RutaEnCache => politicaOffline(key).modo === 'cache',
);

export function esRutaEnCache(key: RouteKey | null): key is RutaEnCache {
  return key !== null && politicaOffline(key).modo === 'cache';
}

function comoObjeto(valor: unknown): CuerpoPendiente {
  return valor !== null && typeof valor === 'object' && !Array.isArray(valor)
    ? (valor as Record<string, unknown>)
    : null;
}

/** The queued-write policy of a request, or null when it may not wait in the outbox. */
export function politicaDeCola(key: RouteKey | null, cuerpo: unknown): PoliticaCola | null {
  if (key === null) return null;
  const politica = politicaOffline(key);
  return politica.modo === 'cola' && politica.admite(comoObjeto(cuerpo)) ? politica : null;
}

/** The body field that carries the idempotency id of an outbox item of this kind. */
export function campoIdDe(tipo: TipoPendiente): string | null {
  for (const key of Object.keys(politicasOffline) as RouteKey[]) {
    const politica = politicaOffline(key);
    if (politica.modo === 'cola' && politica.tipo === tipo) return politica.campoId;
  }
  return null;
}
