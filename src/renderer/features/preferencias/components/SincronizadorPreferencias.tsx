import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUsuario } from '../../auth';
import { useConfigKiosko } from '../../kiosko';
import { cargarPreferencias, restablecerPreferencias } from '../thunks';

/**
 * Follows the session: when someone signs in (or a session is restored) their stored
 * preferences are applied; when a kiosk session ends, by any logout, the shared PC goes
 * back to Spanish and the normal display for the next person. Outside a kiosk a logout
 * leaves the screen as it was (it is that person's own device).
 */
export function SincronizadorPreferencias() {
  const dispatch = useAppDispatch();
  const usuarioId = useAppSelector(selectUsuario)?._id ?? null;
  const kiosko = useConfigKiosko();
  const anterior = useRef<string | null>(null);
  const esKiosko = kiosko?.activo === true;

  useEffect(() => {
    const antes = anterior.current;
    anterior.current = usuarioId;
    if (usuarioId === antes) return;
    if (usuarioId) {
      void dispatch(cargarPreferencias());
    } else if (esKiosko) {
      restablecerPreferencias();
    }
  }, [dispatch, usuarioId, esKiosko]);
  return null;
}
