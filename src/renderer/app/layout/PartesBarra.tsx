import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
} from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCerrarSesion } from '../../features/auth';
import { ItemCambiarUsuario } from '../../features/kiosko';
import { useAbrirCambioPassword } from './cambioPassword';
import { migasDe } from './migas';

const useStyles = makeStyles({
  migas: { flexGrow: 1, minWidth: 0, overflow: 'hidden' },
  // On a phone the current page's name alone, cut with an ellipsis rather than pushing the
  // bar wider than the screen.
  recortada: { maxWidth: '100%', overflow: 'hidden' },
  texto: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/**
 * Where the page sits (spec 2 breadcrumbs); every step but the last navigates. `soloActual`
 * (phones) keeps the last step only: the side menu and the back button lead elsewhere.
 */
export function MigasBarra({ soloActual = false }: { soloActual?: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const todas = migasDe(pathname);
  const migas = soloActual ? todas.slice(-1) : todas;
  const ir = (ruta: string) => void navigate(ruta);
  return (
    <Breadcrumb aria-label={t('layout.barra.migas')} className={styles.migas}>
      {migas.map((miga, i) => (
        <Fragment key={miga.pantalla}>
          {i > 0 ? <BreadcrumbDivider /> : null}
          <BreadcrumbItem className={soloActual ? styles.recortada : undefined}>
            {miga.ruta === null ? (
              <BreadcrumbButton current className={soloActual ? styles.recortada : undefined}>
                <span className={styles.texto}>{t(`pantallas.${miga.pantalla}`)}</span>
              </BreadcrumbButton>
            ) : (
              <BreadcrumbButton onClick={() => ir(miga.ruta ?? '/')}>
                {t(`pantallas.${miga.pantalla}`)}
              </BreadcrumbButton>
            )}
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}

/**
 * 'Mi perfil' entries, in the wide toolbar's 'Mi perfil' menu and in the overflow menu:
 * profile data, change password, switch user (kiosk), sign out. Every way out of the app is
 * named `comun.cerrarSesion` (issue 16: three names for one action before).
 */
export function ItemsPerfil() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cerrarSesion = useCerrarSesion();
  const abrirCambioPassword = useAbrirCambioPassword();
  return (
    <>
      <MenuItem onClick={() => void navigate('/perfil')}>{t('layout.miPerfil.datos')}</MenuItem>
      <MenuItem onClick={abrirCambioPassword}>{t('layout.miPerfil.cambiarPassword')}</MenuItem>
      <ItemCambiarUsuario />
      <MenuItem onClick={() => void cerrarSesion()}>{t('comun.cerrarSesion')}</MenuItem>
    </>
  );
}

/** 'Mi perfil' (spec 2, Layout): a menu button of the wide toolbar. */
export function MenuPerfil() {
  const { t } = useTranslation();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle">{t('layout.miPerfil.titulo')}</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <ItemsPerfil />
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** The wide toolbar's own logout button (spec 2 lists logout among the toolbar's items). */
export function BotonCerrarSesion() {
  const { t } = useTranslation();
  const cerrarSesion = useCerrarSesion();
  return (
    <Button appearance="primary" onClick={() => void cerrarSesion()}>
      {t('comun.cerrarSesion')}
    </Button>
  );
}
