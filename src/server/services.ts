import type { Kysely } from 'kysely';
import type { Dialecto } from './db/database';
import type { Database } from './db/schema';
import { AuthService } from './modules/auth/service';
import { SesionesRepository } from './modules/auth/sesiones';
import { RolesRepository } from './modules/roles/repository';
import { UsuariosRepository } from './modules/usuarios/repository';
import { TokenService } from './security/tokens';

/** Repositories and services of one server instance, built once and passed to routes. */
export interface Services {
  db: Kysely<Database>;
  dialecto: Dialecto;
  tokens: TokenService;
  roles: RolesRepository;
  usuarios: UsuariosRepository;
  sesiones: SesionesRepository;
  auth: AuthService;
}

export function createServices(
  db: Kysely<Database>,
  dialecto: Dialecto,
  jwtSecret: Uint8Array,
): Services {
  const tokens = new TokenService(jwtSecret);
  const roles = new RolesRepository(db);
  const usuarios = new UsuariosRepository(db, roles);
  const sesiones = new SesionesRepository(db);
  return {
    db,
    dialecto,
    tokens,
    roles,
    usuarios,
    sesiones,
    auth: new AuthService(usuarios, tokens, sesiones),
  };
}
