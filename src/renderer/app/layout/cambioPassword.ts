import { createContext, useContext } from 'react';

/** Opens the change-password dialog the layout owns (toolbar, 'Mi perfil' menu, /profile). */
export const CambioPasswordContext = createContext<() => void>(() => undefined);

export function useAbrirCambioPassword(): () => void {
  return useContext(CambioPasswordContext);
}
