/**
 * The permission model of spec section 6: a role grants, per view ("vista"), the
 * operations consultar, crear, editar, desactivar and eliminar. ADMINISTRADOR holds
 * every permission, whatever its stored matrix says.
 */
export const VISTAS = [
  'cursos',
  'multimedias',
  'usuarios',
  'roles',
  'comentarios',
  'evaluaciones',
  'calificaciones',
  // Issue 15: the programme's view — monitor panel, reports, maps and saved report
  // definitions (crear/editar/eliminar). Learners hold none of it.
  'informes',
  // Issue 16: the help wiki — everyone reads it (consultar); writing, editing and deleting
  // pages (and restoring revisions) are granted per role. It has no desactivar.
  'wiki',
] as const;
export type Vista = (typeof VISTAS)[number];

export const OPERACIONES = ['consultar', 'crear', 'editar', 'desactivar', 'eliminar'] as const;
export type Operacion = (typeof OPERACIONES)[number];

export type OperacionesPermitidas = Record<Operacion, boolean>;

export interface Permiso {
  vista: Vista;
  op: OperacionesPermitidas;
}

/**
 * Whose learners a role sees (issue 15): `todos`, or `misCursos` — only the learners of the
 * courses assigned to the caller (the same assignment as for learners). ADMINISTRADOR is
 * always `todos`, whatever its stored setting says.
 */
export const ALCANCES = ['todos', 'misCursos'] as const;
export type Alcance = (typeof ALCANCES)[number];

export const ROL_ADMINISTRADOR = 'ADMINISTRADOR';
export const ROL_ESTUDIANTE = 'Estudiante';

/** Operations a view does not offer at all (spec 6: comentarios has no crear). */
const OPERACIONES_AUSENTES: Partial<Record<Vista, readonly Operacion[]>> = {
  comentarios: ['crear'],
  wiki: ['desactivar'],
};

export function operacionExiste(vista: Vista, op: Operacion): boolean {
  return !(OPERACIONES_AUSENTES[vista] ?? []).includes(op);
}

function operaciones(valor: (op: Operacion) => boolean, vista: Vista): OperacionesPermitidas {
  const result = {} as OperacionesPermitidas;
  for (const op of OPERACIONES) result[op] = operacionExiste(vista, op) && valor(op);
  return result;
}

/** A full matrix (every view present) built from a per-view, per-operation rule. */
export function matrizPermisos(valor: (vista: Vista, op: Operacion) => boolean): Permiso[] {
  return VISTAS.map((vista) => ({ vista, op: operaciones((op) => valor(vista, op), vista) }));
}

/** Every permission: the matrix of ADMINISTRADOR. */
export const PERMISOS_TODOS: Permiso[] = matrizPermisos(() => true);

/**
 * What a learner may do by default: read courses, lessons and evaluations, take part in
 * the forum and see their own grades. The server narrows reads to the learner's own data.
 */
export const PERMISOS_ESTUDIANTE: Permiso[] = matrizPermisos((vista, op) => {
  if (op !== 'consultar') return false;
  return ['cursos', 'multimedias', 'comentarios', 'evaluaciones', 'calificaciones'].includes(vista);
});

export interface RolConPermisos {
  nombre: string;
  permisos: readonly Permiso[];
}

export function esAdministrador(rol: Pick<RolConPermisos, 'nombre'> | null | undefined): boolean {
  return rol?.nombre === ROL_ADMINISTRADOR;
}

/** The one permission check, used by the server's guard and mirrored by the client. */
export function tienePermiso(
  rol: RolConPermisos | null | undefined,
  vista: Vista,
  op: Operacion,
): boolean {
  if (!rol) return false;
  if (esAdministrador(rol)) return true;
  return rol.permisos.some((p) => p.vista === vista && p.op[op] === true);
}

/** The scope a role really has: ADMINISTRADOR sees everyone. */
export function alcanceDe(
  rol: (RolConPermisos & { alcance?: Alcance }) | null | undefined,
): Alcance {
  if (!rol) return 'misCursos';
  if (esAdministrador(rol)) return 'todos';
  return rol.alcance ?? 'todos';
}
