import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Lote } from '@shared/api/importacion';
import { ESTADOS_LOTE, FASES_LOTE, MODOS_IMPORTACION } from '@shared/domain/importacion';
import type { EstadoLote, FaseLote, ModoImportacion } from '@shared/domain/importacion';
import type { Database, ImportacionesLoteTable } from '../../db/schema';
import type { CsvLeido } from './csv';
import { leerResultado } from './resultado';
import type { ResultadoGuardado } from './resultado';
import type { ResultadoValidacion } from './validacion';

/** Import batches: the stored dry run, progress and history (importaciones_lote). */

/** A batch row as selected (a Generated column reads as its plain type). */
export type FilaLote = Omit<
  ImportacionesLoteTable,
  'resultado' | 'tipo_registro_predeterminado'
> & {
  tipo_registro_predeterminado: number;
};

/** Every column but the (large) stored dry run. */
const COLUMNAS = [
  'id',
  'usuario_id',
  'creado_en',
  'terminado_en',
  'estado',
  'modo',
  'reemplazar_cursos',
  'archivo_nombre',
  'codificacion',
  'delimitador',
  'desconocidas',
  'total',
  'tipo_registro_predeterminado',
  'conteo_nuevo',
  'conteo_actualizado',
  'conteo_sin_cambios',
  'conteo_error',
  'fase',
  'procesadas',
  'aplicar',
  'creados',
  'actualizados',
  'deshechos',
  'error',
] as const satisfies readonly (keyof FilaLote)[];

export const ERROR_CAIDA =
  'El servidor se detuvo durante la importación; no se guardó ningún usuario.';

function deLista<T extends string>(lista: readonly T[], valor: string | null): T | null {
  return lista.find((x) => x === valor) ?? null;
}

export const estadoDe = (f: FilaLote): EstadoLote => deLista(ESTADOS_LOTE, f.estado) ?? 'fallido';
export const modoDe = (f: FilaLote): ModoImportacion | null => deLista(MODOS_IMPORTACION, f.modo);
const codificaciones = ['utf-8', 'utf-8-bom', 'windows-1252'] as const;

/** Rows the confirmed mode applies: new ones, plus changed users when updating. */
export function filasAplicables(f: FilaLote, modo: ModoImportacion): number {
  return f.conteo_nuevo + (modo === 'nuevosYActualizar' ? f.conteo_actualizado : 0);
}

export interface NuevoLote {
  usuarioId: string;
  archivoNombre: string;
  reemplazarCursos: boolean;
  leido: Extract<CsvLeido, { ok: true }>;
  validacion: ResultadoValidacion;
  resultado: ResultadoGuardado;
}

export class LotesRepository {
  /** The last stored dry run read, by lote: paging the preview must not re-parse megabytes. */
  private cache: { id: string; resultado: ResultadoGuardado } | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  async crear(n: NuevoLote): Promise<string> {
    const id = randomUUID();
    const { conteo } = n.validacion;
    await this.db
      .insertInto('importaciones_lote')
      .values({
        id,
        usuario_id: n.usuarioId,
        creado_en: new Date().toISOString(),
        terminado_en: null,
        estado: 'validado',
        modo: null,
        reemplazar_cursos: n.reemplazarCursos ? 1 : 0,
        archivo_nombre: n.archivoNombre,
        codificacion: n.leido.codificacion,
        delimitador: n.leido.delimitador,
        desconocidas: JSON.stringify(n.leido.desconocidas),
        total: n.leido.filas.length,
        tipo_registro_predeterminado: n.validacion.filas.filter(
          (f) => f.estado === 'nuevo' && f.datos?.customData.tipoRegistro === undefined,
        ).length,
        conteo_nuevo: conteo.nuevo,
        conteo_actualizado: conteo.actualizado,
        conteo_sin_cambios: conteo.sinCambios,
        conteo_error: conteo.error,
        fase: null,
        procesadas: 0,
        aplicar: 0,
        creados: 0,
        actualizados: 0,
        deshechos: 0,
        error: null,
        resultado: JSON.stringify(n.resultado),
      })
      .execute();
    this.cache = { id, resultado: n.resultado };
    return id;
  }

  fila(id: string): Promise<FilaLote | undefined> {
    return this.db
      .selectFrom('importaciones_lote')
      .select(COLUMNAS)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async resultado(id: string): Promise<ResultadoGuardado | null> {
    if (this.cache?.id === id) return this.cache.resultado;
    const fila = await this.db
      .selectFrom('importaciones_lote')
      .select('resultado')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!fila) return null;
    const resultado = leerResultado(fila.resultado);
    this.cache = { id, resultado };
    return resultado;
  }

