// @ts-check
/**
 * Can this machine open the desktop window? Needs a display and the Electron binary (fetched
 * on first start when the network allows: `npm install` skips it on purpose). better-sqlite3
 * needs nothing here: its prebuilt binary is Node-API, the same file for Node and Electron.
 * Each check answers with a reason a person can read.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './ensure-build.mjs';

const ELECTRON_DIR = join(ROOT, 'node_modules', 'electron');

/**
 * Why no window can be shown here, or null when one can. Only X11/Wayland systems can lack
 * a display while still running a terminal; macOS and Windows always have one.
 * @param {NodeJS.Platform} [platform]
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
export function displayProblem(platform = process.platform, env = process.env) {
  if (platform === 'darwin' || platform === 'win32') return null;
  if (env.DISPLAY || env.WAYLAND_DISPLAY) return null;
  return 'no hay pantalla gráfica (DISPLAY no definido)';
}

/** @returns {string | null} path of the Electron executable, null when not installed */
export function electronBinary() {
  try {
    // The electron package exports the executable's path, and throws when it is absent.
    // A module that throws is not cached, so asking again after a download works.
    return String(createRequire(join(ROOT, 'package.json'))('electron'));
  } catch {
    return null;
  }
}

/**
 * Runs the electron package's own installer (what npm would have run), time-limited.
 * @param {number} [timeoutMs]
 * @returns {{ ok: true, path: string } | { ok: false, reason: string }}
 */
export function fetchElectron(timeoutMs = 90_000) {
  if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) {
    return { ok: false, reason: 'ELECTRON_SKIP_BINARY_DOWNLOAD está definido' };
  }
  const result = spawnSync(process.execPath, [join(ELECTRON_DIR, 'install.js')], {
    cwd: ELECTRON_DIR,
    timeout: timeoutMs,
    encoding: 'utf8',
  });
  const path = electronBinary();
  if (path) return { ok: true, path };
  if (result.error?.message.includes('ETIMEDOUT')) {
    return { ok: false, reason: `la descarga no terminó en ${timeoutMs / 1000} s` };
  }
  const output = `${result.stderr}\n${result.stdout}`;
  if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ENETUNREACH|EHOSTUNREACH/.test(output)) {
    return { ok: false, reason: 'sin red' };
  }
  const firstLine = output.trim().split('\n', 1)[0];
  return { ok: false, reason: firstLine || `el instalador terminó con código ${result.status}` };
}

/**
 * Everything the window needs, or the one reason it cannot be opened.
 * @param {(line: string) => void} log
 * @returns {{ electron: string } | { reason: string }}
 */
export function prepareDesktop(log) {
  const display = displayProblem();
  if (display) return { reason: display };
  let electron = electronBinary();
  if (!electron) {
    log('Descargando Electron (solo la primera vez)…');
    const fetched = fetchElectron();
    if (!fetched.ok) {
      return {
        reason: `el binario de Electron no está instalado y no se pudo descargar (${fetched.reason})`,
      };
    }
    electron = fetched.path;
  }
  return { electron };
}
