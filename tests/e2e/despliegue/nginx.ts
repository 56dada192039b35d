import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

const RAIZ = join(import.meta.dirname, '../../..');
/** The site file the operator installs (docs/despliegue.md): the test runs this very file. */
export const SITIO_NGINX = join(RAIZ, 'deploy/nginx/plataforma.conf');
const CANDIDATOS_NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function binarioNginx(): string | null {
  return CANDIDATOS_NGINX.find((r) => existsSync(r)) ?? null;
}

/** Replaces exactly `veces` matches, or fails: a changed deploy file must not pass unnoticed. */
function sustituir(
  texto: string,
  patron: RegExp,
  por: string | ((m: string) => string),
  veces = 1,
) {
  const encontrados = texto.match(new RegExp(patron.source, `${patron.flags.replace('g', '')}g`));
  if ((encontrados?.length ?? 0) !== veces) {
    throw new Error(
      `deploy/nginx/plataforma.conf cambió: se esperaban ${veces} coincidencias de ${patron} y hay ${encontrados?.length ?? 0}; actualice tests/e2e/despliegue/nginx.ts`,
    );
  }
  return texto.replace(
    new RegExp(patron.source, `${patron.flags.replace('g', '')}g`),
    por as string,
  );
}

/**
 * The deploy site file with only what a loopback test must change: the instances' ports
 * (the file's two `server 127.0.0.1:808x` lines become one per port, same parameters), the
 * listening address, and the access log path. Everything else is the file as shipped.
 */
export function renderizarSitio(opciones: {
  puerto: number;
  instancias: readonly number[];
  dir: string;
  /** The instances' DATA_DIR: the internal location of ARCHIVOS_X_ACCEL aliases its uploads/. */
  dataDir?: string;
}): string {
  let sitio = readFileSync(SITIO_NGINX, 'utf8');
  let plantilla = '';
  sitio = sustituir(sitio, /^ *server 127\.0\.0\.1:8081 (.*)$/m, (linea) => {
    plantilla = linea;
    return '@@INSTANCIAS@@';
  });
  sitio = sustituir(sitio, /^ *server 127\.0\.0\.1:8082 .*\n/m, '');
  const lineas = opciones.instancias.map((p) =>
    plantilla.replace('127.0.0.1:8081', `127.0.0.1:${p}`),
  );
  sitio = sitio.replace('@@INSTANCIAS@@', lineas.join('\n'));
  sitio = sustituir(sitio, /^ *listen 80;$/m, `    listen 127.0.0.1:${opciones.puerto};`);
  sitio = sustituir(sitio, /^ *listen \[::\]:80;\n/m, '');
  sitio = sustituir(
    sitio,
    /\/var\/log\/nginx\/plataforma\.access\.log/,
    join(opciones.dir, 'access.log'),
  );
  if (opciones.dataDir !== undefined) {
    sitio = sustituir(
      sitio,
      /alias \/srv\/plataforma\/datos\/uploads\/;/,
      `alias ${join(opciones.dataDir, 'uploads')}/;`,
    );
  }
  return sitio;
}

/**
 * The parts of Debian's /etc/nginx/nginx.conf the site relies on, with every path inside
 * `dir` (temp bodies included: Debian's build points them at /var/lib/nginx), so it runs
 * as root or not. `conexiones`: the bench opens hundreds of client sockets.
 */
function configuracionPrincipal(dir: string, conexiones: number, usuario: string): string {
  const temp = (n: string) => `${n}_temp_path ${join(dir, n)};`;
  return `${usuario}worker_processes ${conexiones > 1024 ? 2 : 1};
worker_rlimit_nofile ${conexiones * 2 + 64};
events { worker_connections ${conexiones}; }
http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    ${temp('client_body')}
    ${temp('proxy')}
    ${temp('fastcgi')}
    ${temp('uwsgi')}
    ${temp('scgi')}
    include ${join(dir, 'plataforma.conf')};
}
`;
}

export interface NginxEnMarcha {
  url: string;
  dir: string;
  errorLog: string;
  detener(): Promise<void>;
}

async function esperarPuerto(url: string, hijo: ChildProcess, errorLog: string): Promise<void> {
  const limite = Date.now() + 15_000;
  while (Date.now() < limite) {
    if (hijo.exitCode !== null) break;
    try {
      await fetch(`${url}/health`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
  throw new Error(`nginx no arrancó en ${url}: ${log}`);
}

/** Starts Debian's nginx in the foreground with the rendered site, in its own prefix `dir`. */
export async function iniciarNginx(opciones: {
  puerto: number;
  instancias: readonly number[];
  dir: string;
  conexiones?: number;
  dataDir?: string;
  /**
   * nginx reads the instances' files (ARCHIVOS_X_ACCEL): its workers run as the account of
   * the instances, as docs/despliegue.md asks (`user plataforma;`). Only matters as root.
   */
  comoServidor?: boolean;
}): Promise<NginxEnMarcha> {
  const nginx = binarioNginx();
  if (!nginx) throw new Error('nginx no está instalado (apt-get install nginx)');
  const { dir } = opciones;
  // As root, nginx's workers run as an unprivileged user: they must reach the temp folders.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'plataforma.conf'), renderizarSitio(opciones));
  const conf = join(dir, 'nginx.conf');
  const usuario =
    opciones.comoServidor && process.getuid?.() === 0 ? `user ${userInfo().username};\n` : '';
  writeFileSync(conf, configuracionPrincipal(dir, opciones.conexiones ?? 1024, usuario));
  const errorLog = join(dir, 'error.log');
  const pid = join(dir, 'nginx.pid');
  const globales = `daemon off; pid ${pid}; error_log ${errorLog};`;
  const prueba = spawnSync(
    nginx,
    ['-t', '-q', '-p', dir, '-e', errorLog, '-c', conf, '-g', globales],
    {
      encoding: 'utf8',
    },
  );
  if (prueba.status !== 0) throw new Error(`nginx -t rechaza la configuración: ${prueba.stderr}`);
  const hijo = spawn(nginx, ['-p', dir, '-e', errorLog, '-c', conf, '-g', globales], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = `http://127.0.0.1:${opciones.puerto}`;
  await esperarPuerto(url, hijo, errorLog);
  return {
    url,
    dir,
    errorLog,
    async detener() {
      if (hijo.exitCode !== null) return;
      const fin = new Promise((r) => hijo.once('exit', r));
      // QUIT: graceful, as `nginx -s quit`; the master takes its workers with it.
      hijo.kill('SIGQUIT');
      const plazo = setTimeout(() => hijo.kill('SIGKILL'), 5_000);
      await fin;
      clearTimeout(plazo);
    },
  };
}
