import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { MigrationDb } from '../../../src/server/db/migrations/types';
import { aRetroalimentacion } from '../../../src/server/modules/evaluaciones/retroalimentacion';
import { testDialects } from '../helpers/databases';
import {
  AHORA_MIGRACION as AHORA,
  sembrarDosUsuarios,
  usarBasesNuevas,
} from '../helpers/baseNueva';

const freshDatabase = usarBasesNuevas('migra18');

/** An attempt's frozen feedback as attempts stored it before 0018: the key inside. */
const FEEDBACK = {
  certificado: { _id: 'cert1', numero: 7 },
  preguntas: [
    {
      indice: 1,
      descripcion: '¿Qué es un correo?',
      correcta: true,
      correctLabel: 1,
      respuestas: [
        { label: 1, texto: 'Un mensaje', isCorrecta: true, fueSeleccionada: true },
        { label: 2, texto: 'Un virus', isCorrecta: false, fueSeleccionada: false },
      ],
    },
  ],
};

/**
 * A course, an evaluation with one question, an approving attempt, its grade record and
 * the certificate it issued, written with the columns migrations up to 0016 know.
 */
async function sembrar(handle: DatabaseHandle): Promise<void> {
  const db: MigrationDb = handle.db;
  await sembrarDosUsuarios(handle);
  await db
    .insertInto('cursos')
    .values({
      id: 'c1',
      codigo: 'ALF01',
      nombre: 'Alfabetización',
      color_fondo_tarjeta: '#78A2EE',
      color_texto_tarjeta: '#000000',
      creado_en: AHORA,
      last_edit: AHORA,
    })
    .execute();
  await db
    .insertInto('evaluaciones')
    .values({
      id: 'e1',
      codigo: 'EV1',
      nombre: 'Final',
      curso_id: 'c1',
      puntaje_minimo: 1,
      color_fondo_tarjeta: '#78A2EE',
      creado_en: AHORA,
      actualizado_en: AHORA,
    })
    .execute();
  await db
    .insertInto('evaluacion_preguntas')
    .values({ id: 'p1', evaluacion_id: 'e1', indice: 1, descripcion: '¿Qué es un correo?' })
    .execute();
  await db
    .insertInto('evaluacion_respuestas')
    .values([
      { id: 'r1', pregunta_id: 'p1', label: 1, texto: 'Un mensaje', es_correcta: 1 },
      { id: 'r2', pregunta_id: 'p1', label: 2, texto: 'Un virus', es_correcta: 0 },
    ])
    .execute();
  await db
    .insertInto('intentos_evaluacion')
    .values({
      id: 'i1',
      evaluacion_id: 'e1',
      usuario_id: 'u1',
      id_cliente: '6f1c2a4e-0000-4000-8000-000000000001',
      respuestas: JSON.stringify(FEEDBACK),
      correctas: 1,
      total: 1,
      puntaje: 100,
      aprobado: 1,
      creado_en: AHORA,
    })
    .execute();
  await db
    .insertInto('calificaciones')
    .values({
      id: 'g1',
      evaluacion_id: 'e1',
      usuario_id: 'u1',
      intento_id: 'i1',
      titulo: 'EV1',
      puntaje_estudiante: 100,
      puntaje_requerido: 80,
      codigo: 'A',
      calificacion_texto: 'Aprobada',
      creado_en: AHORA,
    })
    .execute();
  await db
    .insertInto('certificados')
    .values({
      id: 'cert1',
      numero: 7,
      usuario_id: 'u1',
      curso_id: 'c1',
      evaluacion_id: 'e1',
      codigo_verificacion: 'ABCD-EFGH-JKMN',
      datos: '{"nombre":"u1"}',
      sha256_pdf: 'f'.repeat(64),
      emitido_en: AHORA,
    })
    .execute();
}

describe.each(testDialects())('migration 0018_evaluaciones_intentos (%s)', (dialect) => {
  it('gives existing evaluations the defaults and keeps attempts, grades and certificates (data test)', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0016_importaciones');
    await sembrar(handle);
    const antes = {
      intentos: await handle.db.selectFrom('intentos_evaluacion').selectAll().execute(),
      calificaciones: await handle.db.selectFrom('calificaciones').selectAll().execute(),
      certificados: await handle.db.selectFrom('certificados').selectAll().execute(),
    };
    await migrateToLatest(handle);

    const evaluacion = await handle.db
      .selectFrom('evaluaciones')
      .select([
        'mostrar_respuestas',
        'intentos_permitidos',
        'espera_minutos',
        'barajar_preguntas',
        'barajar_respuestas',
        'preguntas_por_intento',
      ])
      .executeTakeFirstOrThrow();
    expect({
      ...evaluacion,
      // pg may answer integers of an added column as numbers or strings: compare values.
      espera_minutos: Number(evaluacion.espera_minutos),
      barajar_preguntas: Number(evaluacion.barajar_preguntas),
      barajar_respuestas: Number(evaluacion.barajar_respuestas),
    }).toEqual({
      mostrar_respuestas: 'alAprobar',
      intentos_permitidos: null,
      espera_minutos: 10,
      barajar_preguntas: 1,
      barajar_respuestas: 1,
      preguntas_por_intento: null,
    });
    expect(await handle.db.selectFrom('intentos_evaluacion').selectAll().execute()).toEqual(
      antes.intentos,
    );
    expect(await handle.db.selectFrom('calificaciones').selectAll().execute()).toEqual(
      antes.calificaciones,
    );
    expect(await handle.db.selectFrom('certificados').selectAll().execute()).toEqual(
      antes.certificados,
    );
    expect(await handle.db.selectFrom('sorteos_evaluacion').selectAll().execute()).toEqual([]);

    // The old frozen feedback still reads: with the key (approved) and without it.
    const [intento] = antes.intentos;
    if (!intento) throw new Error('sin intento');
    const conClave = aRetroalimentacion(intento, {
      mostrarRespuestas: 'alAprobar',
      visibles: true,
    });
    expect(conClave).toMatchObject({ intentoId: 'i1', puntaje: 100, aprobado: true });
    expect(conClave.preguntas).toEqual(FEEDBACK.preguntas);
    const sinClave = aRetroalimentacion(intento, { mostrarRespuestas: 'nunca', visibles: false });
    expect(JSON.stringify(sinClave)).not.toMatch(/isCorrecta|correctLabel/);
    expect(sinClave.preguntas[0]?.respuestas[0]).toEqual({
      label: 1,
      texto: 'Un mensaje',
      fueSeleccionada: true,
    });
  });

  it('keeps one open draw per learner and evaluation', async () => {
    const handle = await freshDatabase(dialect);
    await migrateToLatest(handle, '0016_importaciones');
    await sembrar(handle);
    await migrateToLatest(handle);
    const sorteo = (usuario: string) => ({
      usuario_id: usuario,
      evaluacion_id: 'e1',
      preguntas: '[]',
      creado_en: AHORA,
    });
    await handle.db.insertInto('sorteos_evaluacion').values(sorteo('u1')).execute();
    await handle.db.insertInto('sorteos_evaluacion').values(sorteo('u2')).execute();
    await expect(
      handle.db.insertInto('sorteos_evaluacion').values(sorteo('u1')).execute(),
    ).rejects.toThrow();
  });
});
