import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectEstadoSesion } from '../../auth';
import { BotonAccesibilidad } from './BotonAccesibilidad';
import { MenuIdioma } from './MenuIdioma';

const useStyles = makeStyles({
  esquina: {
    // Scrolls with the page (not fixed): on a long form it never covers a field.
    position: 'absolute',
    top: tokens.spacingVerticalS,
    right: tokens.spacingHorizontalS,
    zIndex: 1,
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/**
 * The language and display menus on the screens without the toolbar (login, signup, the
 * public pages): a visitor, or the next person at a kiosk reset to Spanish, chooses before
 * signing in; the choice is kept on this device (docs/i18n.md). Signed in, the toolbar has them.
 */
export function PreferenciasPublicas() {
  const { t } = useTranslation();
  const styles = useStyles();
  // Only once the session is known to be anonymous: no flash while a stored one reloads.
  const anonima = useAppSelector(selectEstadoSesion) === 'anonima';
  if (!anonima) return null;
  return (
    <aside className={styles.esquina} aria-label={t('preferencias.publicas')}>
      <MenuIdioma />
      <BotonAccesibilidad />
    </aside>
  );
}
