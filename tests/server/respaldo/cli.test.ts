import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/testServer';

const RAIZ = join(import.meta.dirname, '../../..');
const CLI = join(RAIZ, 'src/server/respaldo/cli.ts');
const temps: string[] = [];

afterEach(async () => {
  await Promise.all(temps.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cf-respaldo-cli-'));
  temps.push(dir);
  return dir;
}

/**
 * The real CLI entry through tsx, as `npm run` starts it: in the project folder, with the
 * folder the person typed the command in as INIT_CWD.
 */
function ejecutar(args: string[], env: Record<string, string>, cwd: string) {
  const hijo = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { PATH: process.env.PATH ?? '', INIT_CWD: cwd, ...env },
    cwd: RAIZ,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  hijo.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  hijo.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ codigo: number | null; stdout: string; stderr: string }>((resolve) =>
    hijo.on('close', (codigo) => resolve({ codigo, stdout, stderr })),
  );
}

describe('respaldo CLI (SQLite)', () => {
  it('crear writes a dated archive in the current folder; restaurar brings it back', async () => {
    const srv = await startTestServer('sqlite');
    const aqui = await tempDir();
    try {
      const creado = await ejecutar(['crear'], { DATA_DIR: srv.dataDir }, aqui);
      expect(creado.stderr).toBe('');
      expect(creado.codigo).toBe(0);
      const [nombre] = await readdir(aqui);
      expect(nombre).toMatch(/^respaldo-contenido-formativo-\d{8}-\d{6}\.tar\.gz$/);
      expect(creado.stdout).toContain(`Respaldo creado: ${join(aqui, nombre ?? '')}`);

      const nuevo = join(await tempDir(), 'datos');
      const restaurado = await ejecutar(['restaurar', nombre ?? ''], { DATA_DIR: nuevo }, aqui);
      expect(restaurado.stderr).toBe('');
      expect(restaurado.codigo).toBe(0);
      expect((await readdir(nuevo)).sort()).toEqual(['jwt-secret', 'plataforma.db']);

      // Again into the same folder: refused, one Spanish line, exit code 1, nothing changed.
      const otraVez = await ejecutar(['restaurar', nombre ?? ''], { DATA_DIR: nuevo }, aqui);
      expect(otraVez.codigo).toBe(1);
      expect(otraVez.stderr).toMatch(/^DATA_DIR \(.*\) no está vacío/);
      expect(otraVez.stderr.trim().split('\n')).toHaveLength(1);
      expect((await readdir(nuevo)).sort()).toEqual(['jwt-secret', 'plataforma.db']);
    } finally {
      await srv.close();
    }
  });

  it('refuses a missing or damaged archive and a bad command line', async () => {
    const aqui = await tempDir();
    const nuevo = join(aqui, 'datos');
    await writeFile(join(aqui, 'roto.tar.gz'), 'esto no es un respaldo');
    const casos: [string[], RegExp][] = [
      [
        ['restaurar', 'no-existe.tar.gz'],
        /^No existe el archivo de respaldo .*no-existe\.tar\.gz\.$/,
      ],
      [['restaurar', 'roto.tar.gz'], /^El respaldo roto\.tar\.gz está dañado o incompleto: /],
      [['restaurar'], /^Falta el archivo de respaldo\. Uso: /],
      [['otra'], /^Uso: npm run respaldo/],
    ];
    for (const [args, patron] of casos) {
      const r = await ejecutar(args, { DATA_DIR: nuevo }, aqui);
      expect(r.codigo, args.join(' ')).toBe(1);
      expect(r.stderr.trim()).toMatch(patron);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(existsSync(nuevo)).toBe(false);
    }
  });
});
