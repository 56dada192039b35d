import { Button, Caption1, Select, Slider, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { IconoDetener, IconoPausa, IconoPlay } from '../../../ui/iconos';
import { PASO_VOLUMEN, VELOCIDADES } from '../constantes';
import { formatoTiempo } from '../rangos';
import type { EstadoMedio } from '../useMedio';

const useStyles = makeStyles({
  posicion: { flexGrow: 1, minWidth: '120px' },
  volumen: { width: '110px' },
  velocidad: { width: '90px' },
});

/** The player's own controls: play/pause, stop, position, time, speed and volume. */
export function ControlesMedio({ medio }: { medio: EstadoMedio }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { reproduciendo, tiempo, duracion } = medio;
  const accion = reproduciendo ? t('reproductor.pausar') : t('reproductor.reproducir');
  return (
    <>
      <Button
        appearance="subtle"
        icon={reproduciendo ? <IconoPausa /> : <IconoPlay />}
        aria-label={accion}
        title={accion}
        onClick={medio.alternar}
      />
      <Button
        appearance="subtle"
        icon={<IconoDetener />}
        aria-label={t('reproductor.detener')}
        title={t('reproductor.detener')}
        onClick={medio.detener}
      />
      <Slider
        className={styles.posicion}
        aria-label={t('reproductor.posicion')}
        min={0}
        max={duracion > 0 ? duracion : 1}
        step={0.1}
        value={Math.min(tiempo, duracion > 0 ? duracion : 1)}
        disabled={!(duracion > 0)}
        onChange={(_, data) => medio.irA(data.value)}
      />
      <Caption1>
        {t('reproductor.tiempo', { actual: formatoTiempo(tiempo), total: formatoTiempo(duracion) })}
      </Caption1>
      <Select
        className={styles.velocidad}
        aria-label={t('reproductor.velocidad')}
        value={String(medio.velocidad)}
        onChange={(_, data) => medio.cambiarVelocidad(Number(data.value))}
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
        value={medio.volumen}
        onChange={(_, data) => medio.cambiarVolumen(data.value)}
      />
    </>
  );
}
