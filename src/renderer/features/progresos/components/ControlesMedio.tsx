import {
  Button,
  Caption1,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Select,
  Slider,
  makeStyles,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { IconoDetener, IconoPausa, IconoPlay } from '../../../ui/iconos';
import { PASO_VOLUMEN, VELOCIDADES } from '../constantes';
import { formatoTiempo } from '../rangos';
import type { EstadoMedio } from '../useMedio';
import { SIN_SUBTITULOS, type Pista } from '../useSubtitulos';

const useStyles = makeStyles({
  posicion: { flexGrow: 1, minWidth: '120px' },
  volumen: { width: '110px' },
  velocidad: { width: '90px' },
});

export interface ControlSubtitulos {
  pistas: readonly Pista[];
  actual: string;
  elegir(idioma: string): void;
}

/**
 * "CC": a menu of the lesson's caption tracks and 'off' (radio items, keyboard operable).
 * Its name starts with the visible "CC" and says what is showing.
 */
function MenuSubtitulos({ cc }: { cc: ControlSubtitulos }) {
  const { t } = useTranslation();
  const activa = cc.pistas.find((p) => p.idioma === cc.actual);
  const estado = activa
    ? t('subtitulos.ccActivos', { etiqueta: activa.etiqueta })
    : `${t('subtitulos.cc')}: ${t('subtitulos.desactivados')}`;
  return (
    <Menu
      checkedValues={{ subtitulos: [activa ? activa.idioma : SIN_SUBTITULOS] }}
      onCheckedValueChange={(_, data) => cc.elegir(data.checkedItems[0] ?? SIN_SUBTITULOS)}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance={activa ? 'primary' : 'subtle'}
          aria-label={`${t('subtitulos.sigla')} – ${estado}`}
          title={estado}
        >
          {t('subtitulos.sigla')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItemRadio name="subtitulos" value={SIN_SUBTITULOS}>
            {t('subtitulos.desactivados')}
          </MenuItemRadio>
          {cc.pistas.map((p) => (
            <MenuItemRadio key={p.idioma} name="subtitulos" value={p.idioma}>
              {p.etiqueta}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** The player's own controls: play/pause, stop, position, time, speed, volume and CC. */
export function ControlesMedio({ medio, cc }: { medio: EstadoMedio; cc?: ControlSubtitulos }) {
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
      {cc && cc.pistas.length > 0 ? <MenuSubtitulos cc={cc} /> : null}
    </>
  );
}
