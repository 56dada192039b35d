import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Subtitulo } from '@shared/api';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useControlesVisibles, useMedio } from '../useMedio';
import { SIN_SUBTITULOS, useEleccionSubtitulos, usePistas, type Pista } from '../useSubtitulos';
import { ControlesMedio } from './ControlesMedio';

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
  ayuda: {
    padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalXS}`,
    color: tokens.colorNeutralForeground2,
  },
});

const SIN_FUENTE = (s: Subtitulo) => s.src;

/** The tracks of the lesson, the CC choice and the <video> they are shown on. */
function useSubtitulosVisor(
  subtitulos: readonly Subtitulo[],
  fuente: (s: Subtitulo) => string,
  idioma: string,
) {
  const { pistas } = usePistas(subtitulos, fuente);
  const cc = useEleccionSubtitulos(pistas, idioma);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useModoPistas(video, cc.actual, pistas.length);
  return { pistas, cc, setVideo };
}

/**
 * Shows the chosen caption track and hides the others. The <track> elements are in the
 * DOM by the time this runs; their TextTracks follow them in order.
 */
function useModoPistas(video: HTMLVideoElement | null, actual: string, n: number) {
  useEffect(() => {
    if (!video) return;
    for (const pista of Array.from(video.textTracks)) {
      pista.mode = actual !== SIN_SUBTITULOS && pista.language === actual ? 'showing' : 'disabled';
    }
  }, [video, actual, n]);
}

/** The <track> of each caption file; the chosen one is the default. */
function Pistas({ pistas, actual }: { pistas: readonly Pista[]; actual: string }) {
  return pistas.map((p) => (
    <track
      key={p.idioma}
      kind="subtitles"
      srcLang={p.idioma}
      label={p.etiqueta}
      src={p.url}
      default={p.idioma === actual}
    />
  ));
}

/**
 * Video and audio with the platform's own controls (spec 2): play/pause, stop, position,
 * speed, volume and CC (issue 16); Space/Enter on the player play or pause, ArrowLeft/Right
 * seek 5 % of the duration; video controls hide after 2 s without pointer movement.
 * Reports the played share through `onProgreso`.
 */
export function VisorMedio({
  tipo,
  src,
  titulo,
  subtitulos = [],
  fuenteSubtitulo = SIN_FUENTE,
  onProgreso,
}: {
  tipo: 'video' | 'audio';
  src: string;
  titulo: string;
  /** The lesson's caption files (issue 16) and where each is read from (server or disk). */
  subtitulos?: readonly Subtitulo[];
  fuenteSubtitulo?(s: Subtitulo): string;
  onProgreso(porcentaje: number, forzar: boolean): void;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const ayudaId = useId();
  const controles = useControlesVisibles(tipo);
  const medio = useMedio(src, onProgreso, controles);
  const { pistas, cc, setVideo } = useSubtitulosVisor(
    tipo === 'video' ? subtitulos : [],
    fuenteSubtitulo,
    i18n.language,
  );
  const ocultar = tipo === 'video' && medio.reproduciendo && !controles.visibles;
  return (
    <div
      className={styles.root}
      role="group"
      aria-label={t('reproductor.reproductor')}
      aria-describedby={ayudaId}
      tabIndex={0}
      onKeyDown={medio.alPulsarTecla}
      onPointerMove={controles.mostrar}
      onFocus={controles.fijar}
    >
      {tipo === 'video' ? (
        <video
          {...medio.eventos}
          ref={(el) => {
            setVideo(el);
            medio.eventos.ref(el);
          }}
          className={styles.video}
          controlsList="nodownload"
          disablePictureInPicture
          playsInline
          title={titulo}
          onClick={medio.alternar}
          onContextMenu={(e) => e.preventDefault()}
        >
          <Pistas pistas={pistas} actual={cc.actual} />
          {t('reproductor.sinSoporte')}
        </video>
      ) : (
        <audio {...medio.eventos} title={titulo}>
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
        <ControlesMedio medio={medio} cc={{ pistas, ...cc }} />
      </div>
      <Caption1 id={ayudaId} className={styles.ayuda}>
        {t('subtitulos.teclado')}
      </Caption1>
    </div>
  );
}
