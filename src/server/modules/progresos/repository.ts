import type { Kysely } from 'kysely';
import type { ProgresoEntrada } from '@shared/api/progresos';
import { ESTADOS_PROGRESO, fusionarProgreso } from '@shared/domain/progreso';
import type { EstadoProgreso, ProgresoLeccion } from '@shared/domain/progreso';
import { borrarLoteAntesDe } from '../../db/borrarEnLotes';
import type { Dialecto } from '../../db/database';
import { TransaccionesAgrupadas } from '../../db/transaccionesAgrupadas';
import type { Database } from '../../db/schema';
import {
  asegurarFila,
  guardarProgreso,
  leerProgreso,
  leerProgresoBloqueado,
  progresosDelUsuario,
  reclamarReporte,
} from './repositoryConsultas';

function estado(valor: string): EstadoProgreso {
  return (ESTADOS_PROGRESO as readonly string[]).includes(valor)
    ? (valor as EstadoProgreso)
    : 'no-iniciado';
}

/** Dates are stored as UTC ISO so they compare as text and always pass the answer's schema. */
function iso(valor: string, respaldo: () => string): string {
  const t = Date.parse(valor);
  return Number.isNaN(t) ? respaldo() : new Date(t).toISOString();
}

const EPOCA = new Date(0).toISOString();

interface FilaProgreso {
  multimedia_id: string;
  progreso: string;
  porcentaje: number;
  fecha: string;
  actualizado_en: string;
}

function aEntrada(fila: FilaProgreso): ProgresoEntrada {
  return {
    id: fila.multimedia_id,
    progreso: estado(fila.progreso),
    porcentaje: Math.max(0, Math.min(100, Number(fila.porcentaje))),
    // The fallbacks only when needed: every answer maps every entry (issue 18).
    fecha: iso(fila.fecha, () => iso(fila.actualizado_en, () => EPOCA)),
  };
}

/**
 * Called inside the report's transaction when it moved the entry (the reports' roll-up,
 * modules/informes): `antes` is the row before (null: just created).
 */
export type AlAvanzar = (
  trx: Kysely<Database>,
  antes: { progreso: string; porcentaje: number; actualizadoEn: string } | null,
  despues: ProgresoLeccion,
) => Promise<void>;

/** A progress report as the server applies it. */
export interface Reporte extends ProgresoLeccion {
  fecha: string;
}

