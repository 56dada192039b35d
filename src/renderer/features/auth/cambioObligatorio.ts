import type { Usuario } from '@shared/api';

/**
 * What a private route shows: the login page without a session, the forced password change
 * while the account still has the password an administrator generated (issue 8), else the
 * screen itself.
 */
export type AccesoPrivado = 'login' | 'cambiarPassword' | 'permitido';

export function decidirAccesoPrivado(activa: boolean, usuario: Usuario | null): AccesoPrivado {
  if (!activa) return 'login';
  // The server refuses every other call until the change (403 DEBE_CAMBIAR_PASSWORD), so
  // no menu or screen is mounted that would only make failing requests.
  if (usuario?.debeCambiarPassword) return 'cambiarPassword';
  return 'permitido';
}

/** The server's answer to every call made while the change is pending. */
export const CODIGO_DEBE_CAMBIAR_PASSWORD = 'DEBE_CAMBIAR_PASSWORD';
