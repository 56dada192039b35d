import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The database side of an import's dry run: everything the rules need, fetched in a fixed
 * number of queries per kind (lists split in chunks so no statement exceeds the drivers'
 * parameter limits), never one query per row.
 */

const LOTE = 1000;

function enLotes<T>(lista: readonly T[], tamano = LOTE): T[][] {
  const lotes: T[][] = [];
  for (let i = 0; i < lista.length; i += tamano) lotes.push(lista.slice(i, i + tamano));
  return lotes;
}

export interface UsuarioExistente {
  id: string;
  email: string;
  nombre: string;
  apellidos: string;
  tipoIdentificacion: string | null;
  identificacion: string | null;
  rolId: string;
  activo: boolean;
  customData: Record<string, unknown>;
  cursoIds: Set<string>;
}

export interface CatalogoImportacion {
  roles: { id: string; nombre: string }[];
  cursos: { id: string; codigo: string }[];
}

/** Key of a document: the same number under another type is another document. */
export const claveDocumento = (tipo: string, numero: string) => `${tipo}\u0000${numero.trim()}`;

function customData(json: string): Record<string, unknown> {
  try {
    const valor: unknown = JSON.parse(json);
    return typeof valor === 'object' && valor !== null ? (valor as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Roles and courses: small tables, read whole (two queries). */
export async function cargarCatalogo(db: Kysely<Database>): Promise<CatalogoImportacion> {
  const [roles, cursos] = await Promise.all([
    db.selectFrom('roles').select(['id', 'nombre']).execute(),
    db.selectFrom('cursos').select(['id', 'codigo']).execute(),
  ]);
  return { roles, cursos };
}

/** Existing users by normalized email, with their course assignments. */
export async function usuariosPorEmail(
  db: Kysely<Database>,
  emailsNormalizados: readonly string[],
): Promise<Map<string, UsuarioExistente>> {
  const resultado = new Map<string, UsuarioExistente>();
  for (const lote of enLotes([...new Set(emailsNormalizados)])) {
    const filas = await db
      .selectFrom('usuarios')
      .select([
        'id',
        'email',
        'email_normalizado',
        'nombre',
        'apellidos',
        'tipo_identificacion',
        'identificacion',
        'rol_id',
        'activo',
        'custom_data',
      ])
      .where('email_normalizado', 'in', lote)
      .execute();
    for (const f of filas) {
      resultado.set(f.email_normalizado, {
        id: f.id,
        email: f.email,
        nombre: f.nombre,
        apellidos: f.apellidos,
        tipoIdentificacion: f.tipo_identificacion,
        identificacion: f.identificacion,
        rolId: f.rol_id,
        activo: f.activo === 1,
        customData: customData(f.custom_data),
        cursoIds: new Set(),
      });
    }
  }
  const porId = new Map([...resultado.values()].map((u) => [u.id, u]));
  for (const lote of enLotes([...porId.keys()])) {
    const asignaciones = await db
      .selectFrom('usuario_cursos')
      .select(['usuario_id', 'curso_id'])
      .where('usuario_id', 'in', lote)
      .execute();
    for (const a of asignaciones) porId.get(a.usuario_id)?.cursoIds.add(a.curso_id);
  }
  return resultado;
}

/** Owners of documents (type + number) → user id. */
export async function usuariosPorDocumento(
  db: Kysely<Database>,
  numeros: readonly string[],
): Promise<Map<string, string>> {
  const resultado = new Map<string, string>();
  for (const lote of enLotes([...new Set(numeros)])) {
    const filas = await db
      .selectFrom('usuarios')
      .select(['id', 'tipo_identificacion', 'identificacion'])
      .where('identificacion', 'in', lote)
      .execute();
    for (const f of filas) {
      if (f.tipo_identificacion && f.identificacion) {
        resultado.set(claveDocumento(f.tipo_identificacion, f.identificacion), f.id);
      }
    }
  }
  return resultado;
}
