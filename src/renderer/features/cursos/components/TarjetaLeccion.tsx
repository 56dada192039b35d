import { Caption1, Card, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Multimedia } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { IconoCandado, IconoCheck } from '../../../ui/iconos';
import { DescargaLeccion } from '../../descargas';
import { mensajeBloqueo } from '../../progresos';
import { barraDeLeccion, claveEstadoLeccion } from '../lecciones';
import { botonTarjeta, focoTarjeta } from '../../../ui/estilosTarjeta';

const useStyles = makeStyles({
  card: { width: '240px', padding: 0 },
  boton: {
    ...botonTarjeta,
    cursor: 'pointer',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    width: '100%',
    ...focoTarjeta('-3px'),
  },
  bloqueada: { cursor: 'not-allowed', color: tokens.colorNeutralForeground3 },
  fila: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  nombre: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold },
  hecho: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0 },
  candado: { color: tokens.colorPaletteMarigoldForeground1, flexShrink: 0 },
  aviso: { color: tokens.colorNeutralForeground2 },
});

/**
 * One lesson card (spec 2, Course detail): name, done check, state, progress when started.
 * A locked lesson (sequential access) shows a lock and which lesson to finish first.
 */
export function TarjetaLeccion({ leccion, onAbrir }: { leccion: Multimedia; onAbrir(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const barra = barraDeLeccion(leccion);
  const completa = leccion.isCompleted || leccion.progreso === 'completado';
  const bloqueo = mensajeBloqueo(leccion.bloqueo);
  return (
    <Card className={styles.card}>
      <button
        type="button"
        className={bloqueo ? `${styles.boton} ${styles.bloqueada}` : styles.boton}
        onClick={onAbrir}
      >
        <span className={styles.fila}>
          <Text className={styles.nombre}>{leccion.nombre}</Text>
          {bloqueo ? (
            <span className={styles.candado} role="img" aria-label={t('reproductor.bloqueo.icono')}>
              <IconoCandado />
            </span>
          ) : completa ? (
            <span className={styles.hecho} role="img" aria-label={t('cursos.leccion.completada')}>
              <IconoCheck />
            </span>
          ) : null}
        </span>
        <Caption1>
          {t(`cursos.tiposMedia.${leccion.tipoMedia}`)} · {t(claveEstadoLeccion(leccion.progreso))}
        </Caption1>
        {barra !== null ? (
          <>
            <ProgressBar value={barra / 100} aria-label={t('cursos.leccion.progreso')} />
            <Caption1>{t('cursos.leccion.porcentaje', { porcentaje: barra })}</Caption1>
          </>
        ) : null}
        {bloqueo ? (
          <>
            <Caption1 className={styles.aviso}>{t(bloqueo.titulo.clave)}</Caption1>
            <Caption1 className={styles.aviso}>
              {t(bloqueo.detalle.clave, bloqueo.detalle.valores)}
            </Caption1>
          </>
        ) : null}
      </button>
      {/* Desktop only: keeps the lesson's file on this PC for offline playback. */}
      <DescargaLeccion leccion={leccion} />
    </Card>
  );
}
