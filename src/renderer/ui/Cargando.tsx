import { Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
  },
  nombre: { color: tokens.colorBrandForeground1, letterSpacing: '0.08em' },
});

/** Full-screen loader with the app name (spec 2: the loader shows logo and app name). */
export function Cargando() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <Title2 as="p" className={styles.nombre}>
        {t('comun.app.nombre')}
      </Title2>
      <Spinner size="medium" label={t('comun.cargando')} labelPosition="below" />
    </div>
  );
}
