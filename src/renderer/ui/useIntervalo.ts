import { useEffect } from 'react';

/**
 * Calls `accion` every `ms` milliseconds while `ms` is not null (null pauses it). The
 * caller passes a stable function (a hook's `useCallback`), or the timer restarts on render.
 */
export function useIntervalo(accion: () => unknown, ms: number | null): void {
  useEffect(() => {
    if (ms === null) return;
    const id = window.setInterval(accion, ms);
    return () => window.clearInterval(id);
  }, [accion, ms]);
}
