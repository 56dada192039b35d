import { describe, expect, it } from 'vitest';
import { SALTO_TECLADO } from '../../../../src/renderer/features/reproductor/constantes';
import {
  RangosReproducidos,
  agregarRango,
  formatoTiempo,
  tiempoTrasTecla,
} from '../../../../src/renderer/features/reproductor/rangos';

/** Plays from `desde` to `hasta` with timeupdate every 0.25 s. */
function reproducir(r: RangosReproducidos, desde: number, hasta: number) {
  for (let t = desde; t < hasta; t += 0.25) r.avanzar(t);
  // 'ended' (or the last timeupdate) lands exactly on the end.
  r.avanzar(hasta);
}

describe('played-ranges tracker', () => {
  it('counts what was played between consecutive positions', () => {
    const r = new RangosReproducidos();
    r.saltar(0);
    reproducir(r, 0, 30);
    expect(r.rangos).toEqual([{ inicio: 0, fin: 30 }]);
    expect(r.porcentaje(100)).toBe(30);
  });

  it('does not count seeks, neither announced nor detected as a big jump', () => {
    const r = new RangosReproducidos();
    r.saltar(0);
    reproducir(r, 0, 10);
    // Seeking to 80 (the element announces it).
    r.saltar(80);
    reproducir(r, 80, 90);
    // A jump without a seeking event (more than 1.5 s): not played either.
    r.avanzar(95);
    reproducir(r, 95, 100);
    expect(r.rangos).toEqual([
      { inicio: 0, fin: 10 },
      { inicio: 80, fin: 90 },
      { inicio: 95, fin: 100 },
    ]);
    expect(r.porcentaje(100)).toBe(25);
  });

  it('merges overlapping replays: watching twice does not count twice', () => {
    const r = new RangosReproducidos();
    r.saltar(0);
    reproducir(r, 0, 20);
    r.saltar(10);
    reproducir(r, 10, 40);
    r.saltar(5);
    reproducir(r, 5, 15);
    expect(r.rangos).toEqual([{ inicio: 0, fin: 40 }]);
    expect(r.porcentaje(80)).toBe(50);
  });

  it('ignores backward moves and non-finite times; 0 % without a duration', () => {
    const r = new RangosReproducidos();
    r.avanzar(10);
    r.avanzar(9);
    r.avanzar(Number.NaN);
    expect(r.rangos).toEqual([]);
    // Playing on from the new position counts from there.
    r.avanzar(10);
    expect(r.rangos).toEqual([{ inicio: 9, fin: 10 }]);
    expect(r.porcentaje(0)).toBe(0);
    expect(r.porcentaje(Number.NaN)).toBe(0);
  });

  it('reaches 100 % when the whole media was played to the end', () => {
    const r = new RangosReproducidos();
    r.saltar(0);
    reproducir(r, 0, 12.3);
    expect(r.porcentaje(12.3)).toBe(100);
  });

  it('counts the first frame played before the play event (Chromium: ~0.015 s), not a seek', () => {
    // Seen in Chromium: stop (seek to 0), play, and the play event already reads 0.014 s.
    const r = new RangosReproducidos();
    r.saltar(0);
    r.reanudar(0.014, 1000);
    reproducir(r, 0.014, 10);
    expect(r.porcentaje(10)).toBe(100);
    // A position far from the last one when playback starts was a seek: nothing counts.
    const s = new RangosReproducidos();
    s.saltar(0);
    s.reanudar(4, 1000);
    s.avanzar(4.25, 1250, 1);
    expect(s.rangos).toEqual([{ inicio: 4, fin: 4.25 }]);
  });

  it('accepts a late timeupdate when real time and speed explain the step', () => {
    const r = new RangosReproducidos();
    r.saltar(0, 1000);
    // At 2x, 0.9 s of real time later: 1.8 s of media, more than 1.5 but really played.
    r.avanzar(1.8, 1900, 2);
    expect(r.rangos).toEqual([{ inicio: 0, fin: 1.8 }]);
    // 0.25 s of real time cannot cover 20 s of media: a seek without its event.
    r.avanzar(21.8, 2150, 2);
    expect(r.rangos).toEqual([{ inicio: 0, fin: 1.8 }]);
    // Without the clock, the fixed limit applies.
    const s = new RangosReproducidos();
    s.saltar(0);
    s.avanzar(1.8);
    expect(s.rangos).toEqual([]);
  });

  it('agregarRango keeps ranges sorted and disjoint', () => {
    let rangos = agregarRango([], { inicio: 50, fin: 60 });
    rangos = agregarRango(rangos, { inicio: 10, fin: 20 });
    rangos = agregarRango(rangos, { inicio: 30, fin: 40 });
    expect(rangos).toEqual([
      { inicio: 10, fin: 20 },
      { inicio: 30, fin: 40 },
      { inicio: 50, fin: 60 },
    ]);
    rangos = agregarRango(rangos, { inicio: 15, fin: 55 });
    expect(rangos).toEqual([{ inicio: 10, fin: 60 }]);
    expect(agregarRango(rangos, { inicio: 5, fin: 5 })).toEqual(rangos);
  });
});

describe('keyboard seek', () => {
  it('moves 5 % of the duration', () => {
    expect(SALTO_TECLADO).toBe(0.05);
    expect(tiempoTrasTecla(50, 200, 'adelante')).toBe(60);
    expect(tiempoTrasTecla(50, 200, 'atras')).toBe(40);
  });

  it('is clamped to the start and the end', () => {
    expect(tiempoTrasTecla(3, 200, 'atras')).toBe(0);
    expect(tiempoTrasTecla(195, 200, 'adelante')).toBe(200);
  });

  it('stays put without a known duration', () => {
    expect(tiempoTrasTecla(7, Number.NaN, 'adelante')).toBe(7);
    expect(tiempoTrasTecla(7, 0, 'atras')).toBe(7);
  });

  it('formats the time display', () => {
    expect(formatoTiempo(0)).toBe('0:00');
    expect(formatoTiempo(65.7)).toBe('1:05');
    expect(formatoTiempo(3725)).toBe('1:02:05');
    expect(formatoTiempo(Number.NaN)).toBe('0:00');
  });
});
