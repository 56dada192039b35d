import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectSesionActiva } from '../../auth';
import { useCambiarDeUsuario, useConfigKiosko } from '../hooks';
import {
  escucharActividad,
  relojDelNavegador,
  VigilanteInactividad,
  type EstadoInactividad,
} from '../inactividad';
import { CerrandoSesionDialog, CuentaRegresivaDialog } from './CuentaRegresivaDialog';

/**
 * Idle logout in kiosk mode (mounted in the signed-in layout): watches the learner's
 * activity and, after the configured idle time, shows the countdown and then logs out.
 * The timing lives in inactividad.ts; this only connects it to the window and React.
 */
export function VigilanteKiosko() {
  const config = useConfigKiosko();
  const sesionActiva = useAppSelector(selectSesionActiva);
  const cambiarDeUsuario = useCambiarDeUsuario();
  const [estado, setEstado] = useState<EstadoInactividad>({ fase: 'vigilando' });
  const vigilante = useRef<VigilanteInactividad | null>(null);
  const alCerrar = useEffectEvent(() => void cambiarDeUsuario());

  const inactividadSegundos = config?.activo ? config.inactividadSegundos : 0;
  const cuentaRegresivaSegundos = config?.cuentaRegresivaSegundos ?? 0;
  const vigilar = sesionActiva && inactividadSegundos > 0;

  useEffect(() => {
    if (!vigilar) return;
    const actual = new VigilanteInactividad({
      inactividadSegundos,
      cuentaRegresivaSegundos,
      reloj: relojDelNavegador,
      alCambiar: setEstado,
      alCerrar,
    });
    vigilante.current = actual;
    const dejarDeEscuchar = escucharActividad(window, (origen) => actual.actividad(origen));
    return () => {
      dejarDeEscuchar();
      actual.detener();
      vigilante.current = null;
      setEstado({ fase: 'vigilando' });
    };
  }, [vigilar, inactividadSegundos, cuentaRegresivaSegundos]);

  if (!vigilar || estado.fase === 'vigilando') return null;
  if (estado.fase === 'cerrada') return <CerrandoSesionDialog />;
  return (
    <CuentaRegresivaDialog
      segundos={estado.segundosRestantes}
      onSeguir={() => vigilante.current?.seguirAqui()}
    />
  );
}
