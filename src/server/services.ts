import type { Kysely } from 'kysely';
import { DEMORA_DESBLOQUEO_MS } from '@shared/domain/cursos';
import type { Dialecto } from './db/database';
import type { Database } from './db/schema';
import { AuditoriaRepository } from './modules/auditoria';
import {
  AccesosConocidos,
  AuthService,
  CodigosRestablecimiento,
  SesionesRepository,
} from './modules/auth';
import type { Correo } from './correo/correo';
import { RolesRepository } from './modules/roles';
import { AsignacionesRepository, UsuariosRepository } from './modules/usuarios';
import { VerificacionesService } from './modules/registro';
import { Limitador } from './security/limitador';
import { FirmaService } from './security/firmas';
import { PoolHash } from './security/hashMasivo';
import type { HasherMasivo } from './security/hashMasivo';
import { TokenService } from './security/tokens';
import { MotorSqlite } from './jobs/motorSqlite';
import type { ColaTrabajos } from './jobs/tipos';
import { versionesSinCache } from './cache/versiones';
import type { Versiones } from './cache/versiones';

/** Repositories and services of one server instance, built once and passed to routes. */
export interface Services {
  db: Kysely<Database>;
  dialecto: Dialecto;
  tokens: TokenService;
  roles: RolesRepository;
  usuarios: UsuariosRepository;
  sesiones: SesionesRepository;
  auth: AuthService;
  asignaciones: AsignacionesRepository;
  verificaciones: VerificacionesService;
  /** DATA_DIR: uploads live under `uploads/` in it. */
  dataDir: string;
  /** Attempt limits shared by every instance on one database (login, reset). */
  limitador: Limitador;
  auditoria: AuditoriaRepository;
  /** Signed file URLs (`?firma=`) for media elements and downloads. */
  firmas: FirmaService;
  /** How long a course-unlock request waits before approval (DESBLOQUEO_DEMORA_MS). */
  demoraDesbloqueoMs: number;
  /** URL_PUBLICA: origin of the public verification links on certificates (null: request's). */
  urlPublica: string | null;
  /** Worker-thread password hashing for imports (closed when the server stops). */
  hashMasivo: HasherMasivo;
  /**
   * The time as the progress bounds read it (docs/progreso.md); tests move it to play a
   * learner's real time without waiting.
   */
  reloj: () => Date;
  /** Outgoing mail (SMTP_URL); null when not configured: reset codes come from a tutor. */
  correo: Correo | null;
  /** One-time password-reset codes, stored as keyed hashes. */
  codigos: CodigosRestablecimiento;
  /** MONITOR_TABLERO_URL: the monitor's external dashboard (checked at start), or null. */
  tableroMonitor: string | null;
  /** WIKI_EXTERNA_URL: an external wiki the help wiki links to (checked at start), or null. */
  wikiExterna: string | null;
  /**
   * Background jobs of this instance (docs/trabajos.md): pg-boss on PostgreSQL, the
   * single-process runner on SQLite. Started by startServer.
   */
  trabajos: ColaTrabajos;
  /**
   * Version numbers the in-process caches check (docs/rendimiento-sesion.md): started by
   * startServer, closed when it stops; without it every cache is bypassed.
   */
  versiones: Versiones;
  /** ARCHIVOS_X_ACCEL: nginx's internal location of uploads/, or null (the server sends files). */
  archivosXAccel: string | null;
}

export function createServices(
  db: Kysely<Database>,
  dialecto: Dialecto,
  jwtSecret: Uint8Array,
  dataDir: string,
  demoraDesbloqueoMs: number = DEMORA_DESBLOQUEO_MS,
  urlPublica: string | null = null,
  correo: Correo | null = null,
  tableroMonitor: string | null = null,
  wikiExterna: string | null = null,
  // Until startServer puts the real queue here, jobs wait in the runner's table.
  trabajos: ColaTrabajos = new MotorSqlite(db),
  versiones: Versiones = versionesSinCache(),
  archivosXAccel: string | null = null,
): Services {
  const tokens = new TokenService(jwtSecret);
  const roles = new RolesRepository(db);
  const usuarios = new UsuariosRepository(db, roles, versiones);
  const sesiones = new SesionesRepository(db);
  const limitador = new Limitador(db);
  const auditoria = new AuditoriaRepository(db);
  return {
    db,
    dialecto,
    tokens,
    roles,
    usuarios,
    sesiones,
    auth: new AuthService(
      usuarios,
      tokens,
      sesiones,
      limitador,
      auditoria,
      new AccesosConocidos(db),
    ),
    asignaciones: new AsignacionesRepository(db),
    verificaciones: new VerificacionesService(db),
    dataDir,
    limitador,
    auditoria,
    firmas: new FirmaService(jwtSecret),
    demoraDesbloqueoMs,
    urlPublica,
    hashMasivo: new PoolHash(),
    reloj: () => new Date(),
    correo,
    codigos: new CodigosRestablecimiento(db, jwtSecret),
    tableroMonitor,
    wikiExterna,
    trabajos,
    versiones,
    archivosXAccel,
  };
}
