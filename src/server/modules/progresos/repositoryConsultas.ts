import { Plantilla } from '../../db/plantilla';

/**
 * The statements of a progress report (ProgresosRepository.aplicar), which learners' players
 * send every few seconds: templates (db/plantilla.ts), built and compiled once.
 */

export const reclamarReporte = new Plantilla(
  (db, v: { id: string; usuario: string; multimedia: string; ahora: string }) =>
    db
      .insertInto('progreso_reportes')
      .values({
        id: v.id,
        usuario_id: v.usuario,
        multimedia_id: v.multimedia,
        aplicado_en: v.ahora,
      })
      .onConflict((oc) => oc.columns(['usuario_id', 'id']).doNothing()),
);

export const asegurarFila = new Plantilla(
  (db, v: { usuario: string; multimedia: string; fecha: string; ahora: string }) =>
    db
      .insertInto('progresos')
      .values({
        usuario_id: v.usuario,
        multimedia_id: v.multimedia,
        progreso: 'no-iniciado',
        porcentaje: 0,
        fecha: v.fecha,
        actualizado_en: v.ahora,
      })
      .onConflict((oc) => oc.columns(['usuario_id', 'multimedia_id']).doNothing()),
);

type Clave = { usuario: string; multimedia: string };

const leerFila = (bloquear: boolean) =>
  new Plantilla((db, v: Clave) => {
    const consulta = db
      .selectFrom('progresos')
      .select(['multimedia_id', 'progreso', 'porcentaje', 'fecha', 'actualizado_en'])
      .where('usuario_id', '=', v.usuario)
      .where('multimedia_id', '=', v.multimedia);
    return bloquear ? consulta.forUpdate() : consulta;
  });

export const leerProgreso = leerFila(false);
/** PostgreSQL only: SQLite has no row locks (nor the syntax); its transactions never overlap. */
export const leerProgresoBloqueado = leerFila(true);

export const guardarProgreso = new Plantilla(
  (db, v: Clave & { progreso: string; porcentaje: number; fecha: string; ahora: string }) =>
    db
      .updateTable('progresos')
      .set({
        progreso: v.progreso,
        porcentaje: v.porcentaje,
        fecha: v.fecha,
        actualizado_en: v.ahora,
      })
      .where('usuario_id', '=', v.usuario)
      .where('multimedia_id', '=', v.multimedia),
);

export const progresosDelUsuario = new Plantilla((db, v: { usuario: string }) =>
  db
    .selectFrom('progresos')
    .select(['multimedia_id', 'progreso', 'porcentaje', 'fecha', 'actualizado_en'])
    .where('usuario_id', '=', v.usuario)
    .orderBy('multimedia_id'),
);
