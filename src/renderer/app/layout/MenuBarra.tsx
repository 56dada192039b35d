import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { IconoCampana, IconoMas, IconoPantallaCompleta } from '../../ui/iconos';
import { useNombreAcceso } from './Atajos';
import { ICONOS_ATAJO } from './iconosMenu';
import type { Acceso } from './menu';
import { ItemsPerfil } from './PartesBarra';

export interface ContenidoMenuBarraProps {
  /** The shortcuts to list (phones only; wider bars show them as icons). */
  accesos: readonly Acceso[];
  /** The language and display submenus (features/preferencias), as menu items. */
  preferencias: ReactNode;
  pantallaCompleta: boolean;
  onPantallaCompleta(): void;
  onNotificaciones(): void;
}

/**
 * What the toolbar holds when it has no room (docs/movil.md), as one menu list: shortcuts,
 * language and display, full screen, notifications, then 'Mi perfil' with 'Cambiar Password'
 * and 'Cerrar sesión'. Rendered on its own in tests.
 */
export function ContenidoMenuBarra(props: ContenidoMenuBarraProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nombre = useNombreAcceso();
  return (
    <MenuList
      hasIcons
      checkedValues={{ pantalla: props.pantallaCompleta ? ['completa'] : [] }}
      onCheckedValueChange={(_, data) => {
        if (data.name === 'pantalla') props.onPantallaCompleta();
      }}
    >
      {props.accesos.length > 0 ? (
        <>
          <MenuGroup>
            <MenuGroupHeader>{t('layout.barra.accesos')}</MenuGroupHeader>
            {props.accesos.map((a) => {
              const Icono = ICONOS_ATAJO[a.pantalla];
              return (
                <MenuItem key={a.ruta} icon={<Icono />} onClick={() => void navigate(a.ruta)}>
                  {nombre(a)}
                </MenuItem>
              );
            })}
          </MenuGroup>
          <MenuDivider />
        </>
      ) : null}
      {props.preferencias}
      <MenuItemCheckbox name="pantalla" value="completa" icon={<IconoPantallaCompleta />}>
        {t('layout.barra.pantallaCompleta')}
      </MenuItemCheckbox>
      <MenuItem icon={<IconoCampana />} onClick={props.onNotificaciones}>
        {t('layout.barra.notificaciones')}
      </MenuItem>
      <MenuDivider />
      <MenuGroup>
        <MenuGroupHeader>{t('layout.miPerfil.titulo')}</MenuGroupHeader>
        <ItemsPerfil />
      </MenuGroup>
    </MenuList>
  );
}

/** The toolbar's "⋯" button and its menu (narrow windows and phones). */
export function MenuBarra(props: ContenidoMenuBarraProps) {
  const { t } = useTranslation();
  return (
    <Menu positioning={{ position: 'below', align: 'end' }}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<IconoMas />}
          aria-label={t('diseno.barra.masOpciones')}
          title={t('diseno.barra.masOpciones')}
        />
      </MenuTrigger>
      <MenuPopover>
        <ContenidoMenuBarra {...props} />
      </MenuPopover>
    </Menu>
  );
}
