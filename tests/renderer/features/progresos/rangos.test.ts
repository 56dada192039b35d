import { describe, expect, it } from 'vitest';
import { SALTO_TECLADO } from '../../../../src/renderer/features/progresos/constantes';
import {
  RangosReproducidos,
  agregarRango,
  formatoTiempo,
  tiempoTrasTecla,
} from '../../../../src/renderer/features/progresos/rangos';

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

  it('a fresh element stands at 0: the first play counts from there', () => {
    const r = new RangosReproducidos();
    // No seek ever happened; Chromium's play event reads 0.014 s (issue 13: 99 % on 10 s).
    r.reanudar(0.014, 1000, 1);
    r.avanzar(0.26, 1250, 1);
    expect(r.rangos).toEqual([{ inicio: 0, fin: 0.26 }]);
  });

  it('counts the stretch a busy page played before handling play, within what real time allows', () => {
    // play() at 3020 ms; the main thread was busy, the play event is handled 0.6 s later at 2x.
    const r = new RangosReproducidos();
    r.pedirReproduccion(3020);
    r.reanudar(1.025, 3623, 2);
    expect(r.rangos).toEqual([{ inicio: 0, fin: 1.025 }]);
    // A position further than real time at that speed explains was a seek.
    const s = new RangosReproducidos();
    s.pedirReproduccion(3020);
    s.reanudar(8, 3623, 2);
    expect(s.rangos).toEqual([]);
    // The request is used once: a later play without one falls back to 0.25 s.
    s.reanudar(9, 9000, 2);
    expect(s.rangos).toEqual([]);
  });

  it('a 24 s video at 2x on a CPU throttled 4x with a busy main thread reaches 100 %', () => {
    // Recorded in Chromium (tests/e2e/completitud.spec.ts): [performance.now() ms, currentTime]
    // of each timeupdate; play() at 3020, play handled at 3623 reading 1.025, then
    // timeupdate about every 0.26 s with 0.95 s holes, pause and ended at 24.
    const eventos: [number, number][] = [
      [3633, 1.059],
      [3896, 1.577],
      [4850, 3.491],
      [5098, 3.99],
      [5366, 4.523],
      [5654, 5.1],
      [5916, 5.634],
      [6848, 7.475],
      [7099, 7.987],
      [7390, 8.571],
      [7647, 9.093],
      [7909, 9.606],
      [8873, 11.543],
      [9117, 12.032],
      [9381, 12.56],
      [9646, 13.092],
      [9912, 13.608],
      [10856, 15.496],
      [11115, 16.032],
      [11403, 16.604],
      [11661, 17.118],
      [11926, 17.653],
      [12865, 19.537],
      [13099, 20.0],
      [13367, 20.52],
      [13636, 21.056],
      [13902, 21.597],
      [14930, 23.664],
      [15124, 24.0],
    ];
    const r = new RangosReproducidos();
    r.pedirReproduccion(3020);
    r.reanudar(1.025, 3623, 2);
    for (const [reloj, t] of eventos) r.avanzar(t, reloj, 2);
    expect(r.rangos).toEqual([{ inicio: 0, fin: 24 }]);
    r.terminar(24, 15152, 2);
    expect(r.porcentaje(24)).toBe(100);
  });

  it('accepts the step of a speed change between two events (the higher speed bounds it)', () => {
    const r = new RangosReproducidos();
    r.saltar(0, 1000, 1);
    r.avanzar(0.25, 1250, 1);
    // Switched to 2x, the next event arrives a second later: 2.25 s of media.
    r.avanzar(2.5, 2250, 2);
    expect(r.rangos).toEqual([{ inicio: 0, fin: 2.5 }]);
  });

  it('ended after at least 90 % really played is the whole lesson', () => {
    const r = new RangosReproducidos();
    r.saltar(0, 0, 1);
    // Played 0–22 of 24, then the last events were lost (a 2 s jump in 0.1 s of clock).
    let reloj = 0;
    for (let t = 0.25; t <= 22; t += 0.25) r.avanzar(t, (reloj += 250), 1);
    r.avanzar(24, reloj + 100, 1);
    expect(r.porcentaje(24)).toBe(91);
    r.terminar(24, reloj + 120, 1);
    expect(r.porcentaje(24)).toBe(100);
  });

  it('ended after a seek over more than a tenth of the lesson is not the end', () => {
    const r = new RangosReproducidos();
    r.saltar(0, 0, 2);
    reproducir(r, 0, 5);
    // The learner drags the position to 20 s (a seek) and lets it end.
    r.saltar(20, 10_000, 2);
    reproducir(r, 20, 24);
    r.terminar(24, 12_000, 2);
    expect(r.porcentaje(24)).toBe(37);
    // 89 % played and ended: still not whole.
    const s = new RangosReproducidos();
    s.saltar(0);
    reproducir(s, 0, 89);
    s.saltar(100);
    s.terminar(100);
    expect(s.porcentaje(100)).toBe(89);
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
