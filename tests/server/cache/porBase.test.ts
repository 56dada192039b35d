import { describe, expect, it } from 'vitest';
import { unoPorBase } from '../../../src/server/cache/porBase';

describe('unoPorBase', () => {
  it('makes one value per database handle, on first use, and never answers for another', () => {
    let hechas = 0;
    const mapaDe = unoPorBase(() => {
      hechas += 1;
      return new Map<string, number>();
    });
    const a = {};
    const b = {};
    expect(hechas).toBe(0);
    mapaDe(a).set('x', 1);
    expect(mapaDe(a).get('x')).toBe(1);
    expect(mapaDe(b).get('x')).toBeUndefined();
    expect(hechas).toBe(2);
  });
});
