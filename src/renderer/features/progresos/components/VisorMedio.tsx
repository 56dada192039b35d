import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useControlesVisibles, useMedio } from '../useMedio';
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
  const controles = useControlesVisibles(tipo);
  const medio = useMedio(src, onProgreso, controles);
  const ocultar = tipo === 'video' && medio.reproduciendo && !controles.visibles;
  return (
    <div
      className={styles.root}
      role="group"
      aria-label={t('reproductor.reproductor')}
      tabIndex={0}
      onKeyDown={medio.alPulsarTecla}
      onPointerMove={controles.mostrar}
      onFocus={controles.fijar}
    >
      {tipo === 'video' ? (
        <video
          {...medio.eventos}
          className={styles.video}
          controlsList="nodownload"
          disablePictureInPicture
          playsInline
          title={titulo}
          onClick={medio.alternar}
          onContextMenu={(e) => e.preventDefault()}
        >
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
        <ControlesMedio medio={medio} />
      </div>
    </div>
  );
}
