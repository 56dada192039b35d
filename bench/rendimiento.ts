/**
 * `npm run bench` (issue 18): every speed figure of the platform in one go, each measured
 * side by side with its reference in the same run — a bare Fastify route answering the same
 * bytes, nginx serving the same file, pure password hashing, a static HTML form — and
 * printed with its ratio and the goal; the same is written to
 * bench/resultados/rendimiento-<fecha>.json. Figures here are noisy: each is the median of
 * interleaved repetitions. Never fails on a time; exits 1 only when a measure cannot run.
 *
 * Needs `npm run build` (it runs the built server, as production does), Chromium for the
 * client figures and nginx for the file reference (measures needing a missing one are
 * reported as not measured). PostgreSQL: TEST_DATABASE_URL or DATABASE_URL (a cluster where
 * it may create databases); without it the PostgreSQL lines are not measured.
 * BENCH_RONDAS (3) repetitions (three times that for the downloads), BENCH_RONDAS_RUTAS (5)
 * rounds for the routes, BENCH_SEGUNDOS (3) seconds per load run, BENCH_SOLO=rutas,archivos,… to run some sections only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { medirArchivos } from './rendimiento/archivos';
import { medirBase } from './rendimiento/base';
import { medirBusqueda } from './rendimiento/busqueda';
import { medirCliente } from './rendimiento/cliente';
import { prepararEscenario } from './rendimiento/escenario';
import { Informe } from './rendimiento/informe';
import { medirListas } from './rendimiento/listas';
import { iniciarPlataforma } from './rendimiento/plataforma';
import { medirRutas, rutasCalientes } from './rendimiento/rutas';

const RONDAS = Number(process.env.BENCH_RONDAS ?? 3);
// Five: a route's ratio is the median of its rounds' ratios, and one swung round of three
// moved the median across the goal (bench/resultados, 2026-12-07).
const RONDAS_RUTAS = Number(process.env.BENCH_RONDAS_RUTAS ?? 5);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 3);
const SOLO = process.env.BENCH_SOLO?.split(',').map((s) => s.trim());
const URL_PG = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null;
const quiere = (seccion: string) => !SOLO || SOLO.includes(seccion);

async function enPlataforma(
  informe: Informe,
  urlCluster: string | null,
  tmp: string,
): Promise<void> {
  const plataforma = await iniciarPlataforma(urlCluster);
  const dialecto = plataforma.dialecto;
  try {
    const escenario = await prepararEscenario(plataforma);
    if (quiere('rutas')) {
      informe.seccion(`Rutas autenticadas (${dialecto})`);
      await medirRutas({
        informe,
        dialecto,
        aprendiz: escenario.aprendiz,
        rutas: rutasCalientes(escenario.aprendiz, escenario.usuarioId, escenario.leccionId),
        dirTemporal: tmp,
        rondas: RONDAS_RUTAS,
        segundos: SEGUNDOS,
      });
    }
    if (dialecto === 'sqlite' && quiere('archivos')) {
      informe.seccion('Lecciones: descarga y Range durante logins (sqlite)');
      await medirArchivos({ informe, plataforma, escenario, dirTemporal: tmp, rondas: RONDAS });
    }
    if (dialecto === 'sqlite' && quiere('cliente')) {
      informe.seccion('Cliente web (Chromium, CPU 4× más lenta)');
      await medirCliente({ informe, plataforma, escenario, rondas: RONDAS });
    }
    if (quiere('listas')) {
      informe.seccion(`Listas (${dialecto})`);
      await medirListas({ informe, plataforma, escenario, dialecto });
    }
    if (dialecto === 'sqlite' && quiere('base')) {
      informe.seccion('Lo que ya era bueno (sin regresión)');
      await medirBase({ informe, plataforma, escenario, rondas: RONDAS });
    }
  } finally {
    await plataforma.detener();
  }
}

async function main(): Promise<void> {
  const inicio = new Date();
  const informe = new Informe();
  const tmp = mkdtempSync(join(tmpdir(), 'cf-rendimiento-'));
  try {
    await enPlataforma(informe, null, tmp);
    if (URL_PG) await enPlataforma(informe, URL_PG, tmp);
    else informe.nota('PostgreSQL no medido: defina TEST_DATABASE_URL');
    if (quiere('busqueda')) {
      informe.seccion('Búsqueda de usuarios con 100.000 usuarios');
      await medirBusqueda(informe, URL_PG);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const ruta = informe.guardar(join(import.meta.dirname, 'resultados'), inicio);
  const metas = informe.medidas.filter((m) => m.meta);
  console.log(
    `\n${metas.filter((m) => m.meta?.cumple).length} de ${metas.length} metas cumplidas · ${ruta}`,
  );
}

await main();
