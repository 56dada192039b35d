import { porcentajeReproducido } from '@shared/domain/progreso';
import { SALTO_MAXIMO_S, UMBRAL_FIN } from './constantes';

export interface Rango {
  inicio: number;
  fin: number;
}

/** Adds a range to a sorted list of disjoint ranges, merging what overlaps or touches. */
export function agregarRango(rangos: readonly Rango[], nuevo: Rango): Rango[] {
  if (!(nuevo.fin > nuevo.inicio)) return rangos.slice();
  const resultado: Rango[] = [];
  let actual = { ...nuevo };
  let colocado = false;
  for (const r of rangos) {
    if (r.fin < actual.inicio) resultado.push(r);
    else if (r.inicio > actual.fin) {
      if (!colocado) {
        resultado.push(actual);
        colocado = true;
      }
      resultado.push(r);
    } else {
      actual = { inicio: Math.min(r.inicio, actual.inicio), fin: Math.max(r.fin, actual.fin) };
    }
  }
  if (!colocado) resultado.push(actual);
  return resultado;
}

/** What a media element may have played between `play()` and its `play` event, unclocked. */
const ARRANQUE_MAXIMO_S = 0.25;
/** Real time × speed × HOLGURA (+ MARGEN_S) bounds a stretch: timers and clocks are coarse. */
const HOLGURA = 1.5;
const MARGEN_S = 0.5;

/**
 * What a learner actually played of a video or audio (spec 4, issue 13; docs/progreso-cliente.md).
 * Each new position adds the stretch since the previous one when it moved forward by no
 * more than SALTO_MAXIMO_S, or than the real time that passed at the speed in use (a busy
 * machine fires `timeupdate` seconds apart and handles `play` late). Seeks (`saltar`, which
 * every `seeking` event calls) add nothing. `ended` after at least UMBRAL_FIN of the
 * duration really played counts as the whole (`terminar`).
 */
export class RangosReproducidos {
  private lista: Rango[] = [];
  /** A fresh element stands at 0: the first `play` starts from a known position. */
  private ultimo: number | null = 0;
  private ultimoReloj: number | null = null;
  private ultimaVelocidad = 1;
  private pedido: number | null = null;
  private terminado = false;

  constructor(
    private readonly saltoMaximo = SALTO_MAXIMO_S,
    private readonly umbralFin = UMBRAL_FIN,
  ) {}

  /** The longest stretch real playback can cover since `desde` (ms), at these speeds. */
  private alcance(relojMs: number | undefined, desde: number | null, velocidad: number): number {
    if (relojMs === undefined || desde === null || !(relojMs > desde)) return 0;
    const v = Math.max(velocidad, this.ultimaVelocidad, 0);
    return ((relojMs - desde) / 1000) * v * HOLGURA + MARGEN_S;
  }

  private contar(desde: number, hasta: number, maximo: number): void {
    const delta = hasta - desde;
    if (delta > 0 && delta <= maximo) {
      this.lista = agregarRango(this.lista, { inicio: desde, fin: hasta });
    }
  }

  /**
   * A new playback position (timeupdate). `relojMs` (performance.now()) and `velocidad`
   * (playbackRate) widen the allowed step to what real playback could cover.
   */
  avanzar(tiempo: number, relojMs?: number, velocidad = 1): void {
    if (!Number.isFinite(tiempo)) return;
    const previo = this.ultimo;
    const maximo = Math.max(this.saltoMaximo, this.alcance(relojMs, this.ultimoReloj, velocidad));
    this.ultimo = tiempo;
    this.ultimoReloj = relojMs ?? null;
    this.ultimaVelocidad = velocidad;
    if (previo !== null) this.contar(previo, tiempo, maximo);
  }

  /** `play()` was called at `relojMs`: playback may begin before `play` is handled. */
  pedirReproduccion(relojMs: number): void {
    this.pedido = relojMs;
  }

  /**
   * Playback (re)starts (the `play` event). By then the element may already have played a
   * stretch from the last known position: Chromium reports ~0.015 s on an idle machine, a
   * second or more when the page's main thread was busy. Up to what real time since the
   * `play()` request allows (ARRANQUE_MAXIMO_S without one) it counts; further is a seek.
   */
  reanudar(tiempo: number, relojMs?: number, velocidad = 1): void {
    if (!Number.isFinite(tiempo)) return;
    const previo = this.ultimo;
    const maximo = Math.max(ARRANQUE_MAXIMO_S, this.alcance(relojMs, this.pedido, velocidad));
    this.pedido = null;
    if (previo !== null) this.contar(previo, tiempo, maximo);
    this.saltar(tiempo, relojMs, velocidad);
  }

  /** The position moved without playing (seeking, stop): the next stretch starts here. */
  saltar(tiempo: number, relojMs?: number, velocidad = this.ultimaVelocidad): void {
    this.ultimo = Number.isFinite(tiempo) ? tiempo : null;
    this.ultimoReloj = relojMs ?? null;
    this.ultimaVelocidad = velocidad;
  }

  /**
   * The `ended` event: the last stretch up to the end counts like any other; then, when at
   * least UMBRAL_FIN of the duration was really played, the lesson is whole (the holes are
   * what a slow machine did not report, not what the learner skipped).
   */
  terminar(duracion: number, relojMs?: number, velocidad = 1): void {
    if (!(duracion > 0) || !Number.isFinite(duracion)) return;
    this.avanzar(duracion, relojMs, velocidad);
    const real = this.lista.reduce(
      (s, r) => s + Math.min(r.fin, duracion) - Math.max(r.inicio, 0),
      0,
    );
    if (real >= duracion * this.umbralFin) this.terminado = true;
  }

  get rangos(): readonly Rango[] {
    return this.lista;
  }

  porcentaje(duracion: number): number {
    if (this.terminado && duracion > 0) return 100;
    return porcentajeReproducido(this.lista, duracion);
  }
}

/** ArrowLeft / ArrowRight: the new position, SALTO_TECLADO of the duration away, clamped. */
export function tiempoTrasTecla(
  actual: number,
  duracion: number,
  direccion: 'atras' | 'adelante',
  salto = 0.05,
): number {
  if (!(duracion > 0) || !Number.isFinite(duracion)) return Math.max(0, actual);
  const paso = duracion * salto * (direccion === 'adelante' ? 1 : -1);
  return Math.min(duracion, Math.max(0, actual + paso));
}

/** "m:ss" (or "h:mm:ss") for the time display. */
export function formatoTiempo(segundos: number): string {
  const s = Number.isFinite(segundos) && segundos > 0 ? Math.floor(segundos) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
