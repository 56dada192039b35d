import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { IconoCampana } from '../../../ui/iconos';
import { useNoLeidas } from '../useNotificaciones';

const useStyles = makeStyles({
  caja: { position: 'relative', display: 'inline-flex' },
  insignia: { position: 'absolute', top: '-2px', right: '-2px', pointerEvents: 'none' },
});

/** The toolbar's bell: opens the panel; a badge counts the unread ones. */
export function CampanaNotificaciones({ onAbrir }: { onAbrir(): void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const noLeidas = useNoLeidas();
  const nombre =
    noLeidas > 0
      ? t('notificaciones.campanaConNoLeidas', { count: noLeidas })
      : t('layout.barra.notificaciones');
  return (
    <span className={styles.caja}>
      <Button
        appearance="subtle"
        icon={<IconoCampana />}
        aria-label={nombre}
        title={nombre}
        onClick={onAbrir}
      />
      {noLeidas > 0 ? (
        <CounterBadge
          className={styles.insignia}
          count={noLeidas}
          overflowCount={99}
          size="small"
          color="danger"
          aria-hidden
          data-testid="insignia-notificaciones"
        />
      ) : null}
    </span>
  );
}
