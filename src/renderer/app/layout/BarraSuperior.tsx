import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  Menu,
  MenuButton,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCerrarSesion } from '../../features/auth/hooks';
import { selectUsuario } from '../../features/auth/sessionSlice';
import { IndicadorConexion } from '../../features/conexion/components/IndicadorConexion';
import { ItemCambiarUsuario } from '../../features/kiosko/components/ItemCambiarUsuario';
import { IDIOMAS } from '../../i18n';
import { EnlaceMenu } from '../../ui/EnlaceMenu';
import { IconoCampana, IconoLlave, IconoMenu, IconoPantallaCompleta } from '../../ui/iconos';
import { useAppSelector } from '../hooks';
import { useAbrirCambioPassword } from './cambioPassword';
import { accesosDirectos } from './menu';
import { migasDe } from './migas';

const useStyles = makeStyles({
  barra: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  migas: { flexGrow: 1, minWidth: 0 },
  grupo: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** Tracks whether the page is in full screen (the user may leave it with Esc). */
function usePantallaCompleta(): [boolean, () => void] {
  const [activa, setActiva] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const avisar = () => setActiva(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', avisar);
    return () => document.removeEventListener('fullscreenchange', avisar);
  }, []);
  const alternar = () => {
    const cambio = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    cambio.catch((error: unknown) => console.warn('Pantalla completa no disponible', error));
  };
  return [activa, alternar];
}

export interface BarraSuperiorProps {
  conMenu: boolean;
  estrecho: boolean;
  onAlternarMenu(): void;
  onNotificaciones(): void;
}

/** The toolbar of spec 2, Layout. */
export function BarraSuperior({
  conMenu,
  estrecho,
  onAlternarMenu,
  onNotificaciones,
}: BarraSuperiorProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const usuario = useAppSelector(selectUsuario);
  const cerrarSesion = useCerrarSesion();
  const abrirCambioPassword = useAbrirCambioPassword();
  const [pantallaCompleta, alternarPantallaCompleta] = usePantallaCompleta();
  const migas = migasDe(pathname);
  const accesos = accesosDirectos(usuario?.rol);
  const ir = (ruta: string) => void navigate(ruta);

  return (
    <header className={styles.barra}>
      {conMenu ? (
        <Button
          appearance="subtle"
          icon={<IconoMenu />}
          aria-label={t('layout.barra.menuLateral')}
          title={t('layout.barra.menuLateral')}
          onClick={onAlternarMenu}
        />
      ) : null}
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
      <nav className={styles.grupo} aria-label={t('layout.barra.accesos')}>
        {estrecho ? (
          accesos.length > 0 ? (
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <MenuButton appearance="subtle">{t('layout.barra.accesos')}</MenuButton>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {accesos.map((a) => (
                    <MenuItem key={a.ruta} onClick={() => ir(a.ruta)}>
                      {t(`layout.accesos.${a.pantalla}`)}
                    </MenuItem>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
          ) : null
        ) : (
          accesos.map((a) => (
            <EnlaceMenu key={a.ruta} to={a.ruta}>
              {t(`layout.accesos.${a.pantalla}`)}
            </EnlaceMenu>
          ))
        )}
      </nav>
      <div className={styles.grupo}>
        <IndicadorConexion />
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
        <ToggleButton
          appearance="subtle"
          icon={<IconoPantallaCompleta />}
          checked={pantallaCompleta}
          aria-label={t('layout.barra.pantallaCompleta')}
          title={t('layout.barra.pantallaCompleta')}
          onClick={alternarPantallaCompleta}
        />
        <Button
          appearance="subtle"
          icon={<IconoCampana />}
          aria-label={t('layout.barra.notificaciones')}
          title={t('layout.barra.notificaciones')}
          onClick={onNotificaciones}
        />
        <Button
          appearance="subtle"
          icon={<IconoLlave />}
          aria-label={t('layout.barra.cambiarPassword')}
          title={t('layout.barra.cambiarPassword')}
          onClick={abrirCambioPassword}
        />
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <MenuButton appearance="subtle">{t('layout.miPerfil.titulo')}</MenuButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem onClick={() => ir('/perfil')}>{t('layout.miPerfil.datos')}</MenuItem>
              <MenuItem onClick={abrirCambioPassword}>
                {t('layout.miPerfil.cambiarPassword')}
              </MenuItem>
              <ItemCambiarUsuario />
              <MenuItem onClick={() => void cerrarSesion()}>
                {t('layout.miPerfil.cerrarSesion')}
              </MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
        <Button appearance="primary" onClick={() => void cerrarSesion()}>
          {t('comun.cerrarSesion')}
        </Button>
      </div>
    </header>
  );
}
