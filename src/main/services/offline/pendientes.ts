import { randomUUID } from 'node:crypto';
import type { HttpMethod, RouteKey } from '@shared/api';
import { politicaDeCola } from '@shared/api/offline';
import type { Pendiente } from '@shared/bridge';

/** `z.uuid()` of the bridge's schema: an outbox item's id must be a real UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A write as the centre shell received it: path (with query), method, JSON body. */
export interface Solicitud {
  url: string;
  method: HttpMethod | string;
  data?: unknown;
}

function comoObjeto(valor: unknown): Record<string, unknown> | null {
  return valor !== null && typeof valor === 'object' && !Array.isArray(valor)
    ? (valor as Record<string, unknown>)
    : null;
}

/** The body's client id when it is a real UUID (the outbox item id must be one). */
function idDelCuerpo(cuerpo: Record<string, unknown> | null, campo: string | null): string | null {
  const valor = campo === null ? undefined : cuerpo?.[campo];
  return typeof valor === 'string' && UUID.test(valor) ? valor : null;
}

/**
 * The outbox item for a write made offline, or null when its policy (`@shared/api/offline`)
 * does not let it wait. The item id is also the write's idempotency id on the server (the
 * body field the policy names: `idReporte` of a progress report, `idCliente` of a forum
 * reply), so the write is applied once whether it arrives from an online retry or from a
 * replay after a crash: the body's own id is kept when the online attempt sent one, and
 * otherwise the item id is written into the body under that field.
 */
export function crearPendiente(
  key: RouteKey | null,
  request: Solicitud,
  usuarioId: string,
  ahora: Date = new Date(),
  nuevoId: () => string = randomUUID,
): Pendiente | null {
  const politica = politicaDeCola(key, request.data);
  if (politica === null || (request.method !== 'POST' && request.method !== 'PATCH')) return null;
  const cuerpo = comoObjeto(request.data);
  const { campoId } = politica;
  const id = idDelCuerpo(cuerpo, campoId) ?? nuevoId();
  return {
    id,
    usuarioId,
    tipo: politica.tipo,
    metodo: request.method,
    ruta: request.url,
    cuerpo: campoId === null || cuerpo === null ? request.data : { ...cuerpo, [campoId]: id },
    creadoEn: ahora.toISOString(),
  };
}
