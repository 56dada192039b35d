import { describe, expect, it } from 'vitest';
import {
  escucharActividad,
  VigilanteInactividad,
  type EstadoInactividad,
  type Reloj,
} from '../../../../src/renderer/features/kiosko/inactividad';

/** A clock that only moves when the test says so, running due timers in time order. */
class RelojManual implements Reloj {
  private tiempo = 1_000_000;
  private siguienteId = 0;
  private readonly pendientes = new Map<number, { en: number; fn: () => void }>();

  ahora(): number {
    return this.tiempo;
  }

  programar(ms: number, fn: () => void): () => void {
    const id = this.siguienteId++;
    this.pendientes.set(id, { en: this.tiempo + ms, fn });
    return () => void this.pendientes.delete(id);
  }

  get programados(): number {
    return this.pendientes.size;
  }

  /** Time passes with no timer running (a suspended PC); they run at the next avanzar. */
  saltar(ms: number): void {
    this.tiempo += ms;
  }

  avanzar(ms: number): void {
    const fin = this.tiempo + ms;
    for (;;) {
      const proximo = [...this.pendientes.entries()]
        .filter(([, t]) => t.en <= fin)
        .sort((a, b) => a[1].en - b[1].en)[0];
      if (!proximo) break;
      this.pendientes.delete(proximo[0]);
      this.tiempo = Math.max(this.tiempo, proximo[1].en);
      proximo[1].fn();
    }
    this.tiempo = fin;
  }
}

function montar(inactividadSegundos = 60, cuentaRegresivaSegundos = 30) {
  const reloj = new RelojManual();
  const estados: EstadoInactividad[] = [];
  let cierres = 0;
  const vigilante = new VigilanteInactividad({
    inactividadSegundos,
    cuentaRegresivaSegundos,
    reloj,
    alCambiar: (e) => estados.push(e),
    alCerrar: () => cierres++,
  });
  const segundos = () => estados.flatMap((e) => (e.fase === 'aviso' ? [e.segundosRestantes] : []));
  return { reloj, vigilante, estados, segundos, cierres: () => cierres };
}

