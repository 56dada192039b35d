import { tienePermiso, type RolConPermisos } from '@shared/domain/permisos';

/** What the users screen offers a role (spec 6: add crear, edit editar, delete eliminar…). */
export interface AccionesPantallaUsuarios {
  crear: boolean;
  /** Issue 8: import and its history need crear; updating existing users also editar. */
  importar: boolean;
  importarActualizando: boolean;
  /** Undoing an import deletes users. */
  deshacerImportacion: boolean;
  exportar: boolean;
  /** Bulk actions, each by the operation it performs. */
  masivo: { estado: boolean; cursos: boolean; rol: boolean; eliminar: boolean };
}

export function accionesPantallaUsuarios(
  rol: RolConPermisos | null | undefined,
): AccionesPantallaUsuarios {
  const crear = tienePermiso(rol, 'usuarios', 'crear');
  const editar = tienePermiso(rol, 'usuarios', 'editar');
  const eliminar = tienePermiso(rol, 'usuarios', 'eliminar');
  return {
    crear,
    importar: crear,
    importarActualizando: crear && editar,
    deshacerImportacion: crear && eliminar,
    exportar: tienePermiso(rol, 'usuarios', 'consultar'),
    masivo: {
      estado: tienePermiso(rol, 'usuarios', 'desactivar'),
      cursos: editar,
      rol: editar,
      eliminar,
    },
  };
}

/** Any bulk action at all: only then the checkboxes are shown. */
export function hayAccionMasiva(p: AccionesPantallaUsuarios): boolean {
  return p.masivo.estado || p.masivo.cursos || p.masivo.rol || p.masivo.eliminar;
}

/** The buttons of one row. */
export interface AccionesFilaUsuario {
  editar: boolean;
  eliminar: boolean;
  /** The active switch is enabled. */
  cambiarEstado: boolean;
  asignarCursos: boolean;
  /** Issue 13: a one-time reset code to hand over in person (never for oneself). */
  codigoRestablecimiento: boolean;
  /** Issue 13: clears the account's failed-attempt counters. */
  desbloquear: boolean;
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
    // The server refuses a code for oneself: a stolen session must not reset the password.
    codigoRestablecimiento: editar && !propia,
    desbloquear: editar,
  };
}

/** The row's name in messages: 'Error: no se cambió el estado de: {user}'. */
export function nombreDeUsuario(u: { nombre: string; apellidos: string; email: string }): string {
  const nombre = `${u.nombre} ${u.apellidos}`.trim();
  return nombre === '' ? u.email : nombre;
}
