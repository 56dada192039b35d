import { describe, expect, it } from 'vitest';
import {
  LIMITES_PROGRESO,
  acotarReporte,
  bloqueoTras,
  estadoBloqueo,
  indexarOrden,
  leccionAnterior,
  porcentajeMaximo,
  segundosParaCompletar,
} from '../../../src/shared/domain/progreso';
import type { MedidaLeccion, ProgresoLeccion } from '../../../src/shared/domain/progreso';

const video = (duracionSegundos: number): MedidaLeccion => ({ tipo: 'media', duracionSegundos });
const pdf = (paginas: number): MedidaLeccion => ({ tipo: 'pdf', paginas });
const minimo: MedidaLeccion = { tipo: 'minimo' };

describe('porcentajeMaximo (how far real time lets a learner get)', () => {
  it('media: no faster than the top speed, plus the tolerance', () => {
    const { velocidadMaxima, toleranciaSegundos } = LIMITES_PROGRESO;
    expect(velocidadMaxima).toBe(2);
    // Right after opening only the tolerance counts: 5 s of a 100 s video.
    expect(porcentajeMaximo(video(100), 0)).toBe(toleranciaSegundos);
    // 20 s open at 2× = 40 s played + 5 s.
    expect(porcentajeMaximo(video(100), 20)).toBe(45);
    expect(porcentajeMaximo(video(100), 47.5)).toBe(100);
    expect(porcentajeMaximo(video(100), 10_000)).toBe(100);
  });

  it('an honest learner at 1× is never clamped, at 2× neither', () => {
    const duracion = 600;
    for (let t = 0; t <= duracion; t += 7) {
      const jugado = Math.floor((t / duracion) * 100);
      expect(porcentajeMaximo(video(duracion), t)).toBeGreaterThanOrEqual(jugado);
      const doble = Math.min(100, Math.floor(((2 * t) / duracion) * 100));
      expect(porcentajeMaximo(video(duracion), t)).toBeGreaterThanOrEqual(doble);
    }
  });

  it('PDF: one page per segundosPorPagina since opening, bounded by the pages', () => {
    // 0 s: page 1 plus the tolerance's pages (5 s / 2 s = 2) → 3 of 20.
    expect(porcentajeMaximo(pdf(20), 0)).toBe(15);
    expect(porcentajeMaximo(pdf(20), 10)).toBe(40);
    expect(porcentajeMaximo(pdf(20), 33)).toBe(100);
    expect(porcentajeMaximo(pdf(1), 0)).toBe(100);
  });

  it('images, links and unmeasured files: complete after the minimum open time', () => {
    const { minimoAbiertaSegundos, toleranciaSegundos } = LIMITES_PROGRESO;
    const falta = minimoAbiertaSegundos - toleranciaSegundos;
    expect(porcentajeMaximo(minimo, 0)).toBeLessThan(100);
    expect(porcentajeMaximo(minimo, falta - 0.5)).toBeLessThan(100);
    expect(porcentajeMaximo(minimo, falta)).toBe(100);
    // A media length of 0 or a PDF without pages is treated the same way.
    expect(porcentajeMaximo(video(0), falta)).toBe(100);
    expect(porcentajeMaximo(pdf(0), 0)).toBe(porcentajeMaximo(minimo, 0));
  });

  it('never below 0 nor above 100, whatever the clock says', () => {
    expect(porcentajeMaximo(video(100), -50)).toBe(5);
    expect(porcentajeMaximo(video(100), Number.NaN)).toBe(5);
  });
});

describe('segundosParaCompletar', () => {
  it('is where porcentajeMaximo first reaches 100', () => {
    for (const m of [video(100), video(3), pdf(20), pdf(1), minimo]) {
      const s = segundosParaCompletar(m);
      expect(porcentajeMaximo(m, s)).toBe(100);
      if (s > 1) expect(porcentajeMaximo(m, s - 1)).toBeLessThan(100);
    }
    expect(segundosParaCompletar(video(100))).toBe(47.5);
  });
});

describe('acotarReporte', () => {
  it('clamps the percent; completado only when the clamped percent is 100', () => {
    expect(acotarReporte({ progreso: 'completado', porcentaje: 100 }, 8)).toEqual({
      progreso: 'iniciado',
      porcentaje: 8,
    });
    expect(acotarReporte({ progreso: 'iniciado', porcentaje: 100 }, 100)).toEqual({
      progreso: 'completado',
      porcentaje: 100,
    });
    // A player's "ended" at 99 % is a claim of the end: complete when time allows it.
    expect(acotarReporte({ progreso: 'completado', porcentaje: 99 }, 100)).toEqual({
      progreso: 'completado',
      porcentaje: 100,
    });
  });

  it('leaves a report within the bound as it is', () => {
    expect(acotarReporte({ progreso: 'iniciado', porcentaje: 30 }, 45)).toEqual({
      progreso: 'iniciado',
      porcentaje: 30,
    });
    expect(acotarReporte({ progreso: 'no-iniciado', porcentaje: 0 }, 45)).toEqual({
      progreso: 'no-iniciado',
      porcentaje: 0,
    });
  });
});

describe('indexed course order (issue 18: locks in O(1) per lesson)', () => {
  const ordenadas = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ _id: id, nombre: `1.${id}` }));
  const progresos = new Map<string, ProgresoLeccion>([
    ['a', { progreso: 'completado', porcentaje: 100 }],
    ['b', { progreso: 'iniciado', porcentaje: 100 }],
    ['c', { progreso: 'iniciado', porcentaje: 99 }],
  ]);

  it('gives each lesson the lock the scan of estadoBloqueo gives', () => {
    const orden = indexarOrden(ordenadas);
    for (const id of ['a', 'b', 'c', 'd', 'e', 'ajena']) {
      expect(bloqueoTras(leccionAnterior(orden, id), progresos)).toEqual(
        estadoBloqueo(ordenadas, progresos, id),
      );
    }
    expect(bloqueoTras(leccionAnterior(orden, 'd'), progresos)).toEqual({
      bloqueada: true,
      anterior: { _id: 'c', nombre: '1.c', porcentaje: 99 },
    });
  });

  it('the first lesson and a lesson outside the order have no predecessor', () => {
    const orden = indexarOrden(ordenadas);
    expect(leccionAnterior(orden, 'a')).toBeNull();
    expect(leccionAnterior(orden, 'syllabus')).toBeNull();
    expect(leccionAnterior(indexarOrden([]), 'a')).toBeNull();
  });
});
