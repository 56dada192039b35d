import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { ALCANCES, OPERACIONES, VISTAS, esAdministrador } from '@shared/domain/permisos';
import type { Alcance, Permiso, Vista } from '@shared/domain/permisos';
import type { Rol } from '@shared/api';
import type { Database, RolesTable, RolPermisosTable } from '../../db/schema';
import { Plantilla } from '../../db/plantilla';
import { normalizarMatriz } from './matriz';

// Read whenever a caller is resolved or a session refreshed: templates (db/plantilla.ts).
const rolPorId = new Plantilla((db, v: { id: string }) =>
  db.selectFrom('roles').selectAll().where('id', '=', v.id),
);
const permisosDe = new Plantilla((db, v: { rol: string }) =>
  db.selectFrom('rol_permisos').selectAll().where('rol_id', '=', v.rol),
);

function aPermiso(row: RolPermisosTable): Permiso | null {
  if (!(VISTAS as readonly string[]).includes(row.vista)) return null;
  const op = Object.fromEntries(OPERACIONES.map((o) => [o, row[o] === 1])) as Permiso['op'];
  return { vista: row.vista as Vista, op };
}

function aFilas(rolId: string, permisos: readonly Permiso[]): RolPermisosTable[] {
  return normalizarMatriz(permisos).map((p) => ({
    rol_id: rolId,
    vista: p.vista,
    consultar: p.op.consultar ? 1 : 0,
    crear: p.op.crear ? 1 : 0,
    editar: p.op.editar ? 1 : 0,
    desactivar: p.op.desactivar ? 1 : 0,
    eliminar: p.op.eliminar ? 1 : 0,
  }));
}

/** ADMINISTRADOR always skips the lesson order, whatever its stored flag says. */
function omiteOrden(row: Pick<Selectable<RolesTable>, 'nombre' | 'omitir_orden'>): boolean {
  return row.omitir_orden === 1 || esAdministrador(row);
}

/** ADMINISTRADOR always sees everyone; an unknown stored value reads as the narrower scope. */
function alcance(row: Pick<Selectable<RolesTable>, 'nombre' | 'alcance'>): Alcance {
  if (esAdministrador(row)) return 'todos';
  return (ALCANCES as readonly string[]).includes(row.alcance)
    ? (row.alcance as Alcance)
    : 'misCursos';
}

/** A role of the list: its matrix, whether it is a system role, how many users hold it. */
export interface RolListado extends Rol {
  sistema: boolean;
  usuarios: number;
}

/** Roles and their permission matrix. */
export class RolesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string, trx: Kysely<Database> = this.db): Promise<Rol | null> {
    const rol = await rolPorId.primera(trx, { id });
    if (!rol) return null;
    const permisos = await permisosDe.filas(trx, { rol: id });
    return {
      _id: rol.id,
      nombre: rol.nombre,
      permisos: permisos.map(aPermiso).filter((p): p is Permiso => p !== null),
      omitirOrden: omiteOrden(rol),
      alcance: alcance(rol),
    };
  }

  async findIdByNombre(nombre: string, trx: Kysely<Database> = this.db): Promise<string | null> {
    const row = await trx
      .selectFrom('roles')
      .select('id')
      .where('nombre', '=', nombre)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  findRowById(id: string): Promise<Selectable<RolesTable> | undefined> {
    return this.db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Every role with its full matrix and user count; a handful of rows, so three queries. */
  async listar(): Promise<RolListado[]> {
    const [roles, permisos, conteos] = await Promise.all([
      this.db.selectFrom('roles').selectAll().orderBy('nombre').orderBy('id').execute(),
      this.db.selectFrom('rol_permisos').selectAll().execute(),
      this.db
        .selectFrom('usuarios')
        .select(['rol_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('rol_id')
        .execute(),
    ]);
    const usuarios = new Map(conteos.map((c) => [c.rol_id, Number(c.n)]));
    return roles.map((r) => ({
      _id: r.id,
      nombre: r.nombre,
      permisos: normalizarMatriz(
        permisos
          .filter((p) => p.rol_id === r.id)
          .map(aPermiso)
          .filter((p): p is Permiso => p !== null),
      ),
      omitirOrden: omiteOrden(r),
      alcance: alcance(r),
      sistema: r.sistema === 1,
      usuarios: usuarios.get(r.id) ?? 0,
    }));
  }

  /**
   * True when another role already has this name, compared case-insensitively. Compared in
   * JavaScript over the few role names: SQLite's lower() folds ASCII only ('Ñ', 'Á').
   */
  async nombreEnUso(nombre: string, exceptoId?: string): Promise<boolean> {
    const clave = nombre.trim().toLocaleLowerCase('es');
    const filas = await this.db.selectFrom('roles').select(['id', 'nombre']).execute();
    return filas.some((r) => r.id !== exceptoId && r.nombre.toLocaleLowerCase('es') === clave);
  }

  async contarUsuarios(id: string): Promise<number> {
    const row = await this.db
      .selectFrom('usuarios')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rol_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Creates a role storing its full matrix (views left out: nothing allowed). */
  async crear(
    nombre: string,
    permisos: readonly Permiso[],
    omitirOrden = false,
    alcanceRol: Alcance = 'todos',
  ): Promise<string> {
    const id = randomUUID();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('roles')
        .values({
          id,
          nombre: nombre.trim(),
          sistema: 0,
          omitir_orden: omitirOrden ? 1 : 0,
          alcance: alcanceRol,
          creado_en: new Date().toISOString(),
        })
        .execute();
      await trx.insertInto('rol_permisos').values(aFilas(id, permisos)).execute();
    });
    return id;
  }

  /**
   * Renames a role and replaces its whole matrix in one transaction; `omitirOrden` left out
   * keeps the role's current flag, and `alcance` left out its scope (older clients do not
   * send them).
   */
  async actualizar(
    id: string,
    nombre: string,
    permisos: readonly Permiso[],
    ajustes: { omitirOrden?: boolean; alcance?: Alcance } = {},
  ): Promise<void> {
    const { omitirOrden, alcance: alcanceRol } = ajustes;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('roles')
        .set({
          nombre: nombre.trim(),
          ...(omitirOrden === undefined ? {} : { omitir_orden: omitirOrden ? 1 : 0 }),
          ...(alcanceRol === undefined ? {} : { alcance: alcanceRol }),
        })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('rol_permisos').where('rol_id', '=', id).execute();
      await trx.insertInto('rol_permisos').values(aFilas(id, permisos)).execute();
    });
  }

  /** Deletes a role; its matrix goes with it (cascade). Users hold it: the FK refuses. */
  async eliminar(id: string): Promise<void> {
    await this.db.deleteFrom('roles').where('id', '=', id).execute();
  }
}
