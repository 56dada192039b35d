import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, TrabajosTabla } from '../db/schema';
import type { ConteoTrabajos } from './tipos';

export type FilaTrabajo = TrabajosTabla;

/** The single-process runner's queue on SQLite (table `trabajos`, migration 0030). */
export class TrabajosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Queues a job; with a key already queued, nothing (answers false). */
  async agregar(t: {
    nombre: string;
    datos: unknown;
    maxIntentos: number;
    ejecutarEn: Date;
    clave: string | null;
    ahora: Date;
  }): Promise<boolean> {
    const r = await this.db
      .insertInto('trabajos')
      .values({
        id: randomUUID(),
        nombre: t.nombre,
        datos: JSON.stringify(t.datos),
        estado: 'pendiente',
        intentos: 0,
        max_intentos: t.maxIntentos,
        ejecutar_en: t.ejecutarEn.toISOString(),
        clave: t.clave,
        error: null,
        creado_en: t.ahora.toISOString(),
        actualizado_en: t.ahora.toISOString(),
      })
      .onConflict((oc) => oc.column('clave').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /** Takes the next due job (marks it activo, counts the attempt); undefined when none. */
  async tomarSiguiente(ahora: Date): Promise<FilaTrabajo | undefined> {
    const iso = ahora.toISOString();
    const siguiente = await this.db
      .selectFrom('trabajos')
      .select('id')
      .where('estado', '=', 'pendiente')
      .where('ejecutar_en', '<=', iso)
      .orderBy('ejecutar_en')
      .limit(1)
      .executeTakeFirst();
    if (!siguiente) return undefined;
    return this.db
      .updateTable('trabajos')
      .set((eb) => ({ estado: 'activo', intentos: eb('intentos', '+', 1), actualizado_en: iso }))
      .where('id', '=', siguiente.id)
      .where('estado', '=', 'pendiente')
      .returningAll()
      .executeTakeFirst();
  }

  async completar(id: string, ahora: Date): Promise<void> {
    await this.db
      .updateTable('trabajos')
      .set({ estado: 'completado', error: null, actualizado_en: ahora.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** A failed attempt: back to pendiente at `reintentarEn`, or fallido when null. */
  async fallar(id: string, error: string, reintentarEn: Date | null, ahora: Date): Promise<void> {
    await this.db
      .updateTable('trabajos')
      .set({
        estado: reintentarEn ? 'pendiente' : 'fallido',
        error: error.slice(0, 2000),
        ...(reintentarEn ? { ejecutar_en: reintentarEn.toISOString() } : {}),
        actualizado_en: ahora.toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Start-up: jobs a crash left activo run again (their effects are guarded by the ledger). */
  async recuperarActivos(ahora: Date): Promise<number> {
    const r = await this.db
      .updateTable('trabajos')
      .set({ estado: 'pendiente', actualizado_en: ahora.toISOString() })
      .where('estado', '=', 'activo')
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  fallidos(limite: number): Promise<FilaTrabajo[]> {
    return this.db
      .selectFrom('trabajos')
      .selectAll()
      .where('estado', '=', 'fallido')
      .orderBy('actualizado_en', 'desc')
      .limit(limite)
      .execute();
  }

  /** Queued or running jobs of one kind (few: the import's, at most a handful). */
  vivos(nombre: string): Promise<Pick<FilaTrabajo, 'datos'>[]> {
    return this.db
      .selectFrom('trabajos')
      .select('datos')
      .where('nombre', '=', nombre)
      .where('estado', 'in', ['pendiente', 'activo'])
      .execute();
  }

  fila(id: string): Promise<FilaTrabajo | undefined> {
    return this.db.selectFrom('trabajos').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Removes a failed job (it was queued again as a new one). */
  async quitarFallido(id: string): Promise<boolean> {
    const r = await this.db
      .deleteFrom('trabajos')
      .where('id', '=', id)
      .where('estado', '=', 'fallido')
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Completed jobs are kept a while for diagnosis, then removed (the clean-up job). */
  async borrarCompletadosAntesDe(limite: Date): Promise<number> {
    const r = await this.db
      .deleteFrom('trabajos')
      .where('estado', '=', 'completado')
      .where('actualizado_en', '<', limite.toISOString())
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  async conteos(): Promise<ConteoTrabajos[]> {
    const filas = await this.db
      .selectFrom('trabajos')
      .select(['nombre', 'estado', (eb) => eb.fn.countAll<string | number>().as('total')])
      .groupBy(['nombre', 'estado'])
      .execute();
    return filas.map((f) => ({ cola: f.nombre, estado: f.estado, total: Number(f.total) }));
  }
}
