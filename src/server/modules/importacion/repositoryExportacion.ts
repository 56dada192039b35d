import type { Kysely } from 'kysely';
import type { Database, UsuariosTable } from '../../db/schema';
import { condicionFiltro, dialectoDe } from '../usuarios';
import type { FiltroListado } from '../usuarios';

/** Users read per query while exporting: memory stays flat however many there are. */
export const LOTE_EXPORTACION = 500;

export interface Catalogo {
  roles: Map<string, string>;
  codigos: Map<string, string>;
}

/** Role names and course codes, read once per export. */
export async function leerCatalogo(db: Kysely<Database>): Promise<Catalogo> {
  const [roles, cursos] = await Promise.all([
    db.selectFrom('roles').select(['id', 'nombre']).execute(),
    db.selectFrom('cursos').select(['id', 'codigo']).execute(),
  ]);
  return {
    roles: new Map(roles.map((r) => [r.id, r.nombre])),
    codigos: new Map(cursos.map((c) => [c.id, c.codigo])),
  };
}

export /** One chunk of users after `despues` (by id) and their assignments, oldest first. */
async function leerLote(
  db: Kysely<Database>,
  filtro: FiltroListado,
  despues: string | null,
): Promise<{ usuarios: UsuariosTable[]; cursos: Map<string, string[]> }> {
  const condicion = condicionFiltro(filtro, dialectoDe(db));
  let consulta = db.selectFrom('usuarios').selectAll().orderBy('id').limit(LOTE_EXPORTACION);
  if (condicion) consulta = consulta.where(condicion);
  if (despues !== null) consulta = consulta.where('id', '>', despues);
  const usuarios = await consulta.execute();
  const cursos = new Map<string, string[]>();
  if (usuarios.length === 0) return { usuarios, cursos };
  const asignaciones = await db
    .selectFrom('usuario_cursos')
    .select(['usuario_id', 'curso_id'])
    .where(
      'usuario_id',
      'in',
      usuarios.map((u) => u.id),
    )
    .orderBy('asignado_en')
    .orderBy('curso_id')
    .execute();
  for (const a of asignaciones)
    cursos.set(a.usuario_id, [...(cursos.get(a.usuario_id) ?? []), a.curso_id]);
  return { usuarios, cursos };
}
