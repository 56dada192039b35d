import { Body1, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { Notificacion } from '@shared/api';
import type { TipoNotificacion } from '@shared/domain/notificaciones';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IconoCandado,
  IconoCandadoAbierto,
  IconoCertificado,
  IconoCheck,
  IconoComentarios,
  IconoLeccionNueva,
  IconoLibro,
  IconoPersonas,
} from '../../../ui/iconos';
import { haceCuanto, textoNotificacion } from '../texto';

const ICONOS: Record<TipoNotificacion, ComponentType> = {
  cursoAsignado: IconoLibro,
  cursoDesbloqueado: IconoCandadoAbierto,
  nuevaLeccion: IconoLeccionNueva,
  respuestaTema: IconoComentarios,
  intentoCalificado: IconoCheck,
  certificadoEmitido: IconoCertificado,
  solicitudDesbloqueo: IconoCandado,
  importacionTerminada: IconoPersonas,
};

const useStyles = makeStyles({
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-start',
    width: '100%',
    padding: tokens.spacingVerticalS,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  noLeida: { backgroundColor: tokens.colorBrandBackground2 },
  texto: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  icono: { flexShrink: 0, fontSize: '20px', marginTop: '2px' },
});

/** One notification: icon, sentence, time ago; a click opens its thing and marks it read. */
export function ItemNotificacion({
  notificacion,
  onAbrir,
}: {
  notificacion: Notificacion;
  onAbrir(n: Notificacion): void;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const Icono = ICONOS[notificacion.tipo];
  const { clave, valores } = textoNotificacion(notificacion);
  const noLeida = notificacion.leidaEn === null;
  return (
    <button
      type="button"
      className={mergeClasses(styles.item, noLeida && styles.noLeida)}
      onClick={() => onAbrir(notificacion)}
      data-leida={noLeida ? 'no' : 'si'}
    >
      <span className={styles.icono}>
        <Icono />
      </span>
      <span className={styles.texto}>
        <Body1>{t(clave, valores)}</Body1>
        <Caption1>
          {haceCuanto(notificacion.creadoEn, i18n.language)}
          {noLeida ? ` · ${t('notificaciones.noLeida')}` : ''}
        </Caption1>
      </span>
    </button>
  );
}
