import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Subtitulo } from '@shared/api';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useControlesVisibles, useMedio } from '../useMedio';
import { useLeyenda } from '../useLeyenda';
import { useEleccionSubtitulos, usePistas, type Pista } from '../useSubtitulos';
import { ControlesMedio } from './ControlesMedio';
import { LeyendaSubtitulos } from './LeyendaSubtitulos';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  /** The video with what is drawn over its bottom edge. */
  escena: { position: 'relative' },
  video: { width: '100%', maxHeight: '60vh', backgroundColor: '#000', display: 'block' },
  /** Captions stacked on the control bar, anchored to the video's bottom edge. */
  capaInferior: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    pointerEvents: 'none',
  },
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
  enCapa: { alignSelf: 'stretch', pointerEvents: 'auto', opacity: 0.95 },
  ocultos: { opacity: 0 },
  ayuda: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
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
  const leyenda = useLeyenda(video, cc.actual, pistas.length);
  return { pistas, cc, setVideo, leyenda };
}

/** The <track> of each caption file; `useLeyenda` sets their modes (no `default`). */
function Pistas({ pistas }: { pistas: readonly Pista[] }) {
  return pistas.map((p) => (
    <track key={p.idioma} kind="subtitles" srcLang={p.idioma} label={p.etiqueta} src={p.url} />
  ));
}

/** The video, with the captions showing now stacked on the control bar over its bottom edge. */
function EscenaVideo({
  medio,
  titulo,
  pistas,
  setVideo,
  leyenda,
  barra,
}: {
  medio: ReturnType<typeof useMedio>;
  titulo: string;
  pistas: readonly Pista[];
  setVideo(el: HTMLVideoElement | null): void;
  leyenda: ReactNode;
  barra: ReactNode;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.escena}>
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
        <Pistas pistas={pistas} />
        {t('reproductor.sinSoporte')}
      </video>
      <div className={styles.capaInferior}>
        {leyenda}
        {barra}
      </div>
    </div>
  );
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
  const { pistas, cc, setVideo, leyenda } = useSubtitulosVisor(
    tipo === 'video' ? subtitulos : [],
    fuenteSubtitulo,
    i18n.language,
  );
  const ocultar = tipo === 'video' && medio.reproduciendo && !controles.visibles;
  const barra = (
    <div
      className={mergeClasses(
        styles.controles,
        tipo === 'video' && styles.enCapa,
        ocultar && styles.ocultos,
      )}
      data-testid="barra-controles"
    >
      <ControlesMedio medio={medio} cc={{ pistas, ...cc }} />
    </div>
  );
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
        <EscenaVideo
          medio={medio}
          titulo={titulo}
          pistas={pistas}
          setVideo={setVideo}
          leyenda={<LeyendaSubtitulos texto={leyenda} idioma={cc.actual} />}
          barra={barra}
        />
      ) : (
        <>
          <audio {...medio.eventos} title={titulo}>
            {t('reproductor.sinSoporte')}
          </audio>
          {barra}
        </>
      )}
      <Caption1 id={ayudaId} className={styles.ayuda}>
        {t('subtitulos.teclado')}
      </Caption1>
    </div>
  );
}
