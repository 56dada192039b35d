import { describe, expect, it } from 'vitest';
import { routes, rutasLigeras } from '../../../src/shared/api';

describe('the light route table (method and path only)', () => {
  it('has exactly the routes of the full table, with the same method and path', () => {
    const completa = Object.fromEntries(
      Object.entries(routes).map(([clave, ruta]) => [clave, [ruta.method, ruta.path]]),
    );
    expect(rutasLigeras).toEqual(completa);
  });
});