/** The per-lesson progress of users (spec 4), merged monotonically and idempotently. */
export class ProgresosRepository {
  private readonly transacciones: TransaccionesAgrupadas;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialecto: Dialecto,
  ) {
    this.transacciones = new TransaccionesAgrupadas(db, dialecto);
  }

  /**
   * The user's entries; with `cursos` (a caller of scope "mis cursos", docs/alcance.md) only
   * those on lessons of these courses — an empty list gives none.
   */
  async listar(
    usuarioId: string,
    cursos: readonly string[] | null = null,
  ): Promise<ProgresoEntrada[]> {
    if (cursos === null) {
      // A learner's own list, asked on every course screen: a template.
      return (await progresosDelUsuario.filas(this.db, { usuario: usuarioId })).map(aEntrada);
    }
    const lecciones = this.db
      .selectFrom('multimedias')
      .select('id')
      .where('curso_id', 'in', cursos.length > 0 ? cursos : ['']);
    const filas = await this.db
      .selectFrom('progresos')
      .select(['multimedia_id', 'progreso', 'porcentaje', 'fecha', 'actualizado_en'])
      .where('usuario_id', '=', usuarioId)
      .where('multimedia_id', 'in', lecciones)
      .orderBy('multimedia_id')
      .execute();
    return filas.map(aEntrada);
  }

  /**
   * Applies one report in one transaction. A known `idReporte` changes nothing (the retry
   * of a report already applied). Otherwise the report is merged with fusionarProgreso, so
   * late, repeated or out-of-order reports never lower the percent nor un-complete.
   *
   * Concurrency: the report id is claimed first (INSERT … ON CONFLICT DO NOTHING: on
   * PostgreSQL a concurrent duplicate waits on the key and then inserts nothing); the row is
   * read `FOR UPDATE` (made the same way when it does not exist yet: filaBloqueada), so
   * concurrent reports of one lesson merge one after another. SQLite runs one transaction
   * at a time on its single connection; there the reports of one event-loop turn share one
   * commit, each under its own savepoint (db/transaccionesAgrupadas.ts), and each answer
   * waits for that commit.
   */
  async aplicar(
    usuarioId: string,
    multimediaId: string,
    reporte: Reporte,
    idReporte: string | undefined,
    alAvanzar?: AlAvanzar,
  ): Promise<{ entrada: ProgresoEntrada; aplicado: boolean }> {
    return this.transacciones.ejecutar(async (trx) => {
      const ahora = new Date().toISOString();
      const fecha = iso(reporte.fecha, () => ahora);
      if (idReporte !== undefined) {
        const reclamado = await reclamarReporte.ejecutar(trx, {
          id: idReporte,
          usuario: usuarioId,
          multimedia: multimediaId,
          ahora,
        });
        if (Number(reclamado.numAffectedRows ?? 0) === 0) {
          const actual = await this.leer(trx, usuarioId, multimediaId, false);
          const entrada = actual
            ? aEntrada(actual)
            : { id: multimediaId, progreso: 'no-iniciado' as const, porcentaje: 0, fecha };
          return { entrada, aplicado: false };
        }
      }
      const { fila, nueva } = await this.filaBloqueada(trx, usuarioId, multimediaId, {
        fecha,
        ahora,
      });
      const actual = nueva ? null : aEntrada(fila);
      const fusion = fusionarProgreso(actual, reporte);
      const cambio =
        actual === null ||
        fusion.progreso !== actual.progreso ||
        fusion.porcentaje !== actual.porcentaje;
      // The entry's date is that of the latest report that moved it forward.
      const nuevaFecha =
        actual === null ? fecha : cambio && fecha > actual.fecha ? fecha : actual.fecha;
      await guardarProgreso.ejecutar(trx, {
        usuario: usuarioId,
        multimedia: multimediaId,
        progreso: fusion.progreso,
        porcentaje: fusion.porcentaje,
        fecha: nuevaFecha,
        ahora,
      });
      if (cambio && alAvanzar) {
        const previa = actual && { ...actual, actualizadoEn: fila.actualizado_en };
        await alAvanzar(trx, previa, fusion);
      }
      return {
        entrada: { id: multimediaId, ...fusion, fecha: nuevaFecha },
        aplicado: true,
      };
    });
  }

  /**
   * The clean-up (jobs/limpieza.ts): one batch of report ids applied before `antesDe`; a
   * retry of one of them is merged again, which the monotonic merge makes harmless.
   */
  borrarReportesAntesDe(antesDe: string, filas?: number): Promise<number> {
    return borrarLoteAntesDe(this.db, 'progreso_reportes', 'aplicado_en', antesDe, filas);
  }

  /**
   * The entry's row, read FOR UPDATE on PostgreSQL; made first when the user has none yet
   * (`nueva`: made by this transaction). Most reports find it, so it is read first and the
   * INSERT … ON CONFLICT DO NOTHING runs only for a lesson's first report: a concurrent
   * first report then waits on the key, inserts nothing and reads the other's row.
   */
  private async filaBloqueada(
    trx: Kysely<Database>,
    usuarioId: string,
    multimediaId: string,
    valores: { fecha: string; ahora: string },
  ): Promise<{ fila: FilaProgreso; nueva: boolean }> {
    const existente = await this.leer(trx, usuarioId, multimediaId, true);
    if (existente) return { fila: existente, nueva: false };
    const creada = await asegurarFila.ejecutar(trx, {
      usuario: usuarioId,
      multimedia: multimediaId,
      ...valores,
    });
    const fila = await this.leer(trx, usuarioId, multimediaId, true);
    if (!fila) throw new Error('progreso: la fila recién asegurada no existe');
    return { fila, nueva: Number(creada.numAffectedRows ?? 0) > 0 };
  }

  private async leer(
    trx: Kysely<Database>,
    usuarioId: string,
    multimediaId: string,
    bloquear: boolean,
  ): Promise<FilaProgreso | undefined> {
    const clave = { usuario: usuarioId, multimedia: multimediaId };
    // SQLite has no row locks (nor the syntax); its transactions never overlap anyway.
    return bloquear && this.dialecto === 'postgres'
      ? leerProgresoBloqueado.primera(trx, clave)
      : leerProgreso.primera(trx, clave);
  }
}
