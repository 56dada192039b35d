/**
 * Issue 17, Speed: simulated learners through nginx to two server instances on PostgreSQL,
 * then the same load on one instance. The stack is the deployment e2e's
 * (tests/e2e/despliegue/pila.ts): the shipped nginx site file, the example env file, a
 * fresh database per run, one shared DATA_DIR. Each learner logs in once, then loops: list
 * courses, open the lesson, report progress, reply in the lesson's forum; each from its own
 * loopback address (bench/lib/carga.ts). Prints error rate, p50/p99 per step and overall,
 * and req/s; writes bench/resultados/despliegue-<fecha>.json. Never fails on a time; exits 1
 * when an error rate is not 0.
 *
 * Run: `npm run bench:despliegue` (needs `npm run build` and nginx). PostgreSQL:
 * TEST_DATABASE_URL or DATABASE_URL (a cluster where it may create databases), else a
 * throwaway cluster via scripts/ci/postgres.sh. BENCH_SEGUNDOS (60), BENCH_APRENDICES (500),
 * BENCH_RAMPA_S (learners arrive over the first min(20, BENCH_SEGUNDOS/3) seconds).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { iniciarPila, puertoLibre } from '../tests/e2e/despliegue/pila';
import { enParalelo } from './lib/paralelo';
import { ejecutarCarga, PASOS, type AprendizSimulado, type ResultadoCarga } from './lib/carga';

const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 60);
const APRENDICES = Number(process.env.BENCH_APRENDICES ?? 500);
/** Learners arrive over these first seconds (bench/lib/carga.ts says why). */
const RAMPA = Number(process.env.BENCH_RAMPA_S ?? Math.min(20, SEGUNDOS / 3));
/** Forum topics on the lesson: replies spread over them, as over a course's many threads. */
const TEMAS = 50;
const ADMIN = { email: 'admin@bench.co', password: 'clave-bench-segura' };
const RAIZ = join(import.meta.dirname, '..');

async function api<T>(
  url: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const r = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`${method} ${path} → ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/**
 * Through nginx, as an admin would: one course with a link lesson, TEMAS topics on it,
 * the learners (created one by one: each password is hashed) and one bulk assignment.
 */
async function sembrar(url: string): Promise<AprendizSimulado[]> {
  const { token } = await api<{ token: string }>(url, null, 'POST', '/auth/login', ADMIN);
  const curso = await api<{ data: { _id: string } }>(url, token, 'POST', '/api/cursos/nuevo', {
    codigo: 'BENCH-01',
    nombre: 'Curso de carga',
  });
  const leccion = await api<{ data: { _id: string } }>(url, token, 'POST', '/api/multimedias', {
    nombre: '1.1 Enlace de lectura',
    curso: curso.data._id,
    tipoMedia: 'link',
    link: 'https://example.org/lectura',
  });
  const temas = await enParalelo([...Array(TEMAS).keys()], 8, (i) =>
    api<{ data: { _id: string } }>(url, token, 'POST', '/api/comentarios', {
      multimedia: leccion.data._id,
      titulo: `Tema ${i + 1}`,
      texto: 'Dudas y comentarios.',
    }),
  );
  const roles = await api<{ data: { _id: string; nombre: string }[] }>(
    url,
    token,
    'POST',
    '/api/roles/listar',
  );
  const rol = roles.data.find((r) => r.nombre === 'Estudiante')?._id;
  const password = 'clave-de-carga';
  const ids = await enParalelo([...Array(APRENDICES).keys()], 16, async (i) => {
    const r = await api<{ data: { _id: string } }>(url, token, 'POST', '/api/usuarios/nuevo', {
      email: `carga${i}@bench.co`,
      nombre: `Aprendiz ${i}`,
      apellidos: 'Carga',
      password,
      confirmPassword: password,
      rol,
    });
    return r.data._id;
  });
  await api(url, token, 'POST', '/api/usuarios/masivo/cursos', {
    seleccion: { ids },
    cursoIds: [curso.data._id],
  });
  return ids.map((usuarioId, i) => ({
    email: `carga${i}@bench.co`,
    password,
    usuarioId,
    leccionId: leccion.data._id,
    temaId: temas[i % TEMAS]?.data._id ?? '',
  }));
}

/** The cluster to create databases in: given, or a throwaway one (stopped at the end). */
async function cluster(): Promise<{ url: string; detener(): void }> {
  const dado = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (dado) return { url: dado, detener: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'cf-bench-pg-'));
  const script = join(RAIZ, 'scripts/ci/postgres.sh');
  const url = execFileSync(script, ['start', dir, String(await puertoLibre())], {
    encoding: 'utf8',
  }).trim();
  return {
    url,
    detener() {
      execFileSync(script, ['stop', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function escenario(urlCluster: string, instancias: number): Promise<ResultadoCarga> {
  const pila = await iniciarPila({
    urlCluster,
    admin: ADMIN,
    instancias,
    // warn: at info every request would be a log line; the figures are the server's, not the terminal's.
    extra: { LOG_LEVEL: 'warn' },
    conexionesNginx: 4 * APRENDICES + 256,
  });
  try {
    const t0 = Date.now();
    const aprendices = await sembrar(pila.url);
    console.log(
      `  sembrados ${aprendices.length} aprendices en ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    return await ejecutarCarga(pila.url, aprendices, SEGUNDOS, RAMPA);
  } finally {
    await pila.detener();
  }
}

function imprimir(titulo: string, r: ResultadoCarga) {
  console.log(`\n${titulo}: ${r.aprendices} aprendices, ${r.segundos} s`);
  console.log(
    `  ${r.solicitudes} solicitudes, ${r.solicitudesPorSegundo} sol/s, errores ${r.errores} (${(r.tasaError * 100).toFixed(2)} %)`,
  );
  for (const p of [...PASOS, 'sinLogin', 'total'] as const) {
    const s = r.pasos[p];
    console.log(
      `  ${p.padEnd(10)} ${String(s.solicitudes).padStart(7)} sol · p50 ${s.p50.toFixed(1)} ms · p99 ${s.p99.toFixed(1)} ms · máx ${s.maximo.toFixed(1)} ms · errores ${s.errores}`,
    );
  }
  for (const m of r.muestrasDeError) console.log(`  ! ${m}`);
}

const pg = await cluster();
try {
  console.log(
    `Carga: ${APRENDICES} aprendices, ${SEGUNDOS} s por escenario (llegan en ${RAMPA} s), ${cpus().length} CPU`,
  );
  const dos = await escenario(pg.url, 2);
  imprimir('nginx → 2 instancias', dos);
  const una = await escenario(pg.url, 1);
  imprimir('nginx → 1 instancia', una);
  const fecha = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
  const dir = join(RAIZ, 'bench/resultados');
  mkdirSync(dir, { recursive: true });
  const archivo = join(dir, `despliegue-${fecha}.json`);
  const maquina = { cpus: cpus().length, modelo: cpus()[0]?.model ?? '', node: process.version };
  writeFileSync(
    archivo,
    `${JSON.stringify({ fecha: new Date().toISOString(), maquina, aprendices: APRENDICES, segundos: SEGUNDOS, rampaSegundos: RAMPA, dosInstancias: dos, unaInstancia: una }, null, 2)}\n`,
  );
  console.log(`\nResultados en ${archivo}`);
  if (dos.errores > 0 || una.errores > 0) process.exitCode = 1;
} finally {
  pg.detener();
}
