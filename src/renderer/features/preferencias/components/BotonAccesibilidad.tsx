import {
  Menu,
  MenuButton,
  MenuItem,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { IconoAccesibilidad } from '../../../ui/iconos';
import { useAjustesVisuales } from '../ajustesVisuales';
import { useCambiarPreferencias } from '../hooks';
import { propsDeControl, type ControlMenu } from './controlMenu';

/**
 * 'Texto grande' / 'Alto contraste' (issue 16): two switches applied to the whole app.
 * `enMenu`: as a submenu of another menu (see MenuIdioma). `control`: opened from outside.
 */
export function BotonAccesibilidad({
  enMenu = false,
  control,
}: {
  enMenu?: boolean;
  control?: ControlMenu;
}) {
  const { t } = useTranslation();
  const ajustes = useAjustesVisuales();
  const cambiar = useCambiarPreferencias();
  const marcados = [
    ...(ajustes.textoGrande ? ['textoGrande'] : []),
    ...(ajustes.altoContraste ? ['altoContraste'] : []),
  ];
  const nombre = t('preferencias.accesibilidad.boton');
  return (
    <Menu
      {...propsDeControl(control)}
      checkedValues={{ visual: marcados }}
      onCheckedValueChange={(_, data) =>
        cambiar({
          textoGrande: data.checkedItems.includes('textoGrande'),
          altoContraste: data.checkedItems.includes('altoContraste'),
        })
      }
    >
      <MenuTrigger disableButtonEnhancement>
        {enMenu ? (
          <MenuItem icon={<IconoAccesibilidad />}>{nombre}</MenuItem>
        ) : (
          <MenuButton
            appearance="subtle"
            icon={<IconoAccesibilidad />}
            aria-label={nombre}
            title={nombre}
            data-testid="menu-accesibilidad"
          />
        )}
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={nombre}>
          <MenuItemCheckbox name="visual" value="textoGrande">
            {t('preferencias.accesibilidad.textoGrande')}
          </MenuItemCheckbox>
          <MenuItemCheckbox name="visual" value="altoContraste">
            {t('preferencias.accesibilidad.altoContraste')}
          </MenuItemCheckbox>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
