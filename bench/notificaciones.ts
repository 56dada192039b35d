/**
 * The bell's unread count at programme scale (issue 15: ≤ 20 ms on SQLite). Starts the real
 * server on a fresh SQLite file, fills it with the shared programme generator (100,000
 * learners, 50 courses, ≈ 2 M progress records; bench/programa/sembrarPrograma.ts), adds
 * notifications (50 per learner on average, 5 M rows, ~20 % unread; a few "busy" learners
 * with 2,000 each), then times:
 *   - the count query alone (NotificacionesRepository.noLeidas), over random learners;
 *   - GET /api/notificaciones/no-leidas over HTTP, as the bell asks it (token check included);
 *   - the panel's first page (GET /api/notificaciones).
 * Prints figures; never fails on a time.
 * Run: `npx tsx bench/notificaciones.ts [--aprendices N] [--porAprendiz N]`.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE } from '../src/server/db/database';
import { NotificacionesRepository } from '../src/server/modules/notificaciones/repository';
import { startTestServer } from '../tests/server/helpers/testServer';
import { sembrarPrograma } from './programa/sembrarPrograma';

const { values } = parseArgs({
  options: { aprendices: { type: 'string' }, porAprendiz: { type: 'string' } },
});
const APRENDICES = Number(values.aprendices ?? 100_000);
const POR_APRENDIZ = Number(values.porAprendiz ?? 50);
/** One learner in this many is "busy": 2,000 notifications, a long history to count over. */
const CADA_OCUPADO = 1_000;
const MUESTRAS = 2_000;

function percentil(tiempos: number[], p: number): number {
  const orden = [...tiempos].sort((a, b) => a - b);
  return orden[Math.min(orden.length - 1, Math.floor((p / 100) * orden.length))] ?? 0;
}

function informe(nombre: string, tiempos: number[]) {
  const media = tiempos.reduce((a, b) => a + b, 0) / tiempos.length;
  console.log(
    `${nombre.padEnd(44)} media ${media.toFixed(2)} ms · p50 ${percentil(tiempos, 50).toFixed(2)} · p95 ${percentil(tiempos, 95).toFixed(2)} · p99 ${percentil(tiempos, 99).toFixed(2)} · máx ${Math.max(...tiempos).toFixed(2)} ms`,
  );
}

/** Notifications straight into the file through one prepared statement (setup, not timed). */
function sembrarNotificaciones(ruta: string): { total: number; ids: string[] } {
  const sqlite = new SqliteDatabase(ruta);
  sqlite.pragma('busy_timeout = 5000');
  const ids = (
    sqlite.prepare("SELECT id FROM usuarios WHERE email LIKE '%@programa.co'").all() as {
      id: string;
    }[]
  ).map((f) => f.id);
  const insertar = sqlite.prepare(
    'INSERT INTO notificaciones (id, usuario_id, tipo, datos, creado_en, leida_en) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const datos = JSON.stringify({ enlace: '/cursos/curso/x', cursoId: 'x', curso: 'Curso' });
  const ahora = Date.now();
  let total = 0;
  const lote = sqlite.transaction((desde: number, hasta: number) => {
    for (let u = desde; u < hasta; u++) {
      const id = ids[u] ?? '';
      const cuantas = u % CADA_OCUPADO === 0 ? 2_000 : POR_APRENDIZ;
      for (let k = 0; k < cuantas; k++) {
        const creado = new Date(ahora - (cuantas - k) * 3_600_000).toISOString();
        // The newest ~20 % are unread, as a user who opens the panel now and then leaves them.
        const leida = k < cuantas * 0.8 ? creado : null;
        insertar.run(`${u}.${k}`, id, 'cursoAsignado', datos, creado, leida);
        total += 1;
      }
    }
  });
  for (let u = 0; u < ids.length; u += 2_000) lote(u, Math.min(ids.length, u + 2_000));
  sqlite.pragma('optimize');
  // The plan of the bell's count: it must read the partial index of unread rows.
  const plan = sqlite
    .prepare(
      'EXPLAIN QUERY PLAN SELECT count(*) FROM notificaciones WHERE usuario_id = ? AND leida_en IS NULL',
    )
    .all(ids[0] ?? '') as { detail: string }[];
  console.log(`plan del conteo: ${plan.map((p) => p.detail).join(' · ')}`);
  sqlite.close();
  return { total, ids };
}

async function main() {
  const srv = await startTestServer('sqlite');
  try {
    const { db } = srv.server.services;
    const ruta = join(srv.dataDir, SQLITE_FILE);
    let t0 = performance.now();
    const programa = await sembrarPrograma(
      { db, dialecto: 'sqlite', sqlitePath: ruta },
      { aprendices: APRENDICES },
    );
    console.log(
      `programa: ${programa.aprendices} aprendices, ${programa.cursos.length} cursos, ${programa.progresos} progresos en ${Math.round(performance.now() - t0)} ms`,
    );
    t0 = performance.now();
    const { total, ids } = sembrarNotificaciones(ruta);
    console.log(`notificaciones: ${total} filas en ${Math.round(performance.now() - t0)} ms`);

    const repo = new NotificacionesRepository(db);
    const azar = (i: number) => ids[(i * 7_919) % ids.length] ?? '';
    const ocupado = ids[0] ?? '';
    for (let i = 0; i < 50; i++) await repo.noLeidas(azar(i)); // warm-up
    const consulta: number[] = [];
    for (let i = 0; i < MUESTRAS; i++) {
      const t = performance.now();
      await repo.noLeidas(azar(i));
      consulta.push(performance.now() - t);
    }
    informe('conteo (consulta, aprendiz al azar)', consulta);
    const consultaOcupado: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await repo.noLeidas(ocupado);
      consultaOcupado.push(performance.now() - t);
    }
    console.log(`  (aprendiz con 2000 notificaciones: ${await repo.noLeidas(ocupado)} sin leer)`);
    informe('conteo (consulta, aprendiz con 2000)', consultaOcupado);

    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const fila = await srv.server.services.usuarios.findRowById(azar(i * 13));
      if (fila)
        tokens.push(
          (await srv.server.services.tokens.sign(fila.id, fila.version_token, false)).token,
        );
    }
    const http = async (ruta: string, n: number) => {
      const tiempos: number[] = [];
      for (let i = 0; i < n; i++) {
        const token = tokens[i % tokens.length] ?? '';
        const t = performance.now();
        const r = await srv.request('GET', ruta, { token });
        tiempos.push(performance.now() - t);
        if (r.status !== 200) throw new Error(`${ruta} → ${r.status}`);
      }
      return tiempos;
    };
    await http('/api/notificaciones/no-leidas', 20);
    informe(
      'GET /api/notificaciones/no-leidas (HTTP)',
      await http('/api/notificaciones/no-leidas', 500),
    );
    informe('GET /api/notificaciones (primera página)', await http('/api/notificaciones', 200));
  } finally {
    await srv.close();
  }
}

await main();
