import { routes } from '@shared/api';
import { describe, expect, it } from 'vitest';
import { uuidV7 } from '../../../src/shared/domain/idCliente';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function aleatorios(relleno: number): Uint8Array {
  return new Uint8Array(16).fill(relleno);
}

describe('uuidV7', () => {
  it('puts the milliseconds first, then version 7 and the RFC 9562 variant', () => {
    const ms = Date.UTC(2026, 11, 6, 19, 30, 0, 123);
    const id = uuidV7(ms, aleatorios(0xff));
    expect(id).toMatch(V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(ms);
    // Every random bit kept but the four of the version and the two of the variant.
    expect(id.slice(14)).toBe('7fff-bfff-ffffffffffff');
    expect(uuidV7(ms, aleatorios(0)).slice(14)).toBe('7000-8000-000000000000');
  });

  it('sorts by time as text, whatever the random part', () => {
    const ids = [0, 1, 255, 256, 65_536, Date.UTC(2026, 0, 1), Date.UTC(2099, 0, 1)].map((ms, i) =>
      uuidV7(ms, aleatorios(255 - i * 30)),
    );
    expect([...ids].sort()).toEqual(ids);
  });

  it('keeps the random part apart from the time', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    const id = uuidV7(1, bytes).replace(/-/g, '');
    expect(id.slice(0, 12)).toBe('000000000001');
    expect(id.slice(13, 16)).toBe(((bytes[6] ?? 0) & 0x0f).toString(16) + '77');
    expect(id.slice(18)).toBe('99aabbccddeeff');
  });

  it('is a valid idReporte and forum idCliente', () => {
    const id = uuidV7(Date.now(), crypto.getRandomValues(new Uint8Array(16)));
    expect(routes['progresos.agregar'].body.shape.idReporte.safeParse(id).success).toBe(true);
    const respuesta = { multimedia: 'm1', parentId: 'c1', texto: 'Hola', idCliente: id };
    expect(routes['comentarios.crear'].body.safeParse(respuesta).success).toBe(true);
  });
});
