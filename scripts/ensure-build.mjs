// @ts-check
/**
 * Builds the app with electron-vite when the build is missing or older than its sources.
 * Shared by `npm start` (scripts/start.mjs) and `npm run server` (scripts/server.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project folder (this file lives in <project>/scripts). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What `electron-vite build` must have produced for the app and the server to run. */
export const OUTPUTS = [
  'out/main/index.js',
  'out/main/server.js',
  'out/preload/index.cjs',
  'out/renderer/index.html',
];

/** Everything the build reads; a change to any of these makes the build stale. */
export const SOURCES = ['src', 'resources', 'electron.vite.config.ts', 'package.json'];

/** Its modification time is the moment the last successful build started. */
export const STAMP = 'out/.build-stamp';

/**
 * Newest modification time (ms) among the given files and folders (walked recursively);
 * 0 when none exists.
 * @param {string} root
 * @param {readonly string[]} paths relative to root
 * @returns {number}
 */
export function newestMtime(root, paths) {
  let newest = 0;
  /** @param {string} path */
  const visit = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return; // a missing source (e.g. no resources/ yet) is simply not newer
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/**
 * Decides whether to build, and says why (for the log line).
 * @param {{ root: string, outputs?: readonly string[], sources?: readonly string[], stamp?: string }} options
 * @returns {{ build: true, reason: string } | { build: false }}
 */
export function needsBuild({ root, outputs = OUTPUTS, sources = SOURCES, stamp = STAMP }) {
  const missing = outputs.find((output) => !existsSync(join(root, output)));
  if (missing) return { build: true, reason: `falta ${missing}` };
  let builtAt;
  try {
    builtAt = statSync(join(root, stamp)).mtimeMs;
  } catch {
    return { build: true, reason: `no consta cuándo se hizo la última compilación (${stamp})` };
  }
  if (newestMtime(root, sources) > builtAt) {
    return { build: true, reason: 'hay fuentes modificadas después de la última compilación' };
  }
  return { build: false };
}

/**
 * Runs `electron-vite build` when needsBuild says so; exits the process when it fails.
 * @param {{ root?: string, log?: (line: string) => void }} [options]
 */
export function ensureBuild({ root = ROOT, log = (line) => console.log(line) } = {}) {
  const decision = needsBuild({ root });
  if (!decision.build) return;
  log(`Compilando la aplicación (${decision.reason})…`);
  // Taken before building, so a file saved during the build makes the next start build again.
  const startedAt = new Date();
  const cli = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('La compilación falló (electron-vite build); revise los errores de arriba.');
    process.exit(result.status ?? 1);
  }
  const stamp = join(root, STAMP);
  mkdirSync(join(stamp, '..'), { recursive: true });
  writeFileSync(stamp, `${startedAt.toISOString()}\n`);
  utimesSync(stamp, startedAt, startedAt);
}
