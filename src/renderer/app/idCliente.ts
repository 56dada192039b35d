import { uuidV7 } from '@shared/domain/idCliente';

/**
 * The client-made idempotency id of a write that may be retried or replayed (a progress
 * report's `idReporte`, a forum reply's `idCliente`): the server applies it once. Here, not in
 * one feature, because progresos and comentarios both make one.
 *
 * A time-ordered v7 UUID (shared/domain/idCliente.ts says why). Its random part comes from
 * `crypto.getRandomValues`, which a browser reaching the server over plain http on the LAN
 * has too (`crypto.randomUUID` exists only in secure contexts).
 */
export function nuevoIdCliente(): string {
  return uuidV7(Date.now(), crypto.getRandomValues(new Uint8Array(16)));
}
