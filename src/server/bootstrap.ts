import { ROL_ADMINISTRADOR } from '@shared/domain/permisos';
import type { ServerConfig } from './config';
import { HttpError } from './errors';
import { generarPassword, hashPassword } from './security/passwords';
import type { Services } from './services';

export const EMAIL_ADMIN_POR_DEFECTO = 'admin@plataforma.local';

export interface InitialAdmin {
  email: string;
  password: string;
  /** True when the password was generated here and must be shown to a person once. */
  generated: boolean;
}

/**
 * On an empty database, creates the first ADMINISTRADOR from ADMIN_EMAIL/ADMIN_PASSWORD,
 * or with a strong generated password. Does nothing once any user exists. With
 * PRIMER_ADMIN_INTERACTIVO nothing is generated: the person at the PC chooses the account
 * on first start (modules/instalacion); an explicit ADMIN_PASSWORD is still honoured.
 */
export async function ensureFirstAdmin(
  services: Services,
  config: Pick<ServerConfig, 'adminEmail' | 'adminPassword' | 'primerAdminInteractivo'>,
): Promise<InitialAdmin | null> {
  if (config.primerAdminInteractivo === true && config.adminPassword === null) return null;
  if ((await services.usuarios.count()) > 0) return null;
  const rolId = await services.roles.findIdByNombre(ROL_ADMINISTRADOR);
  if (!rolId) throw new Error('Falta el rol ADMINISTRADOR: las migraciones no se aplicaron');
  const email = config.adminEmail ?? EMAIL_ADMIN_POR_DEFECTO;
  const password = config.adminPassword ?? generarPassword();
  try {
    await services.usuarios.create({
      email,
      nombre: 'Administrador',
      apellidos: '',
      passwordHash: await hashPassword(password),
      rolId,
      emailVerificado: true,
      aceptaPoliticas: true,
    });
  } catch (error) {
    // Another instance sharing the database created it first.
    if (error instanceof HttpError && error.code === 'CONFLICTO') return null;
    throw error;
  }
  return { email, password, generated: config.adminPassword === null };
}
