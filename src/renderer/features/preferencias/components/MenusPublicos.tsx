import { useState } from 'react';
import { BotonAccesibilidad } from './BotonAccesibilidad';
import { MenuIdioma } from './MenuIdioma';
import type { ControlMenu } from './controlMenu';

/** Which public menu the visitor asked for before the real ones arrived. */
export type MenuPublico = 'idioma' | 'accesibilidad';

/**
 * The real language and display menus of the public pages, fetched on first use (issue 18:
 * Fluent's Menu and its positioning are not in the login path). They replace the
 * placeholder buttons of PreferenciasPublicas, and the one the visitor pressed mounts open:
 * Fluent moves the focus to its first item, and back to its trigger when it closes, as if
 * the press had reached the real menu.
 */
export function MenusPublicos({ abrir }: { abrir: MenuPublico | null }) {
  const [abierto, setAbierto] = useState<MenuPublico | null>(abrir);
  const control = (menu: MenuPublico): ControlMenu => ({
    open: abierto === menu,
    onOpenChange: (abre: boolean) => setAbierto(abre ? menu : null),
  });
  return (
    <>
      <MenuIdioma control={control('idioma')} />
      <BotonAccesibilidad control={control('accesibilidad')} />
    </>
  );
}
