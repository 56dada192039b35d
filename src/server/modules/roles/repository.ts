import type { Kysely } from 'kysely';
import { OPERACIONES, VISTAS } from '@shared/domain/permisos';
import type { Permiso, Vista } from '@shared/domain/permisos';
import type { Rol } from '@shared/api';
import type { Database, RolPermisosTable } from '../../db/schema';

function aPermiso(row: RolPermisosTable): Permiso | null {
  if (!(VISTAS as readonly string[]).includes(row.vista)) return null;
  const op = Object.fromEntries(OPERACIONES.map((o) => [o, row[o] === 1])) as Permiso['op'];
  return { vista: row.vista as Vista, op };
}

/** Roles and their permission matrix. */
export class RolesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string, trx: Kysely<Database> = this.db): Promise<Rol | null> {
    const rol = await trx.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
    if (!rol) return null;
    const permisos = await trx
      .selectFrom('rol_permisos')
      .selectAll()
      .where('rol_id', '=', id)
      .execute();
    return {
      _id: rol.id,
      nombre: rol.nombre,
      permisos: permisos.map(aPermiso).filter((p): p is Permiso => p !== null),
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
}