describe('VigilanteInactividad', () => {
  it('after the idle time shows the countdown, one number per second, and logs out at 0', () => {
    const { reloj, vigilante, estados, segundos, cierres } = montar(60, 5);
    reloj.avanzar(59_999);
    expect(vigilante.estado).toEqual({ fase: 'vigilando' });
    reloj.avanzar(1);
    expect(vigilante.estado).toEqual({ fase: 'aviso', segundosRestantes: 5 });
    reloj.avanzar(4_999);
    expect(segundos()).toEqual([5, 4, 3, 2, 1]);
    expect(cierres()).toBe(0);
    reloj.avanzar(1);
    expect(vigilante.estado).toEqual({ fase: 'cerrada' });
    expect(cierres()).toBe(1);
    expect(estados.at(-1)).toEqual({ fase: 'cerrada' });
    // Closed once, and nothing left running.
    reloj.avanzar(600_000);
    expect(cierres()).toBe(1);
    expect(reloj.programados).toBe(0);
  });

  it('activity while watching pushes the countdown back by a full idle period', () => {
    const { reloj, vigilante } = montar(60, 5);
    reloj.avanzar(50_000);
    vigilante.actividad();
    reloj.avanzar(59_000);
    expect(vigilante.estado.fase).toBe('vigilando');
    reloj.avanzar(1_000);
    expect(vigilante.estado).toEqual({ fase: 'aviso', segundosRestantes: 5 });
  });

  it('a key press during the countdown cancels it and starts a fresh idle period', () => {
    const { reloj, vigilante, estados, cierres } = montar(60, 5);
    reloj.avanzar(62_000);
    expect(vigilante.estado).toEqual({ fase: 'aviso', segundosRestantes: 3 });
    vigilante.actividad('teclado');
    expect(vigilante.estado).toEqual({ fase: 'vigilando' });
    expect(estados.at(-1)).toEqual({ fase: 'vigilando' });
    reloj.avanzar(59_999);
    expect(vigilante.estado.fase).toBe('vigilando');
    reloj.avanzar(1);
    expect(vigilante.estado).toEqual({ fase: 'aviso', segundosRestantes: 5 });
    expect(cierres()).toBe(0);
  });

  it('the pointer does not cancel the countdown (its click would fall through the dialog)', () => {
    const { reloj, vigilante, cierres } = montar(60, 5);
    reloj.avanzar(60_000);
    vigilante.actividad('puntero');
    expect(vigilante.estado).toEqual({ fase: 'aviso', segundosRestantes: 5 });
    reloj.avanzar(5_000);
    expect(cierres()).toBe(1);
  });

  it("'Seguir aquí' cancels the countdown the same way", () => {
    const { reloj, vigilante, cierres } = montar(10, 30);
    reloj.avanzar(10_000);
    expect(vigilante.estado.fase).toBe('aviso');
    reloj.avanzar(29_000);
    vigilante.seguirAqui();
    expect(vigilante.estado.fase).toBe('vigilando');
    reloj.avanzar(5_000);
    expect(cierres()).toBe(0);
    expect(vigilante.estado.fase).toBe('vigilando');
  });

  it('records activity at most once per interval, without moving any timer', () => {
    const { reloj, vigilante } = montar(60, 5);
    const programadosAntes = reloj.programados;
    reloj.avanzar(30_000);
    vigilante.actividad(); // recorded: idle now counts from 30 s
    reloj.avanzar(500);
    vigilante.actividad(); // within the interval: not recorded again
    expect(reloj.programados).toBe(programadosAntes);
    reloj.avanzar(59_500); // 60 s after the recorded activity
    expect(vigilante.estado.fase).toBe('aviso');
  });

  it('a late timer (a suspended PC) never stretches the countdown: it closes on the deadline', () => {
    const { reloj, vigilante, segundos, cierres } = montar(60, 30);
    reloj.avanzar(60_000);
    expect(vigilante.estado).toEqual({ fase: 'aviso', segundosRestantes: 30 });
    reloj.saltar(40_000);
    reloj.avanzar(0);
    expect(cierres()).toBe(1);
    expect(segundos()).toEqual([30]);
  });

  it('a PC woken long after the idle time still shows the whole countdown first', () => {
    const { reloj, vigilante, cierres } = montar(60, 30);
    reloj.saltar(3_600_000);
    reloj.avanzar(0);
    expect(vigilante.estado).toEqual({ fase: 'aviso', segundosRestantes: 30 });
    expect(cierres()).toBe(0);
  });

  it('stopped (unmounted, or the user logged out another way), it does nothing more', () => {
    const { reloj, vigilante, estados, cierres } = montar(10, 5);
    vigilante.detener();
    reloj.avanzar(60_000);
    vigilante.actividad();
    vigilante.seguirAqui();
    expect(estados).toEqual([]);
    expect(cierres()).toBe(0);
    expect(reloj.programados).toBe(0);
  });
});

describe('escucharActividad', () => {
  const evento = (tipo: string, extra: Record<string, number> = {}) =>
    Object.assign(new Event(tipo), extra);

  it('counts pointer, keyboard, touch and wheel, says which, and stops when undone', () => {
    const objetivo = new EventTarget();
    const origenes: string[] = [];
    const dejar = escucharActividad(objetivo, (origen) => origenes.push(origen));
    for (const tipo of ['pointerdown', 'keydown', 'touchstart', 'wheel']) {
      objetivo.dispatchEvent(evento(tipo));
    }
    objetivo.dispatchEvent(evento('focus'));
    expect(origenes).toEqual(['puntero', 'teclado', 'puntero', 'puntero']);
    dejar();
    objetivo.dispatchEvent(evento('keydown'));
    expect(origenes).toHaveLength(4);
  });

  it('a pointermove that does not move (the page changed under a still mouse) is not activity', () => {
    const objetivo = new EventTarget();
    let veces = 0;
    escucharActividad(objetivo, () => veces++);
    objetivo.dispatchEvent(evento('pointermove', { clientX: 10, clientY: 20 }));
    objetivo.dispatchEvent(evento('pointermove', { clientX: 10, clientY: 20 }));
    expect(veces).toBe(1);
    objetivo.dispatchEvent(evento('pointermove', { clientX: 11, clientY: 20 }));
    expect(veces).toBe(2);
  });
});
