import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Menu,
  MenuButton,
  MenuItem,
  MenuItemRadio,
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
import { IDIOMAS } from '../../i18n';
import { useAbrirCambioPassword } from './cambioPassword';
import { migasDe } from './migas';

const useStyles = makeStyles({
  migas: { flexGrow: 1, minWidth: 0 },
});

/** Where the page sits (spec 2 breadcrumbs); every step but the last navigates. */
export function MigasBarra() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const migas = migasDe(pathname);
  const ir = (ruta: string) => void navigate(ruta);
  return (
    <Breadcrumb aria-label={t('layout.barra.migas')} className={styles.migas}>
      {migas.map((miga, i) => (
        <Fragment key={miga.pantalla}>
          {i > 0 ? <BreadcrumbDivider /> : null}
          <BreadcrumbItem>
            {miga.ruta === null ? (
              <BreadcrumbButton current>{t(`pantallas.${miga.pantalla}`)}</BreadcrumbButton>
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

/** The interface language (Spanish, English). */
export function MenuIdioma() {
  const { t, i18n } = useTranslation();
  return (
    <Menu
      checkedValues={{ idioma: [i18n.language] }}
      onCheckedValueChange={(_, data) => {
        const idioma = data.checkedItems[0];
        if (idioma) void i18n.changeLanguage(idioma);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle" aria-label={t('layout.barra.idioma')}>
          {i18n.language.toUpperCase()}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {IDIOMAS.map((idioma) => (
            <MenuItemRadio key={idioma} name="idioma" value={idioma}>
              {t(`layout.idiomas.${idioma}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** 'Mi perfil': profile data, change password, switch user (kiosk), sign out. */
export function MenuPerfil() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cerrarSesion = useCerrarSesion();
  const abrirCambioPassword = useAbrirCambioPassword();
  const ir = (ruta: string) => void navigate(ruta);
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton appearance="subtle">{t('layout.miPerfil.titulo')}</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => ir('/perfil')}>{t('layout.miPerfil.datos')}</MenuItem>
          <MenuItem onClick={abrirCambioPassword}>{t('layout.miPerfil.cambiarPassword')}</MenuItem>
          <ItemCambiarUsuario />
          <MenuItem onClick={() => void cerrarSesion()}>
            {t('layout.miPerfil.cerrarSesion')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
