import { useCallback, useEffect, useRef, useState } from 'react';
import type { Kiosko } from '@shared/bridge';
import { useAppDispatch } from '../../app/hooks';
import { useNotificar } from '../../ui/notificaciones';
import { useCerrarSesion } from '../auth';
import { leerConfigKiosko, olvidarDatosLocales, sincronizarAntesDeSalir } from './thunks';

/** The kiosk settings, or null while they load (treated as "not a kiosk"). */
export function useConfigKiosko(): Kiosko | null {
  const dispatch = useAppDispatch();
  const [config, setConfig] = useState<Kiosko | null>(null);
  useEffect(() => {
    let vigente = true;
    void dispatch(leerConfigKiosko()).then((accion) => {
      if (vigente && leerConfigKiosko.fulfilled.match(accion)) setConfig(accion.payload);
    });
    return () => {
      vigente = false;
    };
  }, [dispatch]);
  return config;
}

/**
 * 'Cambiar de usuario' and the idle logout: the app's own logout (token forgotten, session
 * and every cached server answer emptied, back to /login), with the kiosk's extras around
 * it: the previous learner's toasts closed, their offline writes sent first, their cached
 * data wiped after. Calls while one is running are ignored (the countdown and a click may
 * meet).
 */
export function useCambiarDeUsuario(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const cerrarSesion = useCerrarSesion();
  const notificar = useNotificar();
  const enCurso = useRef(false);
  return useCallback(async () => {
    if (enCurso.current) return;
    enCurso.current = true;
    try {
      notificar.descartarTodas();
      const antes = await dispatch(sincronizarAntesDeSalir(undefined));
      // Whatever happened before, the logout itself must run.
      const usuarioId = sincronizarAntesDeSalir.fulfilled.match(antes) ? antes.payload : null;
      await cerrarSesion();
      if (usuarioId) await dispatch(olvidarDatosLocales(usuarioId));
    } finally {
      enCurso.current = false;
    }
  }, [cerrarSesion, dispatch, notificar]);
}
