import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from './fixtures';

const SERVER = join(import.meta.dirname, '../../out/main/server.js');

/**
 * A platform server of its own for a journey that stops and restarts it (the offline
 * journey): the built server, the demo course, a known admin, its own data folder. It
 * restarts on the same port and folder, as a centre server coming back would.
 */
export class ServidorPropio {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'cf-e2e-propio-'));
  private hijo: ChildProcess | null = null;
  url = '';

  /** `entorno`: extra variables, e.g. SMTP_URL for the mailed reset code (issue 13). */
  constructor(private readonly entorno: Record<string, string> = {}) {}

  async iniciar(): Promise<string> {
    const port = this.url ? new URL(this.url).port : '0';
    const hijo = spawn(process.execPath, [SERVER], {
      env: {
        ...process.env,
        PORT: port,
        DATA_DIR: this.dataDir,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        SEMBRAR_DEMO: '1',
        ...this.entorno,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    this.hijo = hijo;
    this.url = await new Promise<string>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`El servidor no arrancó: ${out}`)), 30_000);
      hijo.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        const match = /escuchando en (http:\/\/[^/\s]+)/.exec(out);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      hijo.on('exit', (code) => reject(new Error(`El servidor terminó (código ${code}): ${out}`)));
    });
    return this.url;
  }

  async detener(): Promise<void> {
    const hijo = this.hijo;
    if (!hijo || hijo.exitCode !== null) return;
    const fin = new Promise((resolve) => hijo.once('exit', resolve));
    hijo.kill('SIGTERM');
    await fin;
    this.hijo = null;
  }

  async eliminar(): Promise<void> {
    await this.detener();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
