import { describe, expect, it } from 'vitest';
import { buildPath, routes } from '../../../src/shared/api';
import type { RouteDef } from '../../../src/shared/api';
import { OPERACIONES, VISTAS } from '../../../src/shared/domain/permisos';

describe('route table', () => {
  const defs = Object.entries(routes) as [string, RouteDef][];

  it('declares a valid permission on every route', () => {
    for (const [key, def] of defs) {
      const p = def.permission;
      const valid =
        p === 'public' ||
        p === 'authenticated' ||
        p === 'administrador' ||
        (Array.isArray(p) && VISTAS.includes(p[0]) && OPERACIONES.includes(p[1]));
      expect(valid, key).toBe(true);
    }
  });

  it('has one entry per method and path, under /api or /auth', () => {
    const seen = new Set(defs.map(([, d]) => `${d.method} ${d.path}`));
    expect(seen.size).toBe(defs.length);
    for (const [key, def] of defs) expect(def.path, key).toMatch(/^\/(api|auth)\//);
  });

  it('declares a params schema exactly when the path has parameters', () => {
    for (const [key, def] of defs) {
      expect(def.path.includes(':'), key).toBe(def.params !== undefined);
    }
  });
});

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/api/usuarios/buscar/:id', { id: 'a b/c' })).toBe(
      '/api/usuarios/buscar/a%20b%2Fc',
    );
  });
  it('refuses a missing parameter', () => {
    expect(() => buildPath('/api/x/:id')).toThrow(/id/);
  });
});
