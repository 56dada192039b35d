/**
 * The maps (issue 15, docs/informes-api.md) at programme scale: 100,000 learners, 50
 * courses and about 2 million progress records in a SQLite file (the shared generator
 * bench/programa/sembrarPrograma.ts), then the real server timed over HTTP: every course's
 * card as an administrator, a filter, one card, the CSV, and a tutor's cards.
 * Prints figures; never fails on a time (the issue sets no goal for maps).
 * Run: `tsx bench/mapas.ts [--aprendices N]`.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SQLITE_FILE } from '../src/server/db/database';
import { crearUsuario, tokenAdmin, tokenDe } from '../tests/server/helpers/cuentas';
import { startTestServer } from '../tests/server/helpers/testServer';
import { sembrarPrograma } from './programa/sembrarPrograma';

const REPETICIONES = 7;

async function medir(nombre: string, llamada: () => Promise<{ status: number }>) {
  const tiempos: number[] = [];
  for (let i = 0; i < REPETICIONES; i++) {
    const t0 = performance.now();
    const res = await llamada();
    tiempos.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${nombre}: HTTP ${res.status}`);
  }
  tiempos.sort((a, b) => a - b);
  const mediana = tiempos[Math.floor(tiempos.length / 2)] ?? 0;
  console.log(
    `${nombre.padEnd(44)} mediana ${mediana.toFixed(0).padStart(5)} ms   mín ${(tiempos[0] ?? 0).toFixed(0).padStart(5)} ms   máx ${(tiempos.at(-1) ?? 0).toFixed(0).padStart(5)} ms`,
  );
}

async function principal() {
  const { values } = parseArgs({ options: { aprendices: { type: 'string' } } });
  const srv = await startTestServer('sqlite');
  try {
    const t0 = performance.now();
    const programa = await sembrarPrograma(
      {
        db: srv.server.services.db,
        dialecto: 'sqlite',
        sqlitePath: join(srv.dataDir, SQLITE_FILE),
      },
      {
        aprendices: values.aprendices ? Number(values.aprendices) : 100_000,
        alAvanzar: (hechos, total) => process.stdout.write(`\rsembrando ${hechos}/${total}`),
      },
    );
    console.log(
      `\n${programa.aprendices} aprendices, ${programa.cursos.length} cursos, ${programa.progresos} progresos (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`,
    );
    const { db } = srv.server.services;
    const admin = await tokenAdmin(srv);
    const rolTutor = await db
      .selectFrom('roles')
      .select('id')
      .where('nombre', '=', 'Tutor')
      .executeTakeFirstOrThrow();
    const tutorId = await crearUsuario(srv, { email: 'tutor@bench.co', rolId: rolTutor.id });
    const cursos = await db
      .selectFrom('cursos')
      .select('id')
      .orderBy('creado_en')
      .limit(3)
      .execute();
    await db
      .insertInto('usuario_cursos')
      .values(
        cursos.map((c) => ({
          usuario_id: tutorId,
          curso_id: c.id,
          asignado_en: new Date().toISOString(),
        })),
      )
      .execute();
    const tutor = await tokenDe(srv, tutorId);
    const buscar = (body: object, token = admin) =>
      srv.request('POST', '/api/mapas/mapas/buscar', { token, body });

    const todas = (await buscar({})).body as {
      data: { aprendices: number; completados: number }[];
    };
    const suma = todas.data.reduce((s, t) => s + t.aprendices, 0);
    const hechos = todas.data.reduce((s, t) => s + t.completados, 0);
    console.log(
      `${todas.data.length} tarjetas, ${suma} aprendices asignados, ${hechos} terminaron\n`,
    );
    await medir('buscar: todas las tarjetas (admin)', () => buscar({}));
    await medir('buscar: solo activos, texto (admin)', () =>
      buscar({ estado: 'activos', texto: 'curso' }),
    );
    await medir('id: una tarjeta (admin)', () =>
      srv.request('POST', '/api/mapas/mapas/id', { token: admin, body: { _id: cursos[0]?.id } }),
    );
    await medir('reporte: CSV de todas (admin)', () =>
      srv.request('POST', '/api/mapas/mapas/reporte', { token: admin, body: {} }),
    );
    await medir('buscar: tutor con 3 cursos', () => buscar({}, tutor));
  } finally {
    await srv.close();
  }
}

await principal();
