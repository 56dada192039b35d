import { nombreRolSchema } from '@shared/api/roles';
import {
  OPERACIONES,
  VISTAS,
  esAdministrador,
  operacionExiste,
  tienePermiso,
  type Operacion,
  type Permiso,
  type RolConPermisos,
  type Vista,
} from '@shared/domain/permisos';
import { erroresDeZod } from '../../ui/validacion';

/** One row per view of spec 3 (a role may store fewer), operations a view lacks are false. */
export function matrizCompleta(permisos: readonly Permiso[]): Permiso[] {
  return VISTAS.map((vista) => {
    const guardado = permisos.find((p) => p.vista === vista);
    const op = {} as Permiso['op'];
    for (const o of OPERACIONES) op[o] = operacionExiste(vista, o) && guardado?.op[o] === true;
    return { vista, op };
  });
}

export function alternarPermiso(
  matriz: readonly Permiso[],
  vista: Vista,
  op: Operacion,
  valor: boolean,
): Permiso[] {
  return matriz.map((p) =>
    p.vista === vista && operacionExiste(vista, op) ? { vista, op: { ...p.op, [op]: valor } } : p,
  );
}

export function mismasMatrices(a: readonly Permiso[], b: readonly Permiso[]): boolean {
  const ca = matrizCompleta(a);
  const cb = matrizCompleta(b);
  return ca.every((p, i) => OPERACIONES.every((o) => p.op[o] === cb[i]?.op[o]));
}

/** The roles screen's controls for the signed-in role and the selected role (spec 6). */
export interface AccionesRoles {
  crear: boolean;
  /** Edit the name of the selected role. */
  editar: boolean;
  eliminar: boolean;
  /** Permission checkboxes enabled. */
  casillas: boolean;
  guardar: boolean;
}

/**
 * Spec 6: add needs crear, edit editar, delete eliminar, the checkboxes desactivar and
 * Guardar editar; ADMINISTRADOR is never edited or deleted and its checkboxes stay disabled.
 */
export function accionesRoles(
  rolUsuario: RolConPermisos | null | undefined,
  seleccionado: Pick<RolConPermisos, 'nombre'> | null | undefined,
): AccionesRoles {
  const bloqueado = !seleccionado || esAdministrador(seleccionado);
  return {
    crear: tienePermiso(rolUsuario, 'roles', 'crear'),
    editar: !bloqueado && tienePermiso(rolUsuario, 'roles', 'editar'),
    eliminar: !bloqueado && tienePermiso(rolUsuario, 'roles', 'eliminar'),
    casillas: !bloqueado && tienePermiso(rolUsuario, 'roles', 'desactivar'),
    guardar: !bloqueado && tienePermiso(rolUsuario, 'roles', 'editar'),
  };
}

/** Spec 5: role name required, under 20 characters. The Spanish message, or null if valid. */
export function errorNombreRol(nombre: string): string | null {
  return erroresDeZod(nombreRolSchema.safeParse(nombre))[''] ?? null;
}
