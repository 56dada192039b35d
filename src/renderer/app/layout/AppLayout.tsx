import { OverlayDrawer, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { CambiarPasswordDialog } from '../../features/auth';
import { VigilanteKiosko } from '../../features/kiosko';
import { EstadoSincronizacion } from '../../features/offline';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { BarraSuperior } from './BarraSuperior';
import { CambioPasswordContext } from './cambioPassword';
import { ANCHO_MOVIL_PX, siguienteTamano, tamanoParaAncho } from './menu';
import { MenuLateral } from './MenuLateral';
import { PanelNotificaciones } from './PanelNotificaciones';
import { PieDePagina } from './PieDePagina';

const useStyles = makeStyles({
  root: { height: '100vh', display: 'flex', flexDirection: 'column' },
  cuerpo: { flexGrow: 1, display: 'flex', minHeight: 0 },
  lateral: { borderRight: `1px solid ${tokens.colorNeutralStroke2}`, flexShrink: 0 },
  columna: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflowY: 'auto',
  },
  contenido: {
    flexGrow: 1,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** The frame of signed-in pages (spec 2, Layout): toolbar, side menu, content, footer. */
export function AppLayout() {
  const styles = useStyles();
  const estrecho = useMediaQuery(`(max-width: ${ANCHO_MOVIL_PX - 1}px)`);
  const [elegido, setElegido] = useState<'full' | 'icon'>('full');
  const [superpuesto, setSuperpuesto] = useState(false);
  const [notificaciones, setNotificaciones] = useState(false);
  const [cambioPassword, setCambioPassword] = useState(false);
  const tamano = tamanoParaAncho(elegido, estrecho);

  const alternarMenu = () => {
    if (tamano === 'hidden') setSuperpuesto((v) => !v);
    else setElegido((actual) => (siguienteTamano(actual) === 'icon' ? 'icon' : 'full'));
  };

  return (
    <CambioPasswordContext.Provider value={() => setCambioPassword(true)}>
      <div className={styles.root}>
        <BarraSuperior
          conMenu={tamano !== 'off'}
          estrecho={estrecho}
          onAlternarMenu={alternarMenu}
          onNotificaciones={() => setNotificaciones(true)}
        />
        <div className={styles.cuerpo}>
          {tamano === 'full' || tamano === 'icon' ? (
            <div className={styles.lateral}>
              <MenuLateral compacto={tamano === 'icon'} />
            </div>
          ) : null}
          {tamano === 'hidden' ? (
            <OverlayDrawer
              position="start"
              size="small"
              open={superpuesto}
              onOpenChange={(_, data) => setSuperpuesto(data.open)}
            >
              <MenuLateral compacto={false} onNavegar={() => setSuperpuesto(false)} />
            </OverlayDrawer>
          ) : null}
          <div className={styles.columna}>
            {/* Desktop only: offline badge, pending changes, last sync (issue 7). */}
            <EstadoSincronizacion />
            <main className={styles.contenido}>
              <Outlet />
            </main>
            <PieDePagina />
          </div>
        </div>
        <PanelNotificaciones abierto={notificaciones} onCerrar={() => setNotificaciones(false)} />
        <CambiarPasswordDialog abierto={cambioPassword} onCerrar={() => setCambioPassword(false)} />
        <VigilanteKiosko />
      </div>
    </CambioPasswordContext.Provider>
  );
}
