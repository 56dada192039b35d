import { describe, expect, it } from 'vitest';
import { pestanaDestino } from '../../../src/renderer/ui/Pestanas';

describe('tab list keyboard (WAI-ARIA tabs, issue 16)', () => {
  it('arrows move to the next or previous tab and wrap around', () => {
    expect(pestanaDestino('ArrowRight', 0, 3, false)).toBe(1);
    expect(pestanaDestino('ArrowRight', 2, 3, false)).toBe(0);
    expect(pestanaDestino('ArrowLeft', 0, 3, false)).toBe(2);
    expect(pestanaDestino('ArrowLeft', 2, 3, false)).toBe(1);
  });

  it('Home and End go to the first and last tab', () => {
    expect(pestanaDestino('Home', 2, 3, false)).toBe(0);
    expect(pestanaDestino('End', 0, 3, false)).toBe(2);
  });

  it('a vertical list uses up and down, not left and right', () => {
    expect(pestanaDestino('ArrowDown', 0, 3, true)).toBe(1);
    expect(pestanaDestino('ArrowUp', 0, 3, true)).toBe(2);
    expect(pestanaDestino('ArrowRight', 0, 3, true)).toBeNull();
  });

  it('other keys, or no tabs, move nothing', () => {
    expect(pestanaDestino('Enter', 0, 3, false)).toBeNull();
    expect(pestanaDestino('ArrowDown', 0, 3, false)).toBeNull();
    expect(pestanaDestino('Home', 0, 0, false)).toBeNull();
  });
});
