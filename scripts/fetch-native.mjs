// @ts-check
/**
 * Gets better-sqlite3 built for Electron into resources/native/, where the desktop app looks
 * for it (src/main/services/nativeBinding.ts). The copy in node_modules is built for Node and
 * stays so: the server and the tests run on Node. Uses better-sqlite3's own prebuilt
 * binaries (prebuild-install, as its install script does), in a temp folder.
 * Run directly: `node scripts/fetch-native.mjs`.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './ensure-build.mjs';
import { cleanEnv } from './run-child.mjs';

export const NATIVE_FILE = join(ROOT, 'resources', 'native', 'better_sqlite3.node');
/** Says which Electron, platform and better-sqlite3 the binary was fetched for. */
const INFO_FILE = join(ROOT, 'resources', 'native', 'better_sqlite3.json');

/** @param {string} path @returns {Record<string, unknown>} */
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/**
 * @param {{ electronVersion: string, timeoutMs?: number }} options
 * @returns {{ ok: true } | { ok: false, reason: string }}
 */
export function ensureNativeBinding({ electronVersion, timeoutMs = 90_000 }) {
  const sqliteDir = join(ROOT, 'node_modules', 'better-sqlite3');
  const wanted = {
    electron: electronVersion,
    betterSqlite3: String(readJson(join(sqliteDir, 'package.json')).version),
    platform: process.platform,
    arch: process.arch,
  };
  if (existsSync(NATIVE_FILE) && existsSync(INFO_FILE)) {
    const info = readJson(INFO_FILE);
    if (Object.entries(wanted).every(([key, value]) => info[key] === value)) return { ok: true };
  }
  const work = mkdtempSync(join(tmpdir(), 'better-sqlite3-electron-'));
  try {
    copyFileSync(join(sqliteDir, 'package.json'), join(work, 'package.json'));
    const cli = join(ROOT, 'node_modules', 'prebuild-install', 'bin.js');
    const args = ['--runtime', 'electron', '--target', electronVersion];
    const result = spawnSync(process.execPath, [cli, ...args, '--arch', process.arch], {
      cwd: work,
      env: cleanEnv(),
      timeout: timeoutMs,
      encoding: 'utf8',
    });
    const built = join(work, 'build', 'Release', 'better_sqlite3.node');
    if (!existsSync(built)) {
      if (result.error?.message.includes('ETIMEDOUT')) {
        return { ok: false, reason: `la descarga no terminó en ${timeoutMs / 1000} s` };
      }
      const output = `${result.stderr}\n${result.stdout}`;
      return {
        ok: false,
        reason: /ENOTFOUND|EAI_AGAIN|ECONN|ENETUNREACH/.test(output)
          ? 'sin red'
          : 'no hay binario publicado para esta versión',
      };
    }
    mkdirSync(join(NATIVE_FILE, '..'), { recursive: true });
    copyFileSync(built, NATIVE_FILE);
    writeFileSync(INFO_FILE, `${JSON.stringify(wanted, null, 2)}\n`);
    return { ok: true };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const electronVersion = String(
    readJson(join(ROOT, 'node_modules', 'electron', 'package.json')).version,
  );
  const result = ensureNativeBinding({ electronVersion });
  console.log(result.ok ? `Listo: ${NATIVE_FILE}` : `No se pudo obtener: ${result.reason}`);
  process.exit(result.ok ? 0 : 1);
}
