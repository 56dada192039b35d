import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const CLI = join(import.meta.dirname, '../../src/server/cli.ts');
const temps: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cf-cli-'));
  temps.push(dir);
  return dir;
}

afterEach(async () => {
  await Promise.all(temps.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

interface Cli {
  child: ReturnType<typeof spawn>;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
  /** Resolves with the URL once the server printed it. */
  url: Promise<string>;
}

/** Runs the real CLI entry (through tsx, as the build is not needed for this). */
function runCli(env: Record<string, string>): Cli {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let resolveUrl: (url: string) => void = () => undefined;
  const url = new Promise<string>((resolve) => (resolveUrl = resolve));
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const match = /escuchando en (http:\/\/[^/\s]+)/.exec(out);
    if (match?.[1]) resolveUrl(match[1]);
  });
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit, url };
}

describe('server CLI', () => {
  it('starts on a free port, prints the URL and a generated admin password once', async () => {
    const dataDir = await tempDir();
    const first = runCli({ PORT: '0', DATA_DIR: dataDir });
    const url = await first.url;
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ ok: true });
    expect(first.stdout()).toMatch(/Administrador inicial creado: admin@plataforma\.local/);
    const password = /una sola vez\): (\S+)/.exec(first.stdout())?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(16);
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@plataforma.local', password }),
    });
    expect(login.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    // Second start on the same data: no new admin, no password printed, same JWT secret.
    const secret = await readFile(join(dataDir, 'jwt-secret'), 'utf8');
    const second = runCli({ PORT: '0', DATA_DIR: dataDir });
    await second.url;
    expect(second.stdout()).not.toMatch(/Contraseña generada/);
    expect(await readFile(join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
  });

  it.each([
    [{ PORT: 'ochenta' }, 2, /PORT/],
    [
      { DATABASE_URL: 'postgres://nadie@127.0.0.1:1/nada' },
      1,
      /No se pudo abrir la base de datos PostgreSQL/,
    ],
  ])('stops on %o with a one-line message and exit code %i', async (env, code, pattern) => {
    const cli = runCli({ PORT: '0', DATA_DIR: await tempDir(), ...env });
    expect(await cli.exit).toBe(code);
    expect(cli.stderr()).toMatch(pattern);
    expect(cli.stderr().trim().split('\n')).toHaveLength(1);
    expect(cli.stderr()).not.toMatch(/\bat .*:\d+:\d+/); // no stack trace
  });

  it('stops when the data folder cannot be written', async () => {
    const file = join(await tempDir(), 'un-archivo');
    await writeFile(file, 'x');
    const cli = runCli({ PORT: '0', DATA_DIR: join(file, 'datos') });
    expect(await cli.exit).toBe(2);
    expect(cli.stderr()).toMatch(/No se puede escribir en DATA_DIR/);
  });

  it('stops when the port is taken', async () => {
    const dataDir = await tempDir();
    const first = runCli({ PORT: '0', DATA_DIR: dataDir });
    const port = new URL(await first.url).port;
    const second = runCli({ PORT: port, DATA_DIR: await tempDir() });
    expect(await second.exit).toBe(1);
    expect(second.stderr()).toMatch(new RegExp(`puerto ${port} ya está en uso`));
    first.child.kill('SIGTERM');
    await first.exit;
  });

  it('finishes an in-flight request on SIGTERM before exiting', async () => {
    const cli = runCli({
      PORT: '0',
      DATA_DIR: await tempDir(),
      ADMIN_EMAIL: 'a@b.co',
      ADMIN_PASSWORD: 'clave-segura-1',
    });
    const url = new URL(await cli.url);
    const body = JSON.stringify({ email: 'a@b.co', password: 'clave-segura-1' });
    // Send the headers and half the body, signal, then the rest: the request is in flight.
    const response = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: '/auth/login',
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        cli.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 300);
    });
    expect(await response).toBe(200);
    expect(await cli.exit).toBe(0);
  });
});
