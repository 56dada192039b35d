import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { APLICAR, SIN_CAMBIOS, rechazar } from './masivo';
import type { AccionMasiva, ContextoMasivo, FilaMasiva, Veredicto } from './masivo';
import { MENSAJES_USUARIOS as M } from './reglas';
import { enLotes } from './repositorySeleccion';

/**
 * The four bulk actions, each the single-user route's rules applied per user (handlers.ts:
 * updateEstado, asignarCursos, actualizar's role part, eliminar), in the same order, with
 * the chunk's extra data read once per chunk.
 */

export const MENSAJES_MASIVO = {
  /** Issue 8: a bulk action never touches the one who runs it, not even harmlessly. */
  propio: 'No puedes incluir tu propio usuario en una acción masiva.',
} as const;

const ids = (filas: readonly FilaMasiva[]) => filas.map((f) => f.id);

async function contarAdministradoresActivos(
  trx: Transaction<Database>,
  rolAdministrador: string | null,
): Promise<number> {
  if (rolAdministrador === null) return 0;
  const fila = await trx
    .selectFrom('usuarios')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('rol_id', '=', rolAdministrador)
    .where('activo', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(fila.n);
}

/**
 * Never the platform without an active ADMINISTRADOR: counted once, then decremented as the
 * action takes active administrators away (the single route counts before each one).
 */
function guardiaUltimoAdministrador(ctx: ContextoMasivo) {
  let activos = 0;
  return {
    async contar(trx: Transaction<Database>) {
      activos = await contarAdministradoresActivos(trx, ctx.rolAdministrador);
    },
    /** True when taking this user away would leave no active ADMINISTRADOR. */
    esElUltimo(f: FilaMasiva): boolean {
      return f.rol_id === ctx.rolAdministrador && f.activo === 1 && activos <= 1;
    },
    quitar(f: FilaMasiva): void {
      if (f.rol_id === ctx.rolAdministrador && f.activo === 1) activos -= 1;
    },
  };
}

/** Only an ADMINISTRADOR touches an ADMINISTRADOR (reglas.ts exigirPuedeTocar). */
function noPuedeTocar(ctx: ContextoMasivo, f: FilaMasiva): Veredicto | null {
  const esAdmin = f.rol_id === ctx.rolAdministrador;
  return esAdmin && !ctx.llamanteEsAdministrador ? rechazar(M.soloAdministrador) : null;
}

/** Activate or deactivate; deactivating bumps version_token so open sessions end at once. */
export function accionEstado(ctx: ContextoMasivo, activo: boolean): AccionMasiva {
  const ultimo = guardiaUltimoAdministrador(ctx);
  return {
    faltante: rechazar(M.noEncontrado),
    preparar: (trx) => ultimo.contar(trx),
    decidir(f) {
      if (f.id === ctx.llamanteId)
        return rechazar(activo ? MENSAJES_MASIVO.propio : M.desactivarPropio);
      const prohibido = noPuedeTocar(ctx, f);
      if (prohibido) return prohibido;
      if ((f.activo === 1) === activo) return SIN_CAMBIOS;
      if (!activo) {
        if (ultimo.esElUltimo(f)) return rechazar(M.ultimoAdministradorDesactivar);
        ultimo.quitar(f);
      }
      return APLICAR;
    },
    async aplicar(trx, filas) {
      await trx
        .updateTable('usuarios')
        .set((eb) => ({
          activo: activo ? 1 : 0,
          actualizado_en: new Date().toISOString(),
          ...(activo ? {} : { version_token: eb('version_token', '+', 1) }),
        }))
        .where('id', 'in', ids(filas))
        .execute();
    },
  };
}

/**
 * Change the role (already checked assignable: it exists and is not ADMINISTRADOR). Like the
 * single edit, the session stays: every request reads the role afresh.
 */
export function accionRol(ctx: ContextoMasivo, rolId: string): AccionMasiva {
  return {
    faltante: rechazar(M.noEncontrado),
    decidir(f) {
      const prohibido = noPuedeTocar(ctx, f);
      if (prohibido) return prohibido;
      if (f.rol_id === ctx.rolAdministrador) return rechazar(M.cambiarRolAdministrador);
      if (f.id === ctx.llamanteId) return rechazar(M.cambiarRolPropio);
      return f.rol_id === rolId ? SIN_CAMBIOS : APLICAR;
    },
    async aplicar(trx, filas) {
      await trx
        .updateTable('usuarios')
        .set({ rol_id: rolId, actualizado_en: new Date().toISOString() })
        .where('id', 'in', ids(filas))
        .execute();
    },
  };
}

/** Rows per INSERT of assignments: 3 parameters each, far below every driver's limit. */
const FILAS_POR_INSERT = 300;

/**
 * Add courses (already checked to exist); assignments held are kept with their date. Like
 * the single route, every user may get courses (assigning grants no power over them).
 */
export function accionCursos(ctx: ContextoMasivo, cursoIds: readonly string[]): AccionMasiva {
  const cursos = [...new Set(cursoIds)];
  let tiene = new Map<string, Set<string>>();
  const faltan = (f: FilaMasiva) => cursos.filter((c) => !tiene.get(f.id)?.has(c));
  return {
    faltante: rechazar(M.noEncontrado),
    async leerLote(trx, filas) {
      tiene = new Map();
      if (filas.length === 0) return;
      const asignadas = await trx
        .selectFrom('usuario_cursos')
        .select(['usuario_id', 'curso_id'])
        .where('usuario_id', 'in', ids(filas))
        .where('curso_id', 'in', cursos)
        .execute();
      for (const a of asignadas) {
        tiene.set(a.usuario_id, (tiene.get(a.usuario_id) ?? new Set()).add(a.curso_id));
      }
    },
    decidir(f) {
      if (f.id === ctx.llamanteId) return rechazar(MENSAJES_MASIVO.propio);
      return faltan(f).length === 0 ? SIN_CAMBIOS : APLICAR;
    },
    async aplicar(trx, filas) {
      const ahora = new Date().toISOString();
      const nuevas = filas.flatMap((f) =>
        faltan(f).map((c) => ({ usuario_id: f.id, curso_id: c, asignado_en: ahora })),
      );
      for (const lote of enLotes(nuevas, FILAS_POR_INSERT)) {
        await trx
          .insertInto('usuario_cursos')
          .values(lote)
          .onConflict((oc) => oc.columns(['usuario_id', 'curso_id']).doNothing())
          .execute();
      }
    },
  };
}

/**
 * Delete, irreversibly: assignments, progress, attempts… go with the user (ON DELETE
 * CASCADE), as in the single route. A user with certificates is refused (they must keep
 * pointing at their owner). A selected user already gone counts as sinCambios.
 */
export function accionEliminar(ctx: ContextoMasivo): AccionMasiva {
  const ultimo = guardiaUltimoAdministrador(ctx);
  let conCertificados = new Set<string>();
  return {
    faltante: SIN_CAMBIOS,
    preparar: (trx) => ultimo.contar(trx),
    async leerLote(trx, filas) {
      conCertificados = new Set();
      if (filas.length === 0) return;
      const filasCert = await trx
        .selectFrom('certificados')
        .select('usuario_id')
        .distinct()
        .where('usuario_id', 'in', ids(filas))
        .execute();
      conCertificados = new Set(filasCert.map((c) => c.usuario_id));
    },
    decidir(f) {
      if (f.id === ctx.llamanteId) return rechazar(M.eliminarPropio);
      const prohibido = noPuedeTocar(ctx, f);
      if (prohibido) return prohibido;
      if (ultimo.esElUltimo(f)) return rechazar(M.ultimoAdministradorEliminar);
      if (conCertificados.has(f.id)) return rechazar(M.conCertificados);
      ultimo.quitar(f);
      return APLICAR;
    },
    async aplicar(trx, filas) {
      await trx.deleteFrom('usuarios').where('id', 'in', ids(filas)).execute();
    },
  };
}
