// @ts-check
/**
 * Builds the app with electron-vite when the build is missing or older than its sources.
 * Shared by `npm start` (scripts/start.mjs), `npm run server` (scripts/server.mjs) and
 * `npm run build` (scripts/build.mjs, which always builds).
 */
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signalCode, superviseChild } from './run-child.mjs';

/** The project folder (this file lives in <project>/scripts). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What `electron-vite build` must have produced for the app and the server to run. */
export const OUTPUTS = [
  'out/main/index.js',
  'out/main/server.js',
  'out/main/respaldo.js',
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
 * Runs `electron-vite build` when needsBuild says so. Asynchronous, so that a signal during the
 * build stops it (and this script) instead of waiting behind a blocked event loop.
 * @param {{ root?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<void>}
 */
export async function ensureBuild({ root = ROOT, log = (line) => console.log(line) } = {}) {
  const decision = needsBuild({ root });
  if (!decision.build) return;
  log(`Compilando la aplicación (${decision.reason})…`);
  await build({ root });
}

/**
 * Runs `electron-vite build` (with extra arguments) as a foreground child, then writes the stamp.
 * Exits the process when the build fails, or with 128 + n when signal n arrived meanwhile: then
 * the caller never goes on to start anything.
 * @param {{ root?: string, args?: readonly string[] }} [options]
 * @returns {Promise<void>}
 */
export async function build({ root = ROOT, args = [] } = {}) {
  // Taken before building, so a file saved during the build makes the next start build again.
  const startedAt = new Date();
  const cli = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const { ended } = superviseChild(process.execPath, [cli, 'build', ...args], { cwd: root });
  const { code, received } = await ended;
  if (received) process.exit(signalCode(received));
  if (code !== 0) {
    console.error('La compilación falló (electron-vite build); revise los errores de arriba.');
    process.exit(code);
  }
  const stamp = join(root, STAMP);
  mkdirSync(join(stamp, '..'), { recursive: true });
  writeFileSync(stamp, `${startedAt.toISOString()}\n`);
  utimesSync(stamp, startedAt, startedAt);
}
