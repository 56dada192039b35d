import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { ListaNotificaciones } from '../../features/notificaciones';
import { IconoCerrar } from '../../ui/iconos';

/**
 * The right-hand notifications panel (spec 2): the frame; the list, its polling and its
 * actions live in `features/notificaciones` (issue 15). A click on one closes the panel.
 */
export function PanelNotificaciones({ abierto, onCerrar }: { abierto: boolean; onCerrar(): void }) {
  const { t } = useTranslation();
  return (
    <OverlayDrawer
      position="end"
      open={abierto}
      onOpenChange={(_, data) => {
        if (!data.open) onCerrar();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('comun.cerrar')}
              icon={<IconoCerrar />}
              onClick={onCerrar}
            />
          }
        >
          {t('layout.notificaciones.titulo')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{abierto ? <ListaNotificaciones onNavegar={onCerrar} /> : null}</DrawerBody>
    </OverlayDrawer>
  );
}
