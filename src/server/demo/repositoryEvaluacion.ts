/**
 * The demo course's evaluation: five multiple-choice questions on its lessons (the
 * computer, internet safety, office documents, the browser), one correct answer each.
 * With 80 to pass, four right answers approve (spec 9).
 */
import { randomUUID } from 'node:crypto';
import { DEMO } from '@shared/domain/demo';
import type { Kysely } from 'kysely';
import { colorDeTarjeta } from '@shared/domain/cursos';
import { AJUSTES_INTENTOS_POR_DEFECTO } from '@shared/domain/evaluaciones';
import type { Database } from '../db/schema';
import { ajustesAFila } from '../modules/evaluaciones';

export interface PreguntaDemo {
  descripcion: string;
  respuestas: readonly string[];
  /** Position (from 0) of the one correct answer. */
  correcta: number;
}

export const EVALUACION_DEMO = {
  codigo: DEMO.evaluacionCodigo,
  nombre: 'Evaluación final',
  descripcion:
    'Cinco preguntas sobre las lecciones del curso. Se aprueba con 80 o más: al menos cuatro respuestas correctas.',
  preguntas: [
    {
      descripcion: '¿Cuál de estos es un dispositivo de entrada del computador?',
      respuestas: ['El monitor', 'El teclado', 'La impresora', 'Los parlantes'],
      correcta: 1,
    },
    {
      descripcion: '¿Qué indica el candado junto a la dirección de una página web?',
      respuestas: [
        'Que la conexión con el sitio está cifrada (HTTPS)',
        'Que la página no tiene publicidad',
        'Que el sitio pertenece al gobierno',
      ],
      correcta: 0,
    },
    {
      descripcion: '¿Cuál de estas contraseñas es más segura?',
      respuestas: [
        '123456',
        'Su fecha de nacimiento',
        'Una frase larga con letras, números y símbolos',
        'El nombre de su mascota',
      ],
      correcta: 2,
    },
    {
      descripcion: '¿Qué formato conviene para compartir un documento que no se debe modificar?',
      respuestas: ['MP3', 'PNG', 'PDF'],
      correcta: 2,
    },
    {
      descripcion:
        '¿Cómo se llama la parte del navegador donde se escribe la dirección de una página?',
      respuestas: ['La barra de tareas', 'La barra de direcciones', 'La pestaña', 'El marcador'],
      correcta: 1,
    },
  ] satisfies readonly PreguntaDemo[],
} as const;

/**
 * Inserts the evaluation (active, minimum score = number of questions, the next card
 * colour) into the same tables the evaluations module uses. Its attempt settings are the
 * product's defaults (answers after approval, unlimited attempts, 10 minutes between
 * attempts, shuffled, no pool): the demo shows what a centre gets, and an administrator
 * changes them in the evaluation form (docs/evaluaciones.md). Runs inside the seed's
 * transaction, so it exists exactly when the demo course does.
 */
export async function insertarEvaluacionDemo(
  db: Kysely<Database>,
  cursoId: string,
  fecha: string,
): Promise<void> {
  const n = await db
    .selectFrom('evaluaciones')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const evaluacionId = randomUUID();
  const { preguntas } = EVALUACION_DEMO;
  await db
    .insertInto('evaluaciones')
    .values({
      id: evaluacionId,
      codigo: EVALUACION_DEMO.codigo,
      nombre: EVALUACION_DEMO.nombre,
      descripcion: EVALUACION_DEMO.descripcion,
      curso_id: cursoId,
      puntaje_minimo: preguntas.length,
      estado: 1,
      color_fondo_tarjeta: colorDeTarjeta(Number(n.n)),
      ...ajustesAFila(AJUSTES_INTENTOS_POR_DEFECTO),
      creado_en: fecha,
      actualizado_en: fecha,
    })
    .execute();
  for (const [i, p] of preguntas.entries()) {
    const preguntaId = randomUUID();
    await db
      .insertInto('evaluacion_preguntas')
      .values({
        id: preguntaId,
        evaluacion_id: evaluacionId,
        indice: i + 1,
        descripcion: p.descripcion,
      })
      .execute();
    await db
      .insertInto('evaluacion_respuestas')
      .values(
        p.respuestas.map((texto, j) => ({
          id: randomUUID(),
          pregunta_id: preguntaId,
          label: j + 1,
          texto,
          es_correcta: j === p.correcta ? (1 as const) : (0 as const),
        })),
      )
      .execute();
  }
}

/** "1) El teclado; 2) …": the answer key, for the person who seeded the demo. */
export function claveEvaluacionDemo(): string {
  return EVALUACION_DEMO.preguntas
    .map((p, i) => `${i + 1}) ${p.respuestas[p.correcta] ?? ''}`)
    .join('; ');
}
