import { Badge, Button, Caption1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { Tema } from '@shared/api';
import { useTranslation } from 'react-i18next';
import { IconoBorrar, IconoPin } from '../../../ui/iconos';
import { fechaDetalle } from '../fechasForo';
import { nombreAutor } from '../foro';
import type { AccionesForo } from '../useAccionesForo';

const useStyles = makeStyles({
  cabecera: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  titulo: { overflowWrap: 'anywhere', margin: 0 },
  datos: { color: tokens.colorNeutralForeground3 },
  acciones: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** A topic's head: title (pinned badge), date and author, and the admin's pin/delete. */
export function CabeceraTema(props: {
  tema: Tema;
  admin: boolean;
  acciones: AccionesForo;
  onEliminar(): void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { tema, admin, acciones } = props;
  return (
    <>
      <div className={styles.cabecera}>
        <Title3 as="h3" id={`tema-${tema._id}`} className={styles.titulo}>
          {tema.titulo}
        </Title3>
        {tema.pinned ? (
          <Badge appearance="tint" color="brand" icon={<IconoPin />}>
            {t('comentarios.fijado')}
          </Badge>
        ) : null}
      </div>
      <Caption1 className={styles.datos}>
        {fechaDetalle(tema.timestamp)} ·{' '}
        {t('comentarios.autor', { autor: nombreAutor(tema.autor, t('comentarios.desconocido')) })}
      </Caption1>
      {admin ? (
        <div className={styles.acciones}>
          <Button
            size="small"
            icon={<IconoPin />}
            disabled={acciones.fijando}
            onClick={() => void acciones.alternarFijado(tema)}
          >
            {tema.pinned ? t('comentarios.tema.desfijar') : t('comentarios.tema.fijar')}
          </Button>
          <Button size="small" icon={<IconoBorrar />} onClick={props.onEliminar}>
            {t('comentarios.tema.eliminar')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
