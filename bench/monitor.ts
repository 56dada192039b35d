/**
 * The monitor panel of one course at programme scale (issue 15, docs/monitor.md): 100,000
 * learners, 50 courses and about 2 million progress records in a SQLite file (the shared
 * generator bench/programa/sembrarPrograma.ts), then the real server timed over HTTP as an
 * administrator and as the course's tutor: the summary, the first page of rows, other
 * sorts and filters, a search, a learner's detail and the CSV. The page a tutor opens is
 * the summary plus the first page of rows (the dialog asks for both at once).
 * Prints figures (goal: the page ≤ 300 ms); never fails on a time.
 * Run: `npm run bench:monitor` (or `tsx bench/monitor.ts [--aprendices N]`).
 */
import { parseArgs } from 'node:util';
import { tokenAdmin } from '../tests/server/helpers/cuentas';
import type { TestServer } from '../tests/server/helpers/testServer';
import { medirHttp as medir, servidorConPrograma, tutorDeCursos } from './programa/banco';

/**
 * The generator stores attempts without their questions; the measured course gets the
 * frozen feedback real attempts store (five questions, some wrong), so the hardest-questions
 * figure parses what it would parse in production.
 */
async function respuestasRealistas(srv: TestServer, cursoId: string) {
  const { db } = srv.server.services;
  const intentos = await db
    .selectFrom('intentos_evaluacion')
    .innerJoin('evaluaciones', 'evaluaciones.id', 'intentos_evaluacion.evaluacion_id')
    .select(['intentos_evaluacion.id', 'intentos_evaluacion.correctas'])
    .where('evaluaciones.curso_id', '=', cursoId)
    .execute();
  await db.transaction().execute(async (trx) => {
    for (const i of intentos) {
      const preguntas = Array.from({ length: 5 }, (_, k) => ({
        indice: k + 1,
        descripcion: `Pregunta ${k + 1} del curso: ¿qué hace esta herramienta en el computador?`,
        correcta: k < Number(i.correctas),
        correctLabel: 1,
        respuestas: Array.from({ length: 4 }, (_, r) => ({
          label: r + 1,
          texto: `Opción ${r + 1} de la pregunta ${k + 1}`,
          isCorrecta: r === 0,
          fueSeleccionada: k < Number(i.correctas) ? r === 0 : r === 2,
        })),
      }));
      await trx
        .updateTable('intentos_evaluacion')
        .set({ respuestas: JSON.stringify({ preguntas, certificado: null }) })
        .where('id', '=', i.id)
        .execute();
    }
  });
  return intentos.length;
}

/** The course with the most learners: the heaviest page of the programme. */
async function cursoMayor(srv: TestServer) {
  const fila = await srv.server.services.db
    .selectFrom('usuario_cursos')
    .select((eb) => ['curso_id', eb.fn.countAll<number>().as('n')])
    .groupBy('curso_id')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { id: fila.curso_id, aprendices: Number(fila.n) };
}

async function principal() {
  const { values } = parseArgs({ options: { aprendices: { type: 'string' } } });
  const { srv, programa, ms } = await servidorConPrograma('sqlite', {
    aprendices: values.aprendices ? Number(values.aprendices) : 100_000,
    alAvanzar: (hechos, total) => process.stdout.write(`\rsembrando ${hechos}/${total}`),
  });
  try {
    console.log(
      `\n${programa.aprendices} aprendices, ${programa.cursos.length} cursos, ${programa.progresos} progresos, ${programa.asignaciones} asignaciones, ${programa.intentos} intentos (${(ms / 1000).toFixed(0)} s)`,
    );
    const curso = await cursoMayor(srv);
    const intentos = await respuestasRealistas(srv, curso.id);
    console.log(`curso medido: ${curso.aprendices} aprendices, ${intentos} intentos\n`);

    const admin = await tokenAdmin(srv);
    const tutor = await tutorDeCursos(srv, [curso.id]);
    const base = `/api/monitor/cursos/${curso.id}`;
    const filas = (body: object, token = admin) =>
      srv.request('POST', `${base}/aprendices`, { token, body });
    const resumen = (token = admin) => srv.request('GET', `${base}/resumen`, { token });
    const primera = (await filas({})).body as { data: { _id: string }[] };
    const alguien = primera.data[0]?._id ?? '';

    const r = await medir('resumen (admin)', () => resumen());
    const p = await medir('primera página, por nombre (admin)', () => filas({}));
    await medir('página completa en paralelo: resumen + filas (admin)', async () => {
      const [a, b] = await Promise.all([resumen(), filas({})]);
      return { status: Math.max(a.status, b.status) };
    });
    const rt = await medir('resumen (tutor del curso)', () => resumen(tutor));
    const pt = await medir('primera página (tutor del curso)', () => filas({}, tutor));
    await medir('por progreso desc, página 50', () =>
      filas({ orden: 'progreso', direccion: 'desc', pagina: 50 }),
    );
    await medir('sin actividad > 7 días, por días desc', () =>
      filas({ inactivos: true, orden: 'diasSinActividad', direccion: 'desc' }),
    );
    await medir('estado aprobada, por centro', () =>
      filas({ estado: 'aprobada', orden: 'centro' }),
    );
    await medir('búsqueda "MUNOZ PEREZ" (sin tildes)', () => filas({ busqueda: 'MUNOZ PEREZ' }));
    await medir('detalle de un aprendiz', () =>
      srv.request('GET', `${base}/aprendices/${alguien}`, { token: admin }),
    );
    await medir('CSV de todas las filas', () =>
      srv.request('POST', `${base}/exportar`, { token: admin, body: {} }),
    );
    console.log(
      `\npágina del monitor (resumen + primera página, en serie): admin ${(r + p).toFixed(0)} ms, tutor ${(rt + pt).toFixed(0)} ms (meta ≤ 300 ms)`,
    );
  } finally {
    await srv.close();
  }
}

await principal();
