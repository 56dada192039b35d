import { describe, expect, it } from 'vitest';
import {
  clavePdf,
  guardarPosicionPdf,
  leerPosicionPdf,
  paginaInicial,
} from '../../../../src/renderer/features/progresos/memoriaPdf';

function almacen() {
  const datos = new Map<string, string>();
  return {
    datos,
    getItem: (k: string) => datos.get(k) ?? null,
    setItem: (k: string, v: string) => void datos.set(k, v),
  };
}

describe('PDF page memory', () => {
  it('is kept per learner and lesson', () => {
    expect(clavePdf('u1', 'm1')).toContain('u1');
    expect(clavePdf('u1', 'm1')).toContain('m1');
    expect(clavePdf('u1', 'm1')).not.toBe(clavePdf('u2', 'm1'));
    expect(clavePdf('u1', 'm1')).not.toBe(clavePdf('u1', 'm2'));
  });

  it('remembers the last page with its percent (porcentajePdf)', () => {
    const a = almacen();
    expect(guardarPosicionPdf('u1', 'm1', 3, 10, a)).toEqual({ pagina: 3, porcentaje: 30 });
    expect(leerPosicionPdf('u1', 'm1', a)).toEqual({ pagina: 3, porcentaje: 30 });
    expect(leerPosicionPdf('u2', 'm1', a)).toBeNull();
    guardarPosicionPdf('u1', 'm1', 10, 10, a);
    expect(leerPosicionPdf('u1', 'm1', a)).toEqual({ pagina: 10, porcentaje: 100 });
  });

  it('resumes inside the document', () => {
    expect(paginaInicial(null, 8)).toBe(1);
    expect(paginaInicial({ pagina: 5, porcentaje: 50 }, 8)).toBe(5);
    // The file was replaced by a shorter one.
    expect(paginaInicial({ pagina: 12, porcentaje: 100 }, 8)).toBe(8);
  });

  it('survives garbage and missing or failing storage', () => {
    const a = almacen();
    a.datos.set(clavePdf('u1', 'm1'), 'no json');
    expect(leerPosicionPdf('u1', 'm1', a)).toBeNull();
    a.datos.set(clavePdf('u1', 'm1'), JSON.stringify({ pagina: 0 }));
    expect(leerPosicionPdf('u1', 'm1', a)).toBeNull();
    expect(leerPosicionPdf('u1', 'm1', null)).toBeNull();
    const lleno = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(guardarPosicionPdf('u1', 'm1', 2, 4, lleno)).toEqual({ pagina: 2, porcentaje: 50 });
  });
});
