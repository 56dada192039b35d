import { MenuButton, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ComponentType, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NOMBRES_IDIOMA, esIdiomaInterfaz } from '@shared/domain/idiomas';
import { useAppSelector } from '../../../app/hooks';
import { IconoAccesibilidad, IconoIdioma } from '../../../ui/iconos';
import { selectEstadoSesion } from '../../auth';
import type { MenuPublico } from './MenusPublicos';

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

type Menus = ComponentType<{ abrir: MenuPublico | null }>;

/**
 * The real menus (Fluent's Menu, its positioning and floating-ui: ≈ 25 KB gzip) are not in
 * the login path (issue 18): they are fetched on the first press of a placeholder, or
 * earlier when the pointer or the focus reaches one. Kept once loaded, for the next visit.
 */
let menusCargados: Menus | null = null;
let pendiente: Promise<Menus> | null = null;
function cargarMenus(): Promise<Menus> {
  pendiente ??= import('./MenusPublicos').then(
    (modulo) => (menusCargados = modulo.MenusPublicos),
    (error: unknown) => {
      // A failed fetch (the network dropped, a deploy replaced the chunk) may be retried.
      pendiente = null;
      throw error;
    },
  );
  return pendiente;
}

/**
 * What stands for the menus until they arrive: the same buttons (name, title, look, test
 * ids), announced as opening a menu. A press, Enter, Space or the down arrow (what opens a
 * Fluent menu) asks for the real menus and opens the pressed one.
 */
function Marcadores({ pedir }: { pedir(menu: MenuPublico): void }) {
  const { t, i18n } = useTranslation();
  const actual = esIdiomaInterfaz(i18n.language) ? i18n.language : 'es';
  const accesibilidad = t('preferencias.accesibilidad.boton');
  const comun = (menu: MenuPublico) => ({
    appearance: 'subtle' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'data-testid': `menu-${menu}`,
    onClick: () => pedir(menu),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'ArrowDown') return;
      e.preventDefault();
      pedir(menu);
    },
    onPointerEnter: () => void cargarMenus().catch(() => undefined),
    onFocus: () => void cargarMenus().catch(() => undefined),
  });
  return (
    <>
      <MenuButton
        {...comun('idioma')}
        icon={<IconoIdioma />}
        aria-label={t('preferencias.idioma.boton', { idioma: NOMBRES_IDIOMA[actual] })}
        title={t('preferencias.idioma.titulo')}
      >
        <span lang={actual}>{NOMBRES_IDIOMA[actual]}</span>
      </MenuButton>
      <MenuButton
        {...comun('accesibilidad')}
        icon={<IconoAccesibilidad />}
        aria-label={accesibilidad}
        title={accesibilidad}
      />
    </>
  );
}

/**
 * The language and display menus on the screens without the toolbar (login, signup, the
 * public pages): a visitor, or the next person at a kiosk reset to Spanish, chooses before
 * signing in; the choice is kept on this device (docs/i18n.md). Signed in, the toolbar has them.
 */
export function PreferenciasPublicas() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [abrir, setAbrir] = useState<MenuPublico | null>(null);
  const [Reales, setReales] = useState<Menus | null>(() => menusCargados);
  // Only once the session is known to be anonymous: no flash while a stored one reloads.
  const anonima = useAppSelector(selectEstadoSesion) === 'anonima';
  if (!anonima) return null;
  const pedir = (menu: MenuPublico) => {
    cargarMenus().then(
      (menus) => {
        setAbrir(menu);
        setReales(() => menus);
      },
      // Nothing opens; the next press asks again.
      () => undefined,
    );
  };
  return (
    <aside className={styles.esquina} aria-label={t('preferencias.publicas')}>
      {Reales ? <Reales abrir={abrir} /> : <Marcadores pedir={pedir} />}
    </aside>
  );
}
