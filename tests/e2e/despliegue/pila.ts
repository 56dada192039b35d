import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { iniciarNginx, type NginxEnMarcha } from './nginx';

const RAIZ = join(import.meta.dirname, '../../..');
const UNIDAD = join(RAIZ, 'deploy/systemd/plataforma@.service');
const ENTORNO_EJEMPLO = join(RAIZ, 'deploy/plataforma.env.example');

export function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const direccion = s.address();
      s.close(() => resolve(typeof direccion === 'object' && direccion ? direccion.port : 0));
    });
  });
}

/** KEY=value lines of an EnvironmentFile (comments and blanks skipped), as systemd reads them. */
export function leerEntorno(ruta: string): Record<string, string> {
  const entorno: Record<string, string> = {};
  for (const linea of readFileSync(ruta, 'utf8').split('\n')) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(linea.trim());
    if (m?.[1]) entorno[m[1]] = m[2] ?? '';
  }
  return entorno;
}

/**
 * What the systemd unit runs, mapped onto this checkout: ExecStart's script relative to
 * WorkingDirectory (/opt/plataforma/out/main/server.js → out/main/server.js). Reading it
 * from the unit keeps the test on the same entry point the doc installs.
 */
export function scriptDeLaUnidad(): string {
  const unidad = readFileSync(UNIDAD, 'utf8');
  const dir = /^WorkingDirectory=(.+)$/m.exec(unidad)?.[1];
  const exec = /^ExecStart=\S+ (\S+)$/m.exec(unidad)?.[1];
  if (!dir || !exec || !/^Environment=PORT=%i$/m.test(unidad)) {
    throw new Error('deploy/systemd/plataforma@.service cambió: revise tests/e2e/despliegue');
  }
  return join(RAIZ, relative(dir, exec));
}

/** A fresh database in the test cluster (unique name); dropped by `eliminar`. */
export async function crearBase(
  urlCluster: string,
): Promise<{ url: string; eliminar(): Promise<void> }> {
  const nombre = `cf_despliegue_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: urlCluster });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nombre}`);
  await admin.end();
  const url = new URL(urlCluster);
  url.pathname = `/${nombre}`;
  return {
    url: url.toString(),
    async eliminar() {
      const c = new pg.Client({ connectionString: urlCluster });
      await c.connect();
      // FORCE: a SIGKILLed instance may leave a connection PostgreSQL has not reaped yet.
      await c.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface Instancia {
  puerto: number;
  url: string;
  proceso: ChildProcess;
  /** Its stderr/stdout so far (a failure shows why). */
  salida(): string;
  detener(): Promise<void>;
}

async function esperarSalud(url: string, hijo: ChildProcess, salida: () => string) {
  const limite = Date.now() + 40_000;
  while (Date.now() < limite) {
    if (hijo.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(
    `La instancia ${url} no respondió /health (código ${hijo.exitCode}): ${salida()}`,
  );
}

export async function iniciarInstancia(entorno: Record<string, string>): Promise<Instancia> {
  const puerto = await puertoLibre();
  const hijo = spawn(process.execPath, [scriptDeLaUnidad()], {
    env: { PATH: process.env.PATH ?? '', ...entorno, PORT: String(puerto) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let texto = '';
  const guardar = (d: Buffer) => {
    texto = (texto + d.toString()).slice(-20_000);
  };
  hijo.stdout?.on('data', guardar);
  hijo.stderr?.on('data', guardar);
  const url = `http://127.0.0.1:${puerto}`;
  try {
    await esperarSalud(url, hijo, () => texto);
  } catch (error) {
    hijo.kill('SIGKILL');
    throw error;
  }
  return {
    puerto,
    url,
    proceso: hijo,
    salida: () => texto,
    async detener() {
      if (hijo.exitCode !== null || hijo.signalCode !== null) return;
      const fin = new Promise((r) => hijo.once('exit', r));
      hijo.kill('SIGTERM');
      const plazo = setTimeout(() => hijo.kill('SIGKILL'), 10_000);
      await fin;
      clearTimeout(plazo);
    },
  };
}

export interface Pila {
  url: string;
  baseUrl: string;
  dataDir: string;
  instancias: Instancia[];
  nginx: NginxEnMarcha;
  detener(): Promise<void>;
}

/**
 * The deployment of docs/despliegue.md on loopback: a fresh database, one shared DATA_DIR,
 * `instancias` servers with the example env file (what differs per machine overridden), and
 * nginx with the shipped site file in front. `extra` overrides variables (delays, log level).
 */
export async function iniciarPila(opciones: {
  urlCluster: string;
  /** The first administrator (created by whichever instance migrates first). */
  admin: { email: string; password: string };
  instancias?: number;
  extra?: Record<string, string>;
  conexionesNginx?: number;
}): Promise<Pila> {
  const tmp = mkdtempSync(join(tmpdir(), 'cf-despliegue-'));
  // As root, nginx's workers (an unprivileged user) write request bodies over 16 KB to
  // temp files below this folder: they must be able to pass through it.
  chmodSync(tmp, 0o711);
  const dataDir = join(tmp, 'datos');
  mkdirSync(dataDir);
  const nginxDir = join(tmp, 'nginx');
  mkdirSync(nginxDir);
  const base = await crearBase(opciones.urlCluster);
  const entorno = {
    ...leerEntorno(ENTORNO_EJEMPLO),
    DATABASE_URL: base.url,
    DATA_DIR: dataDir,
    // The same on every instance, as the doc says; random per run.
    JWT_SECRET: randomBytes(48).toString('base64'),
    METRICS_TOKEN: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: opciones.admin.email,
    ADMIN_PASSWORD: opciones.admin.password,
    WEB_DIR: join(RAIZ, 'out/renderer'),
    ...opciones.extra,
  };
  const instancias: Instancia[] = [];
  let nginx: NginxEnMarcha | null = null;
  const detener = async () => {
    await nginx?.detener();
    await Promise.all(instancias.map((i) => i.detener()));
    await base.eliminar();
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    // Started together, as systemd does at boot: the migrations must tolerate it.
    const n = opciones.instancias ?? 2;
    const arranques = await Promise.allSettled(
      Array.from({ length: n }, () => iniciarInstancia(entorno)),
    );
    for (const a of arranques) if (a.status === 'fulfilled') instancias.push(a.value);
    const fallo = arranques.find((a) => a.status === 'rejected');
    if (fallo) throw fallo.reason;
    nginx = await iniciarNginx({
      puerto: await puertoLibre(),
      instancias: instancias.map((i) => i.puerto),
      dir: nginxDir,
      conexiones: opciones.conexionesNginx,
    });
  } catch (error) {
    await detener().catch(() => undefined);
    throw error;
  }
  return { url: nginx.url, baseUrl: base.url, dataDir, instancias, nginx, detener };
}
