import { routes } from '@shared/api';
import { describe, expect, it } from 'vitest';
import { nuevoIdCliente } from '../../../src/renderer/app/idCliente';

describe('client-made idempotency id', () => {
  it('makes valid UUIDs even without crypto.randomUUID (plain http)', () => {
    const original = crypto.randomUUID.bind(crypto);
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = nuevoIdCliente();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(routes['progresos.agregar'].body.shape.idReporte.safeParse(id).success).toBe(true);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('is time-ordered (v7): a later report’s id sorts after', () => {
    const antes = Date.now();
    const id = nuevoIdCliente();
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(antes);
    expect(ms).toBeLessThanOrEqual(Date.now());
  });

  it('is fresh each time and valid as a forum reply idCliente', () => {
    const id = nuevoIdCliente();
    expect(id).not.toBe(nuevoIdCliente());
    const respuesta = { multimedia: 'm1', parentId: 'c1', texto: 'Hola', idCliente: id };
    expect(routes['comentarios.crear'].body.safeParse(respuesta).success).toBe(true);
  });
});
