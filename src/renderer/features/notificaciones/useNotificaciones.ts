import { useNoLeidasQuery } from './api';

/**
 * How often the bell asks for the unread count. Polling, not Server-Sent Events: a plain
 * GET passes every proxy and the desktop's centre shell, which answers it from its cache
 * when offline (docs/notificaciones.md, «Delivery»).
 */
export const INTERVALO_NOTIFICACIONES_MS = 10_000;

/** The bell's number, refreshed every few seconds while the app is open. */
export function useNoLeidas(): number {
  const { data } = useNoLeidasQuery(undefined, {
    pollingInterval: INTERVALO_NOTIFICACIONES_MS,
  });
  return data ?? 0;
}
