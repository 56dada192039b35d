import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb, NumberedMigration } from './types';

/**
 * The programme report (issue 15, docs/informes.md) over 100,000 learners and millions of
 * progress records must answer a month in under a second, so its figures are kept per
 * Colombian day (UTC−5, no daylight saving), course and centre in `actividad_diaria`,
 * updated in the same transaction as each progress report and lesson view from now on.
 *
 * Backfill of what exists (progress rows hold only their latest state, not their history):
 * each row's whole recorded study time (rule of shared/domain/informes.ts without the
 * real-time cap, which needs the report-by-report history) goes to the day of its `fecha`
 * (the latest report that moved it); views to their own day; a completed lesson to its
 * day; a course counts as completed on the day of the last of its lessons (syllabus aside).
 * Centre and municipality are the learner's as of today.
 *
 * Also the index the report's registrations need: users by registration date (grades and
 * certificates are already indexed by date, 0014).
 */
export const migration0022: NumberedMigration = {
  name: '0022_informes_actividad',
  async up(db: MigrationDb) {
    await db.schema
      .createTable('actividad_diaria')
      .addColumn('dia', 'text', (c) => c.notNull())
      .addColumn('curso_id', 'text', (c) => c.notNull().references('cursos.id').onDelete('cascade'))
      .addColumn('centro', 'text', (c) => c.notNull())
      .addColumn('municipio', 'text', (c) => c.notNull())
      .addColumn('segundos', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('vistas', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lecciones_completadas', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cursos_completados', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('actividad_diaria_pk', ['dia', 'curso_id', 'centro', 'municipio'])
      .execute();
    // ON DELETE CASCADE from cursos needs its own index to stay cheap.
    await db.schema
      .createIndex('actividad_diaria_curso_idx')
      .on('actividad_diaria')
      .column('curso_id')
      .execute();
    await db.schema.createIndex('usuarios_creado_idx').on('usuarios').column('creado_en').execute();
    await rellenarActividadDiaria(db);
  },
};

/** SQL pieces that differ between the dialects. */
function piezas(postgres: boolean) {
  const dia = (col: string) =>
    postgres
      ? sql.raw(
          `to_char((${col})::timestamptz AT TIME ZONE 'UTC' - interval '5 hours', 'YYYY-MM-DD')`,
        )
      : sql.raw(`substr(datetime(${col}, '-5 hours'), 1, 10)`);
  const campo = (ruta: string, defecto: string) =>
    postgres
      ? sql.raw(`coalesce(nullif(trim(u.custom_data::jsonb #>> '{${ruta}}'), ''), '${defecto}')`)
      : sql.raw(
          `coalesce(nullif(trim(json_extract(u.custom_data, '$.${ruta.replace(',', '.')}')), ''), '${defecto}')`,
        );
  const redondear = (x: string) =>
    postgres ? sql.raw(`floor(${x} + 0.5)`) : sql.raw(`cast(${x} + 0.5 as integer)`);
  return {
    dia,
    centro: campo('institucion,nombrePunto', 'Sin centro'),
    municipio: campo('municipio,nombre', 'Sin municipio'),
    redondear,
  };
}

/**
 * Rebuilds `actividad_diaria` from the progress rows and views as they are (see above).
 * Exported for the bench generator, which bulk-writes progress behind the write path.
 */
export async function rellenarActividadDiaria(db: MigrationDb): Promise<void> {
  const p = piezas(db.getExecutor().adapter instanceof PostgresAdapter);
  const paginas = 'CASE WHEN a.paginas >= 1 THEN a.paginas ELSE 1 END';
  const segundos = sql`CASE WHEN a.duracion_ms > 0
      THEN pr.porcentaje / 100.0 * a.duracion_ms / 1000.0
      ELSE ${p.redondear(`pr.porcentaje / 100.0 * ${paginas}`)} * 60 END`;
  const leccionesCurso = sql`SELECT curso_id, count(*) AS n FROM multimedias
      WHERE curso_id IS NOT NULL AND lower(ltrim(nombre)) NOT LIKE 'syllabus%' GROUP BY curso_id`;
  await sql`DELETE FROM actividad_diaria`.execute(db);
  await sql`
    INSERT INTO actividad_diaria
      (dia, curso_id, centro, municipio, segundos, vistas, lecciones_completadas, cursos_completados)
    SELECT dia, curso_id, centro, municipio, sum(segundos), sum(vistas), sum(lc), sum(cc)
    FROM (
      SELECT ${p.dia('pr.fecha')} AS dia, m.curso_id, ${p.centro} AS centro,
        ${p.municipio} AS municipio, ${segundos} AS segundos, 0 AS vistas,
        CASE WHEN pr.progreso = 'completado' THEN 1 ELSE 0 END AS lc, 0 AS cc
      FROM progresos pr
      JOIN multimedias m ON m.id = pr.multimedia_id
      LEFT JOIN archivos a ON a.id = m.archivo_id
      JOIN usuarios u ON u.id = pr.usuario_id
      WHERE m.curso_id IS NOT NULL
      UNION ALL
      SELECT ${p.dia('v.fecha')}, m.curso_id, ${p.centro}, ${p.municipio}, 0, 1, 0, 0
      FROM multimedia_vistas v
      JOIN multimedias m ON m.id = v.multimedia_id
      JOIN usuarios u ON u.id = v.usuario_id
      WHERE m.curso_id IS NOT NULL
      UNION ALL
      SELECT ${p.dia('hecho.ultima')}, hecho.curso_id, ${p.centro}, ${p.municipio}, 0, 0, 0, 1
      FROM (
        SELECT pr.usuario_id, m.curso_id, max(pr.fecha) AS ultima, count(*) AS n
        FROM progresos pr
        JOIN multimedias m ON m.id = pr.multimedia_id
        WHERE pr.progreso = 'completado' AND m.curso_id IS NOT NULL
          AND lower(ltrim(m.nombre)) NOT LIKE 'syllabus%'
        GROUP BY pr.usuario_id, m.curso_id
      ) hecho
      JOIN (${leccionesCurso}) total ON total.curso_id = hecho.curso_id AND total.n = hecho.n
      JOIN usuarios u ON u.id = hecho.usuario_id
    ) filas
    GROUP BY dia, curso_id, centro, municipio
  `.execute(db);
}
