import type { Rol } from '@shared/api';
import { esAdministrador, tienePermiso } from '@shared/domain/permisos';
import type { ComentariosTable } from '../../db/schema';

/**
 * Who may do what in a lesson forum (spec 5 and 6). Reading and replying only need the
 * route's comentarios.consultar plus access to the lesson; everything else is decided here,
 * and the same rules fill `puedeEditar`/`puedeEliminar`, so the client never shows an
 * action the server would refuse.
 */

/** Who is asking: their id and role. */
export interface Llamante {
  usuarioId: string;
  rol: Rol;
}

type Comentario = Pick<ComentariosTable, 'usuario_id' | 'parent_id'>;

export function esTema(c: Pick<ComentariosTable, 'parent_id'>): boolean {
  return c.parent_id === null;
}

function esAutor(quien: Llamante, c: Comentario): boolean {
  // A comment whose author was deleted (usuario_id null) belongs to nobody.
  return c.usuario_id !== null && c.usuario_id === quien.usuarioId;
}

/** Only ADMINISTRADOR opens, pins or deletes topics (spec 5, 6). */
export function gestionaTemas(quien: Llamante): boolean {
  return esAdministrador(quien.rol);
}

/** Its author, or a role with comentarios.editar (ADMINISTRADOR has every permission). */
export function puedeEditar(quien: Llamante, c: Comentario): boolean {
  return esAutor(quien, c) || tienePermiso(quien.rol, 'comentarios', 'editar');
}

/**
 * A topic: ADMINISTRADOR only, whoever wrote it, since deleting it deletes the whole
 * conversation. A reply: its author, or a role with comentarios.eliminar.
 */
export function puedeEliminar(quien: Llamante, c: Comentario): boolean {
  if (esTema(c)) return gestionaTemas(quien);
  return esAutor(quien, c) || tienePermiso(quien.rol, 'comentarios', 'eliminar');
}
