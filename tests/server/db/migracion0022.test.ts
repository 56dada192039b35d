import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { testDialects } from '../helpers/databases';
import { AHORA_MIGRACION, sembrarDosUsuarios, usarBasesNuevas } from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra22');

/** Two courses: c1 (video 10 min, PDF of 10 pages, link, syllabus) and c2 (PDF of 4 pages). */
async function sembrarCursos(db: MigrationDb) {
  const curso = (id: string) => ({
    id,
    codigo: id.toUpperCase(),
    nombre: `Curso ${id}`,
    color_fondo_tarjeta: '#000000',
    color_texto_tarjeta: '#ffffff',
    creado_en: AHORA_MIGRACION,
    last_edit: AHORA_MIGRACION,
  });
  await db
    .insertInto('cursos')
    .values([curso('c1'), curso('c2')])
    .execute();
  const archivo = (id: string, duracion_ms: number | null, paginas: number | null) => ({
    id,
    nombre_servidor: `${id}.bin`,
    nombre_original: `${id}.bin`,
    tipo_mime: 'application/octet-stream',
    tamano: 1,
    sha256: 'f'.repeat(64),
    creado_en: AHORA_MIGRACION,
    duracion_ms,
    paginas,
    medido_en: AHORA_MIGRACION,
  });
  await db
    .insertInto('archivos')
    .values([archivo('a1', 600_000, null), archivo('a2', null, 10), archivo('a4', null, 4)])
    .execute();
  const leccion = (id: string, curso_id: string, archivo_id: string | null, nombre = id) => ({
    id,
    nombre,
    tipo_media: 'Video',
    curso_id,
    archivo_id,
    creado_en: AHORA_MIGRACION,
    actualizado_en: AHORA_MIGRACION,
  });
  await db
    .insertInto('multimedias')
    .values([
      leccion('m1', 'c1', 'a1'),
      leccion('m2', 'c1', 'a2'),
      leccion('m3', 'c1', null),
      leccion('s1', 'c1', null, 'Syllabus del curso'),
      leccion('m4', 'c2', 'a4'),
    ])
    .execute();
}

function progreso(usuario_id: string, multimedia_id: string, porcentaje: number, fecha: string) {
  const progreso = porcentaje >= 100 ? 'completado' : 'iniciado';
  return { usuario_id, multimedia_id, progreso, porcentaje, fecha, actualizado_en: fecha };
}

describe.each(testDialects())('migration 0022_informes_actividad (%s)', (dialect) => {
  it('rolls existing progress and views up per Colombian day, course and centre (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0021_monitor');
    const db: MigrationDb = handle.db;
    await sembrarDosUsuarios(handle);
    const ubicacion = {
      municipio: { nombre: 'Mompox' },
      institucion: { nombrePunto: ' Biblioteca de Mompox ' },
    };
    await db
      .updateTable('usuarios')
      .set({ custom_data: JSON.stringify(ubicacion) })
      .where('id', '=', 'u1')
      .execute();
    await sembrarCursos(db);
    await db
      .insertInto('progresos')
      .values([
        progreso('u1', 'm1', 100, AHORA_MIGRACION), // 04:00 in Colombia: 2026-11-21
        progreso('u1', 'm2', 50, '2026-11-21T03:00:00.000Z'), // 22:00 the day before
        progreso('u1', 'm3', 100, AHORA_MIGRACION),
        progreso('u1', 'm4', 100, '2026-11-21T10:00:00.000Z'),
        progreso('u2', 'm1', 100, AHORA_MIGRACION),
      ])
      .execute();
    await db
      .insertInto('multimedia_vistas')
      .values(
        ['j1', 'j2'].map((jti) => ({
          multimedia_id: 'm1',
          usuario_id: 'u1',
          jti,
          fecha: AHORA_MIGRACION,
        })),
      )
      .execute();

    await migrateToLatest(handle);

    const filas = await handle.db
      .selectFrom('actividad_diaria')
      .selectAll()
      .orderBy('dia')
      .orderBy('curso_id')
      .orderBy('centro')
      .execute();
    const numeros = filas.map((f) => ({
      ...f,
      segundos: Math.round(Number(f.segundos)),
      vistas: Number(f.vistas),
      lecciones_completadas: Number(f.lecciones_completadas),
      cursos_completados: Number(f.cursos_completados),
    }));
    const centro = { centro: 'Biblioteca de Mompox', municipio: 'Mompox' };
    expect(numeros).toEqual([
      // 5 of 10 pages × 60 s, on the Colombian day of its report.
      {
        dia: '2026-11-20',
        curso_id: 'c1',
        ...centro,
        segundos: 300,
        vistas: 0,
        lecciones_completadas: 0,
        cursos_completados: 0,
      },
      // The 10-minute video in full, plus the link as one page; two views; m2 is unfinished.
      {
        dia: '2026-11-21',
        curso_id: 'c1',
        ...centro,
        segundos: 660,
        vistas: 2,
        lecciones_completadas: 2,
        cursos_completados: 0,
      },
      {
        dia: '2026-11-21',
        curso_id: 'c1',
        centro: 'Sin centro',
        municipio: 'Sin municipio',
        segundos: 600,
        vistas: 0,
        lecciones_completadas: 1,
        cursos_completados: 0,
      },
      // c2's only lesson done: the course counts as completed that day.
      {
        dia: '2026-11-21',
        curso_id: 'c2',
        ...centro,
        segundos: 240,
        vistas: 0,
        lecciones_completadas: 1,
        cursos_completados: 1,
      },
    ]);

    // The roll-up goes with its course.
    await handle.db.deleteFrom('cursos').where('id', '=', 'c2').execute();
    const resto = await handle.db.selectFrom('actividad_diaria').select('curso_id').execute();
    expect(resto.every((f) => f.curso_id === 'c1')).toBe(true);
  });
});
