/**
 * The programme report at scale (issue 15: a month's report ≤ 1 s): fills a database with
 * bench/programa/sembrarPrograma.ts (100,000 learners, 50 courses, ~2 M progress records,
 * ~1.5 M views over six months, 40 centres), then times POST /api/informes/informes/reporte
 * over HTTP for an administrator (every course) and a tutor (three courses): today, this
 * week, this month, the last 30 days, six months, and the CSV of a month. Prints figures;
 * never fails on a time.
 * Run: `npm run bench:informes -- [--aprendices N] [--postgres]` (PostgreSQL needs
 * TEST_DATABASE_URL; SQLite is the target and the default).
 */
import { parseArgs } from 'node:util';
import { rangoRapido, diaColombia, sumarDias } from '../src/shared/domain/informes';
import { tokenAdmin } from '../tests/server/helpers/cuentas';
import type { TestServer } from '../tests/server/helpers/testServer';
import { servidorConPrograma, tutorDeCursos } from './programa/banco';

const { values } = parseArgs({
  options: { aprendices: { type: 'string' }, postgres: { type: 'boolean' } },
});
const APRENDICES = values.aprendices ? Number(values.aprendices) : 100_000;
const REPETICIONES = 7;

async function medir(srv: TestServer, token: string, ruta: string, body: unknown) {
  const tiempos: number[] = [];
  let ultimo: unknown = null;
  for (let i = 0; i < REPETICIONES; i++) {
    const t = performance.now();
    const res = await fetch(`${srv.url}${ruta}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    ultimo = ruta.endsWith('/csv') ? (await res.arrayBuffer()).byteLength : await res.json();
    if (res.status !== 200) throw new Error(`${res.status}: ${JSON.stringify(ultimo)}`);
    tiempos.push(performance.now() - t);
  }
  tiempos.sort((a, b) => a - b);
  return {
    mediana: tiempos[Math.floor(tiempos.length / 2)] ?? 0,
    max: tiempos.at(-1) ?? 0,
    ultimo,
  };
}

function rangos(ahora: Date): Record<string, { desde: string; hasta: string }> {
  const hoy = diaColombia(ahora);
  return {
    hoy: rangoRapido('hoy', ahora),
    'esta semana': rangoRapido('semana', ahora),
    'este mes': rangoRapido('mes', ahora),
    'últimos 30 días': { desde: sumarDias(hoy, -29), hasta: hoy },
    'seis meses': { desde: sumarDias(hoy, -182), hasta: hoy },
  };
}

async function correr(dialecto: 'sqlite' | 'postgres') {
  const { srv, programa, ms } = await servidorConPrograma(dialecto, { aprendices: APRENDICES });
  try {
    const { aprendices, progresos, vistas, intentos, certificados } = programa;
    console.log(`${dialecto}: programa sembrado en ${Math.round(ms)} ms`, {
      aprendices,
      progresos,
      vistas,
      intentos,
      certificados,
    });
    const admin = await tokenAdmin(srv);
    const tutor = await tutorDeCursos(
      srv,
      programa.cursos.slice(0, 3).map((c) => c.id),
    );
    const ruta = '/api/informes/informes/reporte';
    for (const [quien, token] of [
      ['administrador', admin],
      ['tutor (3 cursos)', tutor],
    ] as const) {
      for (const [nombre, rango] of Object.entries(rangos(new Date()))) {
        const m = await medir(srv, token, ruta, rango);
        const total = (m.ultimo as { total: Record<string, number> }).total;
        console.log(
          `  ${quien}, ${nombre}: mediana ${m.mediana.toFixed(1)} ms, máx ${m.max.toFixed(1)} ms — ${total.llamadas} vistas, ${total.horasGrabacion} h, ${total.cursos} cursos, ${total.registrados} registrados`,
        );
      }
    }
    const csv = await medir(srv, admin, `${ruta}/csv`, rangoRapido('mes'));
    console.log(
      `  CSV de este mes: mediana ${csv.mediana.toFixed(1)} ms (${String(csv.ultimo)} bytes)`,
    );
  } finally {
    await srv.close();
  }
}

await correr('sqlite');
if (values.postgres) await correr('postgres');
