import { MenuItem } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCambiarDeUsuario, useConfigKiosko } from '../hooks';

/**
 * 'Cambiar de usuario' in the user menu of a kiosk: the next learner signs in without
 * restarting the app, and sees nothing of the previous one. Absent outside kiosk mode,
 * where 'Cerrar sesión' already does that job.
 */
export function ItemCambiarUsuario() {
  const { t } = useTranslation();
  const config = useConfigKiosko();
  const cambiarDeUsuario = useCambiarDeUsuario();
  if (!config?.activo) return null;
  return <MenuItem onClick={() => void cambiarDeUsuario()}>{t('kiosko.cambiarUsuario')}</MenuItem>;
}
