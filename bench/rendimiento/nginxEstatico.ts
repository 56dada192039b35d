/**
 * Debian's nginx serving a folder as static files on loopback (sendfile on, as its default
 * nginx.conf has it): the reference for the platform's lesson downloads.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { binarioNginx } from '../../tests/e2e/despliegue/nginx';
import { puertoLibre } from '../../tests/e2e/despliegue/pila';

export async function iniciarNginxEstatico(
  raiz: string,
  dir: string,
): Promise<{ url: string; detener(): Promise<void> } | null> {
  const nginx = binarioNginx();
  if (!nginx) return null;
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const puerto = await puertoLibre();
  const temp = (n: string) => `${n}_temp_path ${join(dir, n)};`;
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
events { worker_connections 256; }
http {
    sendfile on;
    tcp_nopush on;
    access_log off;
    default_type application/octet-stream;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    server { listen 127.0.0.1:${puerto}; root ${raiz}; disable_symlinks off; }
}
`,
  );
  const errorLog = join(dir, 'error.log');
  // As root the workers run as nobody/www-data: they read the file as the file's owner
  // allows, so the bench runs them as the current user instead.
  const usuario = process.getuid?.() === 0 ? 'user root;' : '';
  const hijo = spawn(
    nginx,
    [
      '-p',
      dir,
      '-e',
      errorLog,
      '-c',
      conf,
      '-g',
      `daemon off; pid ${join(dir, 'pid')}; ${usuario}`,
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${puerto}`;
  const limite = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(url);
      break;
    } catch (error) {
      if (Date.now() > limite || hijo.exitCode !== null) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    async detener() {
      const fin = new Promise((r) => hijo.once('exit', r));
      hijo.kill('SIGTERM');
      await fin;
    },
  };
}
