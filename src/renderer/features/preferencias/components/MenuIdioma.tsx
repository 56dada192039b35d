import {
  Menu,
  MenuButton,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { NOMBRES_IDIOMA, esIdiomaInterfaz } from '@shared/domain/idiomas';
import { IDIOMAS } from '../../../i18n';
import { IconoIdioma } from '../../../ui/iconos';
import { useCambiarPreferencias } from '../hooks';
import { propsDeControl, type ControlMenu } from './controlMenu';

/**
 * The interface language (issue 16): each language listed by its own name, marked with its
 * `lang` so a screen reader pronounces it right. The button shows the current language's
 * name and its accessible name starts with that text (axe label-content-name-mismatch).
 * `enMenu`: the same menu as a submenu of another menu (the phone toolbar's "Más opciones"),
 * whose trigger must be a menu item or arrow-key navigation breaks. `control`: opened from
 * outside (MenusPublicos).
 */
export function MenuIdioma({
  enMenu = false,
  control,
}: {
  enMenu?: boolean;
  control?: ControlMenu;
}) {
  const { t, i18n } = useTranslation();
  const cambiar = useCambiarPreferencias();
  const actual = esIdiomaInterfaz(i18n.language) ? i18n.language : 'es';
  const nombre = <span lang={actual}>{NOMBRES_IDIOMA[actual]}</span>;
  return (
    <Menu
      {...propsDeControl(control)}
      checkedValues={{ idioma: [actual] }}
      onCheckedValueChange={(_, data) => {
        const idioma = data.checkedItems[0];
        if (esIdiomaInterfaz(idioma)) cambiar({ idioma });
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        {enMenu ? (
          <MenuItem icon={<IconoIdioma />}>
            {t('preferencias.idioma.titulo')}: {nombre}
          </MenuItem>
        ) : (
          <MenuButton
            appearance="subtle"
            icon={<IconoIdioma />}
            aria-label={t('preferencias.idioma.boton', { idioma: NOMBRES_IDIOMA[actual] })}
            title={t('preferencias.idioma.titulo')}
            data-testid="menu-idioma"
          >
            {nombre}
          </MenuButton>
        )}
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('preferencias.idioma.titulo')}>
          {IDIOMAS.map((idioma) => (
            <MenuItemRadio key={idioma} name="idioma" value={idioma} lang={idioma}>
              {NOMBRES_IDIOMA[idioma]}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
