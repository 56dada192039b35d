import { tienePermiso, type RolConPermisos } from '@shared/domain/permisos';

/** What the users screen offers a role (spec 6: add crear, edit editar, delete eliminar…). */
export interface AccionesPantallaUsuarios {
  crear: boolean;
}

export function accionesPantallaUsuarios(
  rol: RolConPermisos | null | undefined,
): AccionesPantallaUsuarios {
  return { crear: tienePermiso(rol, 'usuarios', 'crear') };
}

/** The buttons of one row. */
export interface AccionesFilaUsuario {
  editar: boolean;
  eliminar: boolean;
  /** The active switch is enabled. */
  cambiarEstado: boolean;
  asignarCursos: boolean;
}

/**
 * Spec 4 and 6: the switch needs desactivar and is disabled on the user's own row; a user
 * cannot delete themself either. Assigning courses is an edit of the user.
 */
export function accionesFilaUsuario(
  rol: RolConPermisos | null | undefined,
  idActual: string | undefined,
  idFila: string,
): AccionesFilaUsuario {
  const propia = idActual === idFila;
  const editar = tienePermiso(rol, 'usuarios', 'editar');
  return {
    editar,
    eliminar: tienePermiso(rol, 'usuarios', 'eliminar') && !propia,
    cambiarEstado: tienePermiso(rol, 'usuarios', 'desactivar') && !propia,
    asignarCursos: editar,
  };
}

/** The row's name in messages: 'Error: no se cambió el estado de: {user}'. */
export function nombreDeUsuario(u: { nombre: string; apellidos: string; email: string }): string {
  const nombre = `${u.nombre} ${u.apellidos}`.trim();
  return nombre === '' ? u.email : nombre;
}
