import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useCerrarSesion } from '../../features/auth/hooks';
import { selectUsuario } from '../../features/auth/sessionSlice';
import { useAppSelector } from '../hooks';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  barra: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  nombreApp: { fontWeight: tokens.fontWeightSemibold, letterSpacing: '0.06em', flexGrow: 1 },
  contenido: {
    flexGrow: 1,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/**
 * The frame of signed-in pages: app name, the user's name and logout. The full layout of
 * spec 2 (side menu, breadcrumbs, shortcuts) comes with its own issue.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const styles = useStyles();
  const usuario = useAppSelector(selectUsuario);
  const cerrarSesion = useCerrarSesion();
  const nombre = usuario ? `${usuario.nombre} ${usuario.apellidos}`.trim() : '';

  return (
    <div className={styles.root}>
      <header className={styles.barra}>
        <Text size={400} className={styles.nombreApp}>
          {t('comun.app.nombre')}
        </Text>
        <Text>{nombre}</Text>
        <Button appearance="primary" onClick={() => void cerrarSesion()}>
          {t('comun.cerrarSesion')}
        </Button>
      </header>
      <main className={styles.contenido}>
        <Outlet />
      </main>
    </div>
  );
}
