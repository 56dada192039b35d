/**
 * Idle logout on a shared PC, as a state machine over an injected clock so it is tested in
 * Node without waiting: watching → (idle for `inactividadSegundos`) → countdown of
 * `cuentaRegresivaSegundos` → closed. During the countdown a key press or 'Seguir aquí'
 * goes back to watching; the pointer does not, on purpose: the countdown is a modal
 * dialog, and if a press on it closed it, the rest of that click would land on whatever
 * the page has underneath (a course, a delete button). The pointer's way to stay is the
 * button. The countdown runs against a deadline, not by counting ticks, so late timers (a
 * busy or suspended PC) never stretch it.
 */

export interface Reloj {
  ahora(): number;
  /** Runs `fn` after `ms` milliseconds; the answer cancels it. */
  programar(ms: number, fn: () => void): () => void;
}

/** The browser's clock. */
export const relojDelNavegador: Reloj = {
  ahora: () => Date.now(),
  programar: (ms, fn) => {
    const id = window.setTimeout(fn, ms);
    return () => window.clearTimeout(id);
  },
};

/** Where activity came from: see the header for why it matters during the countdown. */
export type OrigenActividad = 'puntero' | 'teclado';

export type EstadoInactividad =
  { fase: 'vigilando' } | { fase: 'aviso'; segundosRestantes: number } | { fase: 'cerrada' };

export interface OpcionesVigilante {
  inactividadSegundos: number;
  cuentaRegresivaSegundos: number;
  reloj: Reloj;
  /**
   * Activity closer than this to the last one recorded is not recorded again: pointermove
   * fires dozens of times a second and none of that needs work. Never applies during the
   * countdown, where a key press cancels at once.
   */
  intervaloMinimoMs?: number;
  alCambiar(estado: EstadoInactividad): void;
  /** The countdown reached 0: log out. Called once. */
  alCerrar(): void;
}

export const INTERVALO_MINIMO_MS = 1000;

export class VigilanteInactividad {
  private readonly o: OpcionesVigilante;
  private readonly intervaloMinimoMs: number;
  private estadoActual: EstadoInactividad = { fase: 'vigilando' };
  private ultimaActividad: number;
  private finAviso = 0;
  private cancelarRevision: () => void = () => undefined;
  private detenido = false;

  constructor(opciones: OpcionesVigilante) {
    this.o = opciones;
    this.intervaloMinimoMs = opciones.intervaloMinimoMs ?? INTERVALO_MINIMO_MS;
    this.ultimaActividad = opciones.reloj.ahora();
    this.programar(opciones.inactividadSegundos * 1000);
  }

  get estado(): EstadoInactividad {
    return this.estadoActual;
  }

  /** Pointer, key, touch or wheel: the learner is here. */
  actividad(origen: OrigenActividad = 'puntero'): void {
    if (this.detenido) return;
    if (this.estadoActual.fase === 'aviso') {
      if (origen === 'teclado') this.seguirAqui();
      return;
    }
    const ahora = this.o.reloj.ahora();
    // No timer is moved here: the pending check sees the new time and waits the rest.
    if (ahora - this.ultimaActividad >= this.intervaloMinimoMs) this.ultimaActividad = ahora;
  }

  /** The 'Seguir aquí' button: back to watching, with a fresh idle period. */
  seguirAqui(): void {
    if (this.detenido) return;
    this.ultimaActividad = this.o.reloj.ahora();
    if (this.estadoActual.fase === 'aviso') {
      this.cambiar({ fase: 'vigilando' });
      this.programar(this.o.inactividadSegundos * 1000);
    }
  }

  /** Unmounted or signed out by other means: no more timers, no more callbacks. */
  detener(): void {
    this.detenido = true;
    this.cancelarRevision();
  }

  private programar(ms: number): void {
    this.cancelarRevision();
    this.cancelarRevision = this.o.reloj.programar(Math.max(0, ms), () => this.revisar());
  }

  private revisar(): void {
    if (this.detenido) return;
    const ahora = this.o.reloj.ahora();
    if (this.estadoActual.fase === 'vigilando') {
      const limite = this.ultimaActividad + this.o.inactividadSegundos * 1000;
      if (ahora < limite) {
        this.programar(limite - ahora);
        return;
      }
      this.finAviso = ahora + this.o.cuentaRegresivaSegundos * 1000;
    }
    const restanteMs = this.finAviso - ahora;
    if (restanteMs <= 0) {
      this.detener();
      this.cambiar({ fase: 'cerrada' });
      this.o.alCerrar();
      return;
    }
    const segundos = Math.ceil(restanteMs / 1000);
    if (this.estadoActual.fase !== 'aviso' || this.estadoActual.segundosRestantes !== segundos) {
      this.cambiar({ fase: 'aviso', segundosRestantes: segundos });
    }
    // Wake when the displayed number changes (or the deadline arrives).
    this.programar(restanteMs - (segundos - 1) * 1000);
  }

  private cambiar(estado: EstadoInactividad): void {
    this.estadoActual = estado;
    this.o.alCambiar(estado);
  }
}

/** What counts as the learner being there. Keyboard focus changes alone do not. */
export const EVENTOS_DE_ACTIVIDAD = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
] as const;

/**
 * Listens for activity on `objetivo` (the window), in the capture phase so a component that
 * stops propagation still counts, passive so scrolling is never delayed. A pointermove at
 * the same place as the last one is not activity: Chromium sends such moves when the page
 * changes under a still mouse (the countdown dialog opening would otherwise cancel itself).
 * Returns the undo.
 */
export function escucharActividad(
  objetivo: EventTarget,
  alActuar: (origen: OrigenActividad) => void,
): () => void {
  const opciones: AddEventListenerOptions = { capture: true, passive: true };
  let ultimaPosicion: string | null = null;
  const oyente = (evento: Event): void => {
    if (evento.type === 'pointermove') {
      const { clientX, clientY } = evento as PointerEvent;
      const posicion = `${clientX},${clientY}`;
      if (posicion === ultimaPosicion) return;
      ultimaPosicion = posicion;
    }
    alActuar(evento.type === 'keydown' ? 'teclado' : 'puntero');
  };
  for (const evento of EVENTOS_DE_ACTIVIDAD) objetivo.addEventListener(evento, oyente, opciones);
  return () => {
    for (const evento of EVENTOS_DE_ACTIVIDAD) {
      objetivo.removeEventListener(evento, oyente, opciones);
    }
  };
}
