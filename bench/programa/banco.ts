/**
 * What the issue-15 benches share around the generator: a real server on a seeded
 * programme, a tutor assigned to some courses, and an HTTP call timed as a median of a few
 * runs. Each bench keeps only its own measurements.
 */
import { join } from 'node:path';
import { SQLITE_FILE } from '../../src/server/db/database';
import { ID_ROL_TUTOR } from '../../src/server/db/migrations/0012_progreso_orden';
import { crearUsuario, tokenDe } from '../../tests/server/helpers/cuentas';
import { startTestServer } from '../../tests/server/helpers/testServer';
import type { TestServer } from '../../tests/server/helpers/testServer';
import { sembrarPrograma } from './sembrarPrograma';
import type { OpcionesSiembra, ProgramaSembrado } from './sembrarPrograma';

/** A real server (port 0, temp data folder) whose database holds a generated programme. */
export async function servidorConPrograma(
  dialecto: 'sqlite' | 'postgres',
  opciones: OpcionesSiembra = {},
): Promise<{ srv: TestServer; programa: ProgramaSembrado; ms: number }> {
  const srv = await startTestServer(dialecto);
  const t0 = performance.now();
  const programa = await sembrarPrograma(
    {
      db: srv.server.services.db,
      dialecto,
      sqlitePath: dialecto === 'sqlite' ? join(srv.dataDir, SQLITE_FILE) : null,
    },
    opciones,
  );
  return { srv, programa, ms: performance.now() - t0 };
}

/** A user of the seeded Tutor role assigned to these courses; answers its token. */
export async function tutorDeCursos(srv: TestServer, cursoIds: readonly string[]) {
  const tutorId = await crearUsuario(srv, { email: 'tutor@bench.co', rolId: ID_ROL_TUTOR });
  const asignado_en = new Date().toISOString();
  await srv.server.services.db
    .insertInto('usuario_cursos')
    .values(cursoIds.map((curso_id) => ({ usuario_id: tutorId, curso_id, asignado_en })))
    .execute();
  return tokenDe(srv, tutorId);
}

/**
 * Runs an HTTP call `repeticiones` times (it must answer 200), prints median, min and max
 * on one line and answers the median in ms.
 */
export async function medirHttp(
  nombre: string,
  llamada: () => Promise<{ status: number }>,
  { repeticiones = 7, ancho = 52 }: { repeticiones?: number; ancho?: number } = {},
): Promise<number> {
  const tiempos: number[] = [];
  for (let i = 0; i < repeticiones; i++) {
    const t0 = performance.now();
    const res = await llamada();
    tiempos.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${nombre}: HTTP ${res.status}`);
  }
  tiempos.sort((a, b) => a - b);
  const mediana = tiempos[Math.floor(tiempos.length / 2)] ?? 0;
  const ms = (x: number) => `${x.toFixed(0).padStart(5)} ms`;
  console.log(
    `${nombre.padEnd(ancho)} mediana ${ms(mediana)}   mín ${ms(tiempos[0] ?? 0)}   máx ${ms(tiempos.at(-1) ?? 0)}`,
  );
  return mediana;
}
