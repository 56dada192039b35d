// @ts-check
/**
 * `npm start`: builds what is missing, then opens the desktop app (Electron, local mode)
 * where it can; otherwise runs the platform server and its web client on
 * http://127.0.0.1:8080/ and says in one line why there is no window.
 * `npm start -- --web` skips the window on purpose.
 * `npm start -- --demo` also creates the demo course (DEMO-01) if it is missing
 * (SEMBRAR_DEMO=1 for the server, embedded or standalone).
 */
import { join } from 'node:path';
import { ROOT, ensureBuild } from './ensure-build.mjs';
import { prepareDesktop } from './desktop.mjs';
import { cleanEnv, runChild } from './run-child.mjs';

const log = (/** @type {string} */ line) => console.log(line);

await ensureBuild({ log });
// Passed through the environment: both the embedded server and out/main/server.js read it.
if (process.argv.includes('--demo')) process.env.SEMBRAR_DEMO = '1';
const desktop = process.argv.includes('--web')
  ? { reason: 'se pidió el modo web (--web)' }
  : prepareDesktop(log);

if ('electron' in desktop) {
  // Left over from some tool, this would make Electron run as plain Node with no window.
  const env = { ...cleanEnv(), ELECTRON_RUN_AS_NODE: undefined };
  // Kiosk flags go on to the app's main process (src/main/services/kiosko reads them).
  const paraLaApp = process.argv
    .slice(2)
    .filter((a) => a === '--kiosk' || a.startsWith('--inactividad='));
  runChild(desktop.electron, ['.', ...paraLaApp], { cwd: ROOT, env });
} else {
  const port = process.env.PORT || '8080';
  log(`No se abrió la ventana de escritorio: ${desktop.reason}.`);
  // The server prints its own address once listening; this line is there before the database
  // opens. Port 0 (any) or a bad value (the server explains it) has no address to show yet.
  if (/^[1-9]\d*$/.test(port)) log(`Plataforma (cliente web): http://${localHost()}:${port}/`);
  runChild(process.execPath, [join(ROOT, 'out', 'main', 'server.js')], {
    env: { ...process.env, PORT: port },
  });
}

/** Where a browser on this machine reaches the server, given HOST (default 127.0.0.1). */
function localHost() {
  const host = process.env.HOST || '127.0.0.1';
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
