import {
  Button,
  Caption1,
  Select,
  Slider,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconoDetener, IconoPausa, IconoPlay } from '../../../ui/iconos';
import { OCULTAR_CONTROLES_MS, PASO_VOLUMEN, SALTO_TECLADO, VELOCIDADES } from '../constantes';
import { RangosReproducidos, formatoTiempo, tiempoTrasTecla } from '../rangos';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  video: { width: '100%', maxHeight: '60vh', backgroundColor: '#000', display: 'block' },
  controles: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    transitionProperty: 'opacity',
    transitionDuration: tokens.durationNormal,
  },
  sobreVideo: { position: 'absolute', left: 0, right: 0, bottom: 0, opacity: 0.95 },
  ocultos: { opacity: 0 },
  posicion: { flexGrow: 1, minWidth: '120px' },
  volumen: { width: '110px' },
  velocidad: { width: '90px' },
});

/**
 * Video and audio with the platform's own controls (spec 2): play/pause, stop, position,
 * speed, volume; ArrowLeft/ArrowRight seek 5 % of the duration; video controls hide after
 * 2 s without pointer movement. Reports the played share through `onProgreso`.
 */
export function VisorMedio({
  tipo,
  src,
  titulo,
  onProgreso,
}: {
  tipo: 'video' | 'audio';
  src: string;
  titulo: string;
  onProgreso(porcentaje: number, forzar: boolean): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const medioRef = useRef<HTMLMediaElement | null>(null);
  const [rangos] = useState(() => new RangosReproducidos());
  const [reproduciendo, setReproduciendo] = useState(false);
  const [tiempo, setTiempo] = useState(0);
  const [duracion, setDuracion] = useState(0);
  const [volumen, setVolumen] = useState(1);
  const [velocidad, setVelocidad] = useState(1);
  const [visibles, setVisibles] = useState(true);
  const temporizador = useRef<ReturnType<typeof setTimeout> | null>(null);
  const duracionRef = useRef(0);
  const progreso = useRef(onProgreso);
  useEffect(() => {
    progreso.current = onProgreso;
  }, [onProgreso]);

  // Closing the player (unmount) reports what was played.
  useEffect(
    () => () => {
      if (temporizador.current) clearTimeout(temporizador.current);
      progreso.current(rangos.porcentaje(duracionRef.current), true);
    },
    [rangos],
  );

  const porcentaje = () => rangos.porcentaje(duracionRef.current);

  const mostrarControles = () => {
    setVisibles(true);
    if (temporizador.current) clearTimeout(temporizador.current);
    if (tipo === 'video') {
      temporizador.current = setTimeout(() => setVisibles(false), OCULTAR_CONTROLES_MS);
    }
  };

  const alternar = () => {
    const medio = medioRef.current;
    if (!medio) return;
    if (medio.paused || medio.ended) {
      rangos.pedirReproduccion(performance.now());
      void medio.play().catch(() => undefined);
    } else medio.pause();
  };
  const detener = () => {
    const medio = medioRef.current;
    if (!medio) return;
    medio.pause();
    medio.currentTime = 0;
    rangos.saltar(0);
    setTiempo(0);
  };
  const irA = (segundos: number) => {
    const medio = medioRef.current;
    if (!medio) return;
    rangos.saltar(segundos);
    medio.currentTime = segundos;
    setTiempo(segundos);
  };
  const alPulsarTecla = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const destino = e.target as HTMLElement;
    // Sliders and selects use the arrows themselves.
    if (destino.closest('input, select, [role="slider"]')) return;
    const medio = medioRef.current;
    if (!medio) return;
    e.preventDefault();
    irA(
      tiempoTrasTecla(
        medio.currentTime,
        duracionRef.current,
        e.key === 'ArrowLeft' ? 'atras' : 'adelante',
        SALTO_TECLADO,
      ),
    );
    mostrarControles();
  };

  const eventos = {
    ref: (el: HTMLMediaElement | null) => {
      medioRef.current = el;
    },
    src,
    preload: 'metadata' as const,
    onLoadedMetadata: (e: { currentTarget: HTMLMediaElement }) => {
      const d = e.currentTarget.duration;
      duracionRef.current = Number.isFinite(d) ? d : 0;
      setDuracion(duracionRef.current);
      e.currentTarget.volume = volumen;
      e.currentTarget.playbackRate = velocidad;
    },
    onDurationChange: (e: { currentTarget: HTMLMediaElement }) => {
      const d = e.currentTarget.duration;
      if (Number.isFinite(d)) {
        duracionRef.current = d;
        setDuracion(d);
      }
    },
    onPlay: (e: { currentTarget: HTMLMediaElement }) => {
      const m = e.currentTarget;
      rangos.reanudar(m.currentTime, performance.now(), m.playbackRate);
      setReproduciendo(true);
      mostrarControles();
    },
    onPause: () => {
      setReproduciendo(false);
      setVisibles(true);
      progreso.current(porcentaje(), true);
    },
    onSeeking: (e: { currentTarget: HTMLMediaElement }) => {
      rangos.saltar(e.currentTarget.currentTime, performance.now(), e.currentTarget.playbackRate);
    },
    onTimeUpdate: (e: { currentTarget: HTMLMediaElement }) => {
      const m = e.currentTarget;
      rangos.avanzar(m.currentTime, performance.now(), m.playbackRate);
      setTiempo(e.currentTarget.currentTime);
      progreso.current(porcentaje(), false);
    },
    onEnded: (e: { currentTarget: HTMLMediaElement }) => {
      const m = e.currentTarget;
      rangos.terminar(m.duration, performance.now(), m.playbackRate);
      setReproduciendo(false);
      setVisibles(true);
      progreso.current(porcentaje(), true);
    },
  };

  const ocultar = tipo === 'video' && reproduciendo && !visibles;
  return (
    <div
      className={styles.root}
      role="group"
      aria-label={t('reproductor.reproductor')}
      tabIndex={0}
      onKeyDown={alPulsarTecla}
      onPointerMove={mostrarControles}
      onFocus={() => setVisibles(true)}
    >
      {tipo === 'video' ? (
        <video
          {...eventos}
          className={styles.video}
          controlsList="nodownload"
          disablePictureInPicture
          playsInline
          title={titulo}
          onClick={alternar}
          onContextMenu={(e) => e.preventDefault()}
        >
          {t('reproductor.sinSoporte')}
        </video>
      ) : (
        <audio {...eventos} title={titulo}>
          {t('reproductor.sinSoporte')}
        </audio>
      )}
      <div
        className={mergeClasses(
          styles.controles,
          tipo === 'video' && styles.sobreVideo,
          ocultar && styles.ocultos,
        )}
      >
        <Button
          appearance="subtle"
          icon={reproduciendo ? <IconoPausa /> : <IconoPlay />}
          aria-label={reproduciendo ? t('reproductor.pausar') : t('reproductor.reproducir')}
          title={reproduciendo ? t('reproductor.pausar') : t('reproductor.reproducir')}
          onClick={alternar}
        />
        <Button
          appearance="subtle"
          icon={<IconoDetener />}
          aria-label={t('reproductor.detener')}
          title={t('reproductor.detener')}
          onClick={detener}
        />
        <Slider
          className={styles.posicion}
          aria-label={t('reproductor.posicion')}
          min={0}
          max={duracion > 0 ? duracion : 1}
          step={0.1}
          value={Math.min(tiempo, duracion > 0 ? duracion : 1)}
          disabled={!(duracion > 0)}
          onChange={(_, data) => irA(data.value)}
        />
        <Caption1>
          {t('reproductor.tiempo', {
            actual: formatoTiempo(tiempo),
            total: formatoTiempo(duracion),
          })}
        </Caption1>
        <Select
          className={styles.velocidad}
          aria-label={t('reproductor.velocidad')}
          value={String(velocidad)}
          onChange={(_, data) => {
            const v = Number(data.value);
            setVelocidad(v);
            if (medioRef.current) medioRef.current.playbackRate = v;
          }}
        >
          {VELOCIDADES.map((v) => (
            <option key={v} value={String(v)}>
              {t('reproductor.velocidadValor', { valor: v })}
            </option>
          ))}
        </Select>
        <Slider
          className={styles.volumen}
          aria-label={t('reproductor.volumen')}
          min={0}
          max={1}
          step={PASO_VOLUMEN}
          value={volumen}
          onChange={(_, data) => {
            setVolumen(data.value);
            if (medioRef.current) medioRef.current.volume = data.value;
          }}
        />
      </div>
    </div>
  );
}
