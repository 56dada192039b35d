import { Button } from '@fluentui/react-components';
import { tienePermiso } from '@shared/domain/permisos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { IconoPersonas } from '../../../ui/iconos';
import { selectUsuario } from '../../auth';
import { MonitorDialog } from './MonitorDialog';

/**
 * The course page's 'Monitor' button (spec: administrators and tutors), shown with
 * informes.consultar; the server still checks the permission and the caller's scope.
 */
export function BotonMonitor(props: { curso: { _id: string; codigo: string; nombre: string } }) {
  const { t } = useTranslation();
  const usuario = useAppSelector(selectUsuario);
  const [abierto, setAbierto] = useState(false);
  if (!tienePermiso(usuario?.rol, 'informes', 'consultar')) return null;
  return (
    <>
      <Button icon={<IconoPersonas />} onClick={() => setAbierto(true)}>
        {t('monitor.boton')}
      </Button>
      <MonitorDialog abierto={abierto} curso={props.curso} onCerrar={() => setAbierto(false)} />
    </>
  );
}
