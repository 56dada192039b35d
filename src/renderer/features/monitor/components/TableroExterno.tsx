import { Link, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  marco: { flexGrow: 1, width: '100%', minHeight: '480px', border: 'none' },
});

/**
 * The programme's external dashboard (MONITOR_TABLERO_URL) as the monitor's extra tab: the
 * address only, as the server checked it at start — no credential ever reaches the client.
 * Sandboxed (its own origin, never ours) and sent no referrer (the course id stays here).
 */
export function TableroExterno(props: { url: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <>
      <Link href={props.url} target="_blank" rel="noopener noreferrer">
        {t('monitor.tablero.abrir')}
      </Link>
      <iframe
        className={styles.marco}
        src={props.url}
        title={t('monitor.tablero.titulo')}
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        referrerPolicy="no-referrer"
      />
    </>
  );
}
