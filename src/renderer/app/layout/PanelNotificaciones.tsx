import {
  Body1,
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { IconoCerrar } from '../../ui/iconos';

/**
 * The right-hand notifications panel (spec 2). The original showed sample data; there is
 * no notifications API, so the panel says honestly that there is nothing.
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
      <DrawerBody>
        <Body1>{t('layout.notificaciones.vacio')}</Body1>
      </DrawerBody>
    </OverlayDrawer>
  );
}
