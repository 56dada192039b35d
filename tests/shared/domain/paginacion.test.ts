import { describe, expect, it } from 'vitest';
import { totalPaginas } from '@shared/domain/paginacion';

describe('totalPaginas', () => {
  it('is at least one page, and rounds a partial page up', () => {
    expect(totalPaginas(0, 10)).toBe(1);
    expect(totalPaginas(100, 10)).toBe(10);
    expect(totalPaginas(101, 10)).toBe(11);
  });
});