  async listar(pagina: number, limite: number): Promise<{ filas: FilaLote[]; total: number }> {
    const [filas, total] = await Promise.all([
      this.db
        .selectFrom('importaciones_lote')
        .select(COLUMNAS)
        .orderBy('creado_en', 'desc')
        .orderBy('id', 'desc')
        .limit(limite)
        .offset((pagina - 1) * limite)
        .execute(),
      this.db
        .selectFrom('importaciones_lote')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { filas, total: Number(total.n) };
  }

  /**
   * validado → en_curso, only while no other lote is en_curso (one import at a time: they
   * would race for the same emails and SQLite's single writer). False when refused.
   */
  async marcarEnCurso(id: string, modo: ModoImportacion, aplicar: number): Promise<boolean> {
    const r = await this.db
      .updateTable('importaciones_lote')
      .set({ estado: 'en_curso', modo, aplicar, fase: 'hash', procesadas: 0 })
      .where('id', '=', id)
      .where('estado', '=', 'validado')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('importaciones_lote as otro')
              .select('otro.id')
              .where('otro.estado', '=', 'en_curso'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async hayEnCurso(): Promise<boolean> {
    const fila = await this.db
      .selectFrom('importaciones_lote')
      .select('id')
      .where('estado', '=', 'en_curso')
      .executeTakeFirst();
    return fila !== undefined;
  }

  async progreso(id: string, fase: FaseLote, procesadas: number): Promise<void> {
    await this.db
      .updateTable('importaciones_lote')
      .set({ fase, procesadas })
      .where('id', '=', id)
      .where('estado', '=', 'en_curso')
      .execute();
  }

  /** en_curso or validado → a final state without writes (cancelado, fallido). */
  async terminarSinEscribir(
    id: string,
    estado: 'cancelado' | 'fallido',
    error: string | null,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('importaciones_lote')
      .set({ estado, error, fase: null, terminado_en: new Date().toISOString() })
      .where('id', '=', id)
      .where('estado', 'in', ['en_curso', 'validado'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Lotes en_curso: each should have a living `importacion` job (start-up checks). */
  async enCurso(): Promise<string[]> {
    const filas = await this.db
      .selectFrom('importaciones_lote')
      .select('id')
      .where('estado', '=', 'en_curso')
      .execute();
    return filas.map((f) => f.id);
  }

  /**
   * A lote still en_curso with no job left to run it (a crash before jobs existed, a queue
   * emptied by hand). Its transaction never committed (the final state is written inside
   * it), so nothing of it was saved: it becomes fallido with a reason the admin can read.
   */
  async marcarCaido(id: string): Promise<boolean> {
    const r = await this.db
      .updateTable('importaciones_lote')
      .set({
        estado: 'fallido',
        error: ERROR_CAIDA,
        fase: null,
        terminado_en: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('estado', '=', 'en_curso')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Rows → API lotes, with who ran each and its pending credentials, in two queries. */
  async aLotes(filas: readonly FilaLote[]): Promise<Lote[]> {
    if (filas.length === 0) return [];
    const ids = filas.map((f) => f.id);
    const [creadores, pendientes] = await Promise.all([
      this.db
        .selectFrom('usuarios')
        .select(['id', 'nombre', 'apellidos'])
        .where('id', 'in', [...new Set(filas.map((f) => f.usuario_id))])
        .execute(),
      this.db
        .selectFrom('importaciones_credencial as c')
        .innerJoin('usuarios as u', 'u.id', 'c.usuario_id')
        .select(['c.lote_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('c.lote_id', 'in', ids)
        .where('u.debe_cambiar_password', '=', 1)
        .groupBy('c.lote_id')
        .execute(),
    ]);
    const nombres = new Map(creadores.map((u) => [u.id, `${u.nombre} ${u.apellidos}`.trim()]));
    const porLote = new Map(pendientes.map((p) => [p.lote_id, Number(p.n)]));
    return filas.map((f) => aLote(f, nombres.get(f.usuario_id), porLote.get(f.id) ?? 0));
  }

  async aLoteUno(fila: FilaLote): Promise<Lote> {
    const [lote] = await this.aLotes([fila]);
    if (!lote) throw new Error('lote sin mapear'); // unreachable: one row in, one lote out
    return lote;
  }
}

function aLote(f: FilaLote, creador: string | undefined, credencialesPendientes: number): Lote {
  return {
    id: f.id,
    estado: estadoDe(f),
    modo: modoDe(f),
    reemplazarCursos: f.reemplazar_cursos === 1,
    archivoNombre: f.archivo_nombre,
    codificacion: deLista(codificaciones, f.codificacion) ?? 'utf-8',
    delimitador: f.delimitador,
    desconocidas: JSON.parse(f.desconocidas) as string[],
    total: f.total,
    tipoRegistroPredeterminado: f.tipo_registro_predeterminado,
    conteo: {
      nuevo: f.conteo_nuevo,
      actualizado: f.conteo_actualizado,
      sinCambios: f.conteo_sin_cambios,
      error: f.conteo_error,
    },
    fase: deLista(FASES_LOTE, f.fase),
    procesadas: f.procesadas,
    aplicar: f.aplicar,
    creados: f.creados,
    actualizados: f.actualizados,
    deshechos: f.deshechos,
    error: f.error,
    // The admin who ran it may have been deleted since: the history keeps the batch.
    creadoPor: { _id: f.usuario_id, nombre: creador ?? 'Usuario eliminado' },
    creadoEn: f.creado_en,
    terminadoEn: f.terminado_en,
    credencialesPendientes,
  };
}
