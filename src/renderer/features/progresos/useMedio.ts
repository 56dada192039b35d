import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
} from 'react';
import { OCULTAR_CONTROLES_MS, SALTO_TECLADO } from './constantes';
import { RangosReproducidos, tiempoTrasTecla } from './rangos';

type Reportar = (porcentaje: number, forzar: boolean) => void;
type Medio = { currentTarget: HTMLMediaElement };

/** The player's controls bar: shown, and hidden again after 2 s still over a playing video. */
export function useControlesVisibles(tipo: 'video' | 'audio') {
  const [visibles, setVisibles] = useState(true);
  const temporizador = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (temporizador.current) clearTimeout(temporizador.current);
    },
    [],
  );
  const mostrar = () => {
    setVisibles(true);
    if (temporizador.current) clearTimeout(temporizador.current);
    if (tipo === 'video') {
      temporizador.current = setTimeout(() => setVisibles(false), OCULTAR_CONTROLES_MS);
    }
  };
  return { visibles, mostrar, fijar: () => setVisibles(true) };
}

export type ControlesVisibles = ReturnType<typeof useControlesVisibles>;

/** What the media handlers reach: closures over the hook's refs, never the refs. */
interface Estado {
  rangos: RangosReproducidos;
  medio(): HTMLMediaElement | null;
  fijarMedio(el: HTMLMediaElement | null): void;
  duracion(): number;
  fijarDuracion(segundos: number): void;
  /** Reports the played share now (`forzar`: whatever the 10 s throttle says). */
  reportar(forzar: boolean): void;
  controles: ControlesVisibles;
  volumen: number;
  velocidad: number;
  setReproduciendo: Dispatch<SetStateAction<boolean>>;
  setTiempo: Dispatch<SetStateAction<number>>;
}

/**
 * The <video>/<audio> props: every media event feeds the played ranges and the report.
 * A hook by name only (it calls none): it builds handlers that read the refs when they run.
 */
function useEventosMedio(src: string, e: Estado) {
  return {
    ref: e.fijarMedio,
    src,
    preload: 'metadata' as const,
    onLoadedMetadata: ({ currentTarget: m }: Medio) => {
      const d = m.duration;
      e.fijarDuracion(Number.isFinite(d) ? d : 0);
      m.volume = e.volumen;
      m.playbackRate = e.velocidad;
    },
    onDurationChange: ({ currentTarget: m }: Medio) => {
      if (Number.isFinite(m.duration)) e.fijarDuracion(m.duration);
    },
    onPlay: ({ currentTarget: m }: Medio) => {
      e.rangos.reanudar(m.currentTime, performance.now(), m.playbackRate);
      e.setReproduciendo(true);
      e.controles.mostrar();
    },
    onPause: () => {
      e.setReproduciendo(false);
      e.controles.fijar();
      e.reportar(true);
    },
    onSeeking: ({ currentTarget: m }: Medio) => {
      e.rangos.saltar(m.currentTime, performance.now(), m.playbackRate);
    },
    onTimeUpdate: ({ currentTarget: m }: Medio) => {
      e.rangos.avanzar(m.currentTime, performance.now(), m.playbackRate);
      e.setTiempo(m.currentTime);
      e.reportar(false);
    },
    onEnded: ({ currentTarget: m }: Medio) => {
      e.rangos.terminar(m.duration, performance.now(), m.playbackRate);
      e.setReproduciendo(false);
      e.controles.fijar();
      e.reportar(true);
    },
  };
}

/** The actions of the controls and of the keyboard on the media element (a hook by name, as above). */
function useAccionesMedio(e: Estado) {
  const irA = (segundos: number) => {
    const medio = e.medio();
    if (!medio) return;
    e.rangos.saltar(segundos);
    medio.currentTime = segundos;
    e.setTiempo(segundos);
  };
  const alternar = () => {
    const medio = e.medio();
    if (!medio) return;
    if (medio.paused || medio.ended) {
      e.rangos.pedirReproduccion(performance.now());
      void medio.play().catch(() => undefined);
    } else medio.pause();
  };
  return {
    irA,
    alternar,
    detener: () => {
      const medio = e.medio();
      if (!medio) return;
      medio.pause();
      medio.currentTime = 0;
      e.rangos.saltar(0);
      e.setTiempo(0);
    },
    alPulsarTecla: (ev: KeyboardEvent<HTMLDivElement>) => {
      const destino = ev.target as HTMLElement;
      // Space/Enter on the player itself (or the video) play and pause; on a control they
      // press that control.
      const enElPlayer =
        destino === ev.currentTarget || destino.tagName === 'VIDEO' || destino.tagName === 'AUDIO';
      if ((ev.key === ' ' || ev.key === 'Enter') && enElPlayer) {
        ev.preventDefault();
        alternar();
        return;
      }
      if (ev.key !== 'ArrowLeft' && ev.key !== 'ArrowRight') return;
      // Sliders, selects and the CC menu (its popover bubbles here) use the arrows themselves.
      if (destino.closest('input, select, [role="slider"], [role^="menuitem"], [role="menu"]'))
        return;
      const medio = e.medio();
      if (!medio) return;
      ev.preventDefault();
      const sentido = ev.key === 'ArrowLeft' ? 'atras' : 'adelante';
      irA(tiempoTrasTecla(medio.currentTime, e.duracion(), sentido, SALTO_TECLADO));
      e.controles.mostrar();
    },
  };
}

/**
 * The state of a played video or audio: position, duration, volume, speed and the ranges
 * really played (`rangos.ts`), with the actions of the controls. Closing the player
 * (unmount) reports what was played.
 */
export function useMedio(src: string, onProgreso: Reportar, controles: ControlesVisibles) {
  const medioRef = useRef<HTMLMediaElement | null>(null);
  const [rangos] = useState(() => new RangosReproducidos());
  const [reproduciendo, setReproduciendo] = useState(false);
  const [tiempo, setTiempo] = useState(0);
  const [duracion, setDuracion] = useState(0);
  const [volumen, setVolumen] = useState(1);
  const [velocidad, setVelocidad] = useState(1);
  const duracionRef = useRef(0);
  const progreso = useRef(onProgreso);
  useEffect(() => {
    progreso.current = onProgreso;
  }, [onProgreso]);
  useEffect(() => () => progreso.current(rangos.porcentaje(duracionRef.current), true), [rangos]);

  const estado: Estado = {
    rangos,
    controles,
    volumen,
    velocidad,
    setReproduciendo,
    setTiempo,
    medio: () => medioRef.current,
    fijarMedio: (el) => {
      medioRef.current = el;
    },
    duracion: () => duracionRef.current,
    fijarDuracion: (d) => {
      duracionRef.current = d;
      setDuracion(d);
    },
    reportar: (forzar) => progreso.current(rangos.porcentaje(duracionRef.current), forzar),
  };
  const cambiarVelocidad = (v: number) => {
    setVelocidad(v);
    if (medioRef.current) medioRef.current.playbackRate = v;
  };
  const cambiarVolumen = (v: number) => {
    setVolumen(v);
    if (medioRef.current) medioRef.current.volume = v;
  };
  const eventos = useEventosMedio(src, estado);
  const acciones = useAccionesMedio(estado);
  return {
    eventos,
    ...acciones,
    cambiarVelocidad,
    cambiarVolumen,
    reproduciendo,
    tiempo,
    duracion,
    volumen,
    velocidad,
  };
}

export type EstadoMedio = ReturnType<typeof useMedio>;
