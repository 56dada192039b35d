import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from './fixtures';

const SERVER = join(import.meta.dirname, '../../out/main/server.js');
const WEB = join(import.meta.dirname, '../../out/renderer/index.html');

/**
 * Starts the built platform server (`node out/main/server.js`, exactly what `npm run
 * server` runs) on a free port with a fresh data folder and a known first administrator,
 * and hands its URL to the tests through E2E_BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(SERVER) || !existsSync(WEB)) {
    throw new Error(
      'Falta la compilación (out/): ejecute `npm run build` antes de `npm run test:e2e`.',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'cf-e2e-'));
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Course-unlock requests are approved after this delay (a minute in production).
      DESBLOQUEO_DEMORA_MS: '3000',
      // The learning journeys use the demo course (npm start -- --demo).
      SEMBRAR_DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`El servidor no arrancó: ${out}`)), 30_000);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /escuchando en (http:\/\/[^/\s]+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`El servidor terminó (código ${code}): ${out}`)));
  });
  process.env.E2E_BASE_URL = url;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
