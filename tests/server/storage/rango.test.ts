import { describe, expect, it } from 'vitest';
import { interpretarRango } from '../../../src/server/storage/rango';

describe('interpretarRango (HTTP Range over a file of 1000 bytes)', () => {
  const T = 1000;

  it('no header: the whole file', () => {
    expect(interpretarRango(undefined, T)).toEqual({ tipo: 'completo' });
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=0-0', 0, 0],
    ['bytes=500-599', 500, 599],
    ['bytes=100-', 100, 999],
    ['bytes=-100', 900, 999],
    ['bytes=-1', 999, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=999-999', 999, 999],
    ['BYTES=0-9', 0, 9],
    [' bytes= 10 - 19 ', 10, 19],
  ])('%s → %i-%i', (cabecera, inicio, fin) => {
    expect(interpretarRango(cabecera, T)).toEqual({ tipo: 'parcial', inicio, fin });
  });

  it.each([
    'bytes=1000-',
    'bytes=999999-',
    'bytes=1000-1001',
    'bytes=50-10',
    'bytes=-0',
    'bytes=-',
    'bytes=',
    'bytes=abc',
    'bytes=1-2-3',
    'bytes=0x10-20',
    'bytes=1e3-',
    'bytes=0-9,abc',
    'garbage',
    '=0-9',
    'bytes=99999999999999999999-',
  ])('%s → unsatisfiable or malformed (416)', (cabecera) => {
    expect(interpretarRango(cabecera, T)).toEqual({ tipo: 'invalido' });
  });

  it('several ranges and other units are ignored: the whole file', () => {
    expect(interpretarRango('bytes=0-9,20-29', T)).toEqual({ tipo: 'completo' });
    expect(interpretarRango('bytes=-5, 10-', T)).toEqual({ tipo: 'completo' });
    expect(interpretarRango('items=0-5', T)).toEqual({ tipo: 'completo' });
  });

  it('an empty file satisfies no range', () => {
    expect(interpretarRango('bytes=0-', 0)).toEqual({ tipo: 'invalido' });
    expect(interpretarRango('bytes=-10', 0)).toEqual({ tipo: 'invalido' });
    expect(interpretarRango(undefined, 0)).toEqual({ tipo: 'completo' });
  });
});
