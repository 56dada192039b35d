import { Button, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCerrarSesion } from '../../features/auth';
import { IndicadorConexion } from '../../features/conexion';
import { CampanaNotificaciones } from '../../features/notificaciones';
import { IconoLlave, IconoMenu, IconoPantallaCompleta } from '../../ui/iconos';
import { useAbrirCambioPassword } from './cambioPassword';
import { Atajos } from './Atajos';
import { MenuIdioma, MenuPerfil, MigasBarra } from './PartesBarra';

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
  const { t } = useTranslation();
  const styles = useStyles();
  const cerrarSesion = useCerrarSesion();
  const abrirCambioPassword = useAbrirCambioPassword();
  const [pantallaCompleta, alternarPantallaCompleta] = usePantallaCompleta();

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
      <MigasBarra />
      <Atajos estrecho={estrecho} />
      <div className={styles.grupo}>
        <IndicadorConexion />
        <MenuIdioma />
        <ToggleButton
          appearance="subtle"
          icon={<IconoPantallaCompleta />}
          checked={pantallaCompleta}
          aria-label={t('layout.barra.pantallaCompleta')}
          title={t('layout.barra.pantallaCompleta')}
          onClick={alternarPantallaCompleta}
        />
        <CampanaNotificaciones onAbrir={onNotificaciones} />
        <Button
          appearance="subtle"
          icon={<IconoLlave />}
          aria-label={t('layout.barra.cambiarPassword')}
          title={t('layout.barra.cambiarPassword')}
          onClick={abrirCambioPassword}
        />
        <MenuPerfil />
        <Button appearance="primary" onClick={() => void cerrarSesion()}>
          {t('comun.cerrarSesion')}
        </Button>
      </div>
    </header>
  );
}
