/** Row types: Roles, users, sessions and the audit trail. */
import type { Generated } from 'kysely';
import type { Flag } from './flag';

export interface RolesTable {
  id: string;
  nombre: string;
  /** System roles (ADMINISTRADOR, Estudiante) cannot be deleted. */
  sistema: Flag;
  /** May skip the lesson order (0012); defaults to 0, so older inserts still compile. */
  omitir_orden: Generated<Flag>;
  /** 'todos' or 'misCursos' (0020): whose learners the role sees; defaults to 'todos'. */
  alcance: Generated<string>;
  creado_en: string;
}

export interface RolPermisosTable {
  rol_id: string;
  vista: string;
  consultar: Flag;
  crear: Flag;
  editar: Flag;
  desactivar: Flag;
  eliminar: Flag;
}

export interface UsuariosTable {
  id: string;
  email: string;
  /** Lower-cased, trimmed email: unique, so emails are unique case-insensitively. */
  email_normalizado: string;
  nombre: string;
  apellidos: string;
  tipo_identificacion: string | null;
  identificacion: string | null;
  password_hash: string;
  rol_id: string;
  activo: Flag;
  email_verificado: Flag;
  acepta_politicas: Flag;
  debe_cambiar_password: Flag;
  /** JSON: telefono, municipio {nombre}, institucion {nombrePunto}, tipoRegistro. */
  custom_data: string;
  foto: string | null;
  /** Bumped on a password change: tokens carrying an older version are refused. */
  version_token: number;
  creado_en: string;
  actualizado_en: string;
  ultimo_ingreso: string | null;
  /**
   * The import batch that created the user (0016; undo); never set on update. Optional so
   * the row literals and inserts written before 0016 still compile (they store NULL).
   */
  lote_id?: string | null;
  /**
   * Interface preferences (0026, issue 16): language code and the large text / high
   * contrast switches; NULL = never chosen. Optional for the same reason as lote_id.
   */
  idioma?: string | null;
  texto_grande?: Flag | null;
  alto_contraste?: Flag | null;
  /**
   * Name, email and identification folded for the search (0033, issue 18; written by the
   * usuarios module, usuarios/busqueda.ts). Optional for the same reason as lote_id; every
   * write path of the module fills it.
   */
  busqueda?: string;
}

export interface TokensRevocadosTable {
  jti: string;
  expira_en: string;
}

/** One-time email verification links; only the token's sha256 is stored. */
export interface VerificacionesEmailTable {
  id: string;
  usuario_id: string;
  token_hash: string;
  expira_en: string;
  usado_en: string | null;
  creado_en: string;
}

/** Audit log of sensitive account actions (never a password). */
export interface AuditoriaTable {
  id: string;
  fecha: string;
  usuario_id: string | null;
  /** e.g. 'login.fallido', 'restablecer.ok' (see modules/auditoria/repository.ts). */
  accion: string;
  ip: string | null;
  /** JSON object with the action's details. */
  detalle: string;
}

/** One attempt counted by the access limiter (security/limitador.ts). */
export interface IntentosAccesoTable {
  id: string;
  /** What is limited: 'login:email:<email>', 'login:ip:<ip>', 'reset:…'. */
  clave: string;
  fecha: string;
}

/** A one-time password-reset code (issue 13); only its keyed hash is stored. */
export interface CodigosRestablecimientoTable {
  id: string;
  usuario_id: string;
  codigo_hash: string;
  /** 'correo' (mailed) or 'tutor' (generated on the users screen, handed over in person). */
  origen: string;
  /** Who generated a tutor code; null for mailed ones. */
  creado_por: string | null;
  /** Wrong codes typed against it; at the limit it is burnt (usado_en set). */
  intentos: number;
  expira_en: string;
  usado_en: string | null;
  creado_en: string;
}

/** An address an account has signed in from (spared by the per-account login brake). */
export interface AccesosConocidosTable {
  usuario_id: string;
  ip: string;
  ultimo_en: string;
}

/** This domain's tables, by name. */
export interface IdentidadTablas {
  roles: RolesTable;
  rol_permisos: RolPermisosTable;
  usuarios: UsuariosTable;
  tokens_revocados: TokensRevocadosTable;
  verificaciones_email: VerificacionesEmailTable;
  auditoria: AuditoriaTable;
  intentos_acceso: IntentosAccesoTable;
  codigos_restablecimiento: CodigosRestablecimientoTable;
  accesos_conocidos: AccesosConocidosTable;
}
