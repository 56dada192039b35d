import { Button, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IndicadorConexion } from '../../features/conexion';
import { CampanaNotificaciones } from '../../features/notificaciones';
import { BotonAccesibilidad, MenuIdioma } from '../../features/preferencias';
import { IconoLlave, IconoMenu, IconoPantallaCompleta } from '../../ui/iconos';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { Atajos, useAccesosDirectos } from './Atajos';
import { useAbrirCambioPassword } from './cambioPassword';
import { ANCHO_BARRA_COMPLETA_PX, modoBarra } from './menu';
import { MenuBarra } from './MenuBarra';
import { BotonCerrarSesion, MenuPerfil, MigasBarra } from './PartesBarra';
import { SubmenusPreferencias } from './SubmenusPreferencias';

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
  // Narrow bars: one row always; the breadcrumbs give way, the rest is in the "⋯" menu.
  unaFila: { flexWrap: 'nowrap', paddingInline: tokens.spacingHorizontalS },
  grupo: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    flexShrink: 0,
  },
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

/** Every control of the wide toolbar, in the spec's order after the shortcuts. */
function ControlesCompletos(props: {
  pantallaCompleta: boolean;
  onPantallaCompleta(): void;
  onNotificaciones(): void;
}) {
  const { t } = useTranslation();
  const abrirCambioPassword = useAbrirCambioPassword();
  return (
    <>
      <MenuIdioma />
      <BotonAccesibilidad />
      <ToggleButton
        appearance="subtle"
        icon={<IconoPantallaCompleta />}
        checked={props.pantallaCompleta}
        aria-label={t('layout.barra.pantallaCompleta')}
        title={t('layout.barra.pantallaCompleta')}
        onClick={props.onPantallaCompleta}
      />
      <CampanaNotificaciones onAbrir={props.onNotificaciones} />
      <Button
        appearance="subtle"
        icon={<IconoLlave />}
        aria-label={t('layout.barra.cambiarPassword')}
        title={t('layout.barra.cambiarPassword')}
        onClick={abrirCambioPassword}
      />
      <MenuPerfil />
      <BotonCerrarSesion />
    </>
  );
}

/**
 * The toolbar of spec 2, Layout. Wide: everything in view. Narrower than
 * ANCHO_BARRA_COMPLETA_PX: shortcuts as icons, the bell, and a "⋯" menu with the rest. A
 * phone (below ANCHO_MOVIL_PX): the current page's name, the bell and the "⋯" menu, which
 * then lists the shortcuts too — one row, never wider than the screen (docs/movil.md).
 */
export function BarraSuperior({
  conMenu,
  estrecho,
  onAlternarMenu,
  onNotificaciones,
}: BarraSuperiorProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const completa = !useMediaQuery(`(max-width: ${ANCHO_BARRA_COMPLETA_PX - 1}px)`);
  const modo = modoBarra(estrecho, completa);
  const accesos = useAccesosDirectos();
  const [pantallaCompleta, alternarPantallaCompleta] = usePantallaCompleta();

  return (
    <header className={mergeClasses(styles.barra, modo !== 'completa' && styles.unaFila)}>
      {conMenu ? (
        <Button
          appearance="subtle"
          icon={<IconoMenu />}
          aria-label={t('layout.barra.menuLateral')}
          title={t('layout.barra.menuLateral')}
          onClick={onAlternarMenu}
        />
      ) : null}
      <MigasBarra soloActual={modo === 'movil'} />
      {modo === 'movil' ? null : <Atajos />}
      <div className={styles.grupo}>
        <IndicadorConexion />
        {modo === 'completa' ? (
          <ControlesCompletos
            pantallaCompleta={pantallaCompleta}
            onPantallaCompleta={alternarPantallaCompleta}
            onNotificaciones={onNotificaciones}
          />
        ) : (
          <>
            <CampanaNotificaciones onAbrir={onNotificaciones} />
            <MenuBarra
              accesos={modo === 'movil' ? accesos : []}
              preferencias={<SubmenusPreferencias />}
              pantallaCompleta={pantallaCompleta}
              onPantallaCompleta={alternarPantallaCompleta}
              onNotificaciones={onNotificaciones}
            />
          </>
        )}
      </div>
    </header>
  );
}
