import { Body1, Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  marco: {
    display: 'flex',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'auto',
    maxHeight: '65vh',
  },
  boton: {
    border: 'none',
    padding: 0,
    margin: 0,
    backgroundColor: 'transparent',
    cursor: 'zoom-in',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  ampliada: { cursor: 'zoom-out' },
  imagen: { display: 'block', maxWidth: '100%', maxHeight: '65vh', objectFit: 'contain' },
  imagenAmpliada: { maxWidth: 'none', maxHeight: 'none' },
  enlace: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  iframe: {
    width: '100%',
    height: '60vh',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** Calls `accion` once per mount (StrictMode's double effects included). */
function useUnaVez(accion: () => void) {
  const hecho = useRef(false);
  const ref = useRef(accion);
  useEffect(() => {
    ref.current = accion;
  }, [accion]);
  useEffect(() => {
    if (hecho.current) return;
    hecho.current = true;
    ref.current();
  }, []);
}

/** Image lessons: fitted; a click toggles natural size. Reaching it completes the lesson. */
export function VisorImagen({
  src,
  nombre,
  onProgreso,
}: {
  src: string;
  nombre: string;
  onProgreso(porcentaje: number, forzar: boolean): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [ampliada, setAmpliada] = useState(false);
  useUnaVez(() => onProgreso(100, true));
  return (
    <div className={styles.marco}>
      <button
        type="button"
        className={mergeClasses(styles.boton, ampliada && styles.ampliada)}
        aria-label={ampliada ? t('reproductor.imagen.reducir') : t('reproductor.imagen.ampliar')}
        aria-pressed={ampliada}
        onClick={() => setAmpliada((v) => !v)}
      >
        <img
          className={mergeClasses(styles.imagen, ampliada && styles.imagenAmpliada)}
          src={src}
          alt={nombre}
        />
      </button>
    </div>
  );
}

/**
 * Link lessons: a preview in a sandboxed iframe (no scripts, forms, popups or top
 * navigation; no referrer) and 'Abrir enlace' in a new tab. Closing completes the lesson.
 */
export function VisorEnlace({
  link,
  onProgreso,
}: {
  link: string;
  onProgreso(porcentaje: number, forzar: boolean): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const progreso = useRef(onProgreso);
  useEffect(() => {
    progreso.current = onProgreso;
  }, [onProgreso]);
  // On close. StrictMode's fake unmount is followed at once by a remount: it reports nothing.
  const montado = useRef(false);
  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
      setTimeout(() => {
        if (!montado.current) progreso.current(100, true);
      }, 0);
    };
  }, []);
  return (
    <div className={styles.enlace}>
      <iframe
        className={styles.iframe}
        title={t('reproductor.enlace.vista')}
        src={link}
        sandbox=""
        referrerPolicy="no-referrer"
      />
      <Body1>{t('reproductor.enlace.aviso')}</Body1>
      <div>
        <Link href={link} target="_blank" rel="noopener noreferrer">
          {t('reproductor.enlace.abrir')}
        </Link>
      </div>
    </div>
  );
}
