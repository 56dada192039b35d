import { BotonAccesibilidad, MenuIdioma } from '../../features/preferencias';

/**
 * The language and display choices of `features/preferencias` as submenus of the toolbar's
 * "Más opciones" menu: the same components (same actions, same texts) as on the wide bar,
 * with menu-item triggers.
 */
export function SubmenusPreferencias() {
  return (
    <>
      <MenuIdioma enMenu />
      <BotonAccesibilidad enMenu />
    </>
  );
}
