import type { RouteKey } from '@shared/api';
import type { Pendiente } from '@shared/bridge';
import type { RouteRequest } from '../../app/routeRequest';
import { nuevoIdReporte } from '../reproductor/reporte';

/** `z.uuid()` of the bridge's schema: an outbox item's id must be a real UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function comoObjeto(valor: unknown): Record<string, unknown> | null {
  return valor !== null && typeof valor === 'object' && !Array.isArray(valor)
    ? (valor as Record<string, unknown>)
    : null;
}

/**
 * Which writes may wait in the outbox when the server is unreachable (issue 7): a progress
 * report, a lesson rating, and a forum reply. Marking a view, a new topic and every other
 * write need the server and fail as before.
 */
export function tipoPendiente(key: RouteKey | null, cuerpo: unknown): Pendiente['tipo'] | null {
  const c = comoObjeto(cuerpo);
  if (key === 'progresos.agregar') return 'progreso';
  if (key === 'multimedias.patch') {
    const campos = comoObjeto(c?.multimediaFields);
    return campos && campos.calificacion !== undefined ? 'calificacion' : null;
  }
  if (key === 'comentarios.crear') {
    return typeof c?.parentId === 'string' && c.parentId !== '' ? 'respuestaForo' : null;
  }
  return null;
}

/** The body's client id when it is a real UUID (the bridge's item id must be one). */
function idDelCuerpo(cuerpo: Record<string, unknown> | null, campo: string): string | null {
  const valor = cuerpo?.[campo];
  return typeof valor === 'string' && UUID.test(valor) ? valor : null;
}

/**
 * The outbox item for a write made offline, or null when it may not wait. The item id is
 * also the write's client id on the server, so the write is applied once whether it
 * arrives from an online retry or from a replay after a crash between sending and
 * dequeuing: a progress report keeps its own `idReporte` as the item id; a forum reply
 * keeps its `idCliente` when the online attempt sent one, and otherwise gets the item id
 * written into its body as `idCliente`.
 */
export function crearPendiente(
  key: RouteKey | null,
  request: RouteRequest,
  usuarioId: string,
  ahora: Date = new Date(),
  nuevoId: () => string = nuevoIdReporte,
): Pendiente | null {
  const tipo = tipoPendiente(key, request.data);
  if (tipo === null || (request.method !== 'POST' && request.method !== 'PATCH')) return null;
  const cuerpo = comoObjeto(request.data);
  const propio =
    tipo === 'progreso'
      ? idDelCuerpo(cuerpo, 'idReporte')
      : tipo === 'respuestaForo'
        ? idDelCuerpo(cuerpo, 'idCliente')
        : null;
  const id = propio ?? nuevoId();
  return {
    id,
    usuarioId,
    tipo,
    metodo: request.method,
    ruta: request.url,
    cuerpo: tipo === 'respuestaForo' ? { ...cuerpo, idCliente: id } : request.data,
    creadoEn: ahora.toISOString(),
  };
}
