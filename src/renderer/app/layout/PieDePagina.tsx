import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  pie: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
  },
  logo: { width: '20px', height: '20px' },
});

/** Footer with logo and app name (spec 2, Layout). */
export function PieDePagina() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <footer className={styles.pie}>
      <img src="/favicon.svg" alt="" className={styles.logo} />
      <Caption1>{t('comun.app.nombre')}</Caption1>
    </footer>
  );
}
