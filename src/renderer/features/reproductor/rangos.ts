import { porcentajeReproducido } from '@shared/domain/progreso';
import { SALTO_MAXIMO_S } from './constantes';

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

/**
 * What a learner actually played of a video or audio (spec 4): each `timeupdate` adds the
 * stretch since the previous position when it moved forward by at most SALTO_MAXIMO_S
 * (or, when the caller passes the clock and the speed, by no more than the time that really
 * passed at that speed: a busy machine may fire timeupdate late); seeks (`saltar`, or any
 * bigger jump) add nothing.
 */
/** What a media element may have played between `play()` and its `play` event. */
const ARRANQUE_MAXIMO_S = 0.25;

export class RangosReproducidos {
  private lista: Rango[] = [];
  private ultimo: number | null = null;
  private ultimoReloj: number | null = null;

  constructor(private readonly saltoMaximo = SALTO_MAXIMO_S) {}

  /**
   * A new playback position (timeupdate, ended). `relojMs` (performance.now()) and
   * `velocidad` (playbackRate) widen the allowed step to what real playback could cover.
   */
  avanzar(tiempo: number, relojMs?: number, velocidad = 1): void {
    if (!Number.isFinite(tiempo)) return;
    const previo = this.ultimo;
    const relojPrevio = this.ultimoReloj;
    this.ultimo = tiempo;
    this.ultimoReloj = relojMs ?? null;
    if (previo === null) return;
    const delta = tiempo - previo;
    let maximo = this.saltoMaximo;
    if (relojMs !== undefined && relojPrevio !== null && relojMs > relojPrevio) {
      const posible = ((relojMs - relojPrevio) / 1000) * Math.max(velocidad, 0) * 1.2 + 0.25;
      maximo = Math.max(maximo, posible);
    }
    if (delta > 0 && delta <= maximo) {
      this.lista = agregarRango(this.lista, { inicio: previo, fin: tiempo });
    }
  }

  /**
   * Playback (re)starts (the `play` event). By then the element may already have played its
   * first frame (Chromium reports ~0.015 s): that stretch from the last known position counts,
   * or a lesson played from 0 to the end would stay at 99 %. Anything further is a seek.
   */
  reanudar(tiempo: number, relojMs?: number): void {
    if (!Number.isFinite(tiempo)) return;
    const previo = this.ultimo;
    if (previo !== null && tiempo > previo && tiempo - previo <= ARRANQUE_MAXIMO_S) {
      this.lista = agregarRango(this.lista, { inicio: previo, fin: tiempo });
    }
    this.saltar(tiempo, relojMs);
  }

  /** The position moved without playing (seeking, stop): the next stretch starts here. */
  saltar(tiempo: number, relojMs?: number): void {
    this.ultimo = Number.isFinite(tiempo) ? tiempo : null;
    this.ultimoReloj = relojMs ?? null;
  }

  get rangos(): readonly Rango[] {
    return this.lista;
  }

  porcentaje(duracion: number): number {
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
