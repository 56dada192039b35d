import {
  Body1,
  Caption1,
  Link,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { LIMITES_PROGRESO } from '@shared/domain/progreso';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificar } from '../../../ui/notificaciones';

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
  columna: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
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

/**
 * Images and links complete after being open LIMITES_PROGRESO.minimoAbiertaSegundos (the
 * server's own bound, issue 13): the seconds still missing (0 once reached, counted down
 * every second) and the seconds open so far.
 */
function useTiempoAbierta(minimo: number) {
  const [inicio] = useState(() => performance.now());
  const [restante, setRestante] = useState(minimo);
  useEffect(() => {
    const id = setInterval(() => {
      const falta = Math.max(0, Math.ceil(minimo - (performance.now() - inicio) / 1000));
      setRestante(falta);
      if (falta === 0) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [minimo, inicio]);
  return { restante, segundosAbierta: () => (performance.now() - inicio) / 1000 };
}

/**
 * Calls `accion` when the viewer really closes. StrictMode's fake unmount is followed at
 * once by a remount: it calls nothing.
 */
function useAlCerrar(accion: () => void) {
  const ref = useRef(accion);
  useEffect(() => {
    ref.current = accion;
  }, [accion]);
  const montado = useRef(false);
  useEffect(() => {
    montado.current = true;
    return () => {
      montado.current = false;
      setTimeout(() => {
        if (!montado.current) ref.current();
      }, 0);
    };
  }, []);
}

/**
 * Image lessons: fitted; a click toggles natural size. Opening starts the lesson; being open
 * the minimum time completes it, and the viewer counts the seconds down.
 */
export function VisorImagen({
  src,
  nombre,
  completa = false,
  onProgreso,
}: {
  src: string;
  nombre: string;
  /** Already complete on the server: no countdown, no notice. */
  completa?: boolean;
  onProgreso(porcentaje: number, forzar: boolean): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notificar = useNotificar();
  const [ampliada, setAmpliada] = useState(false);
  const minimo = LIMITES_PROGRESO.minimoAbiertaSegundos;
  const { restante } = useTiempoAbierta(minimo);
  const progreso = useRef(onProgreso);
  useEffect(() => {
    progreso.current = onProgreso;
  }, [onProgreso]);
  useUnaVez(() => onProgreso(1, true));
  useEffect(() => {
    if (restante === 0) progreso.current(100, true);
  }, [restante]);
  useAlCerrar(() => {
    if (!completa && restante > 0)
      notificar.aviso(t('reproductor.abierta.cerradaAntes', { n: minimo }));
  });
  return (
    <div className={styles.columna}>
      {!completa && restante > 0 ? (
        <Caption1>{t('reproductor.abierta.imagen', { n: restante })}</Caption1>
      ) : null}
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
    </div>
  );
}

/**
 * Link lessons: a preview in a sandboxed iframe (no scripts, forms, popups or top
 * navigation; no referrer) and 'Abrir enlace' in a new tab. Closing after the minimum open
 * time completes the lesson; closing earlier saves the share of it and says so.
 */
export function VisorEnlace({
  link,
  completa = false,
  onProgreso,
}: {
  link: string;
  /** Already complete on the server: no countdown, no notice. */
  completa?: boolean;
  onProgreso(porcentaje: number, forzar: boolean): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notificar = useNotificar();
  const minimo = LIMITES_PROGRESO.minimoAbiertaSegundos;
  const { restante, segundosAbierta } = useTiempoAbierta(minimo);
  const progreso = useRef(onProgreso);
  useEffect(() => {
    progreso.current = onProgreso;
  }, [onProgreso]);
  useAlCerrar(() => {
    const abierta = segundosAbierta();
    if (completa) return;
    if (abierta >= minimo) {
      progreso.current(100, true);
      return;
    }
    progreso.current(Math.max(1, Math.floor((abierta / minimo) * 100)), true);
    notificar.aviso(t('reproductor.abierta.cerradaAntes', { n: minimo }));
  });
  return (
    <div className={styles.enlace}>
      <Caption1 role="status">
        {!completa && restante > 0
          ? t('reproductor.abierta.enlace', { n: restante })
          : t('reproductor.abierta.enlaceListo')}
      </Caption1>
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
