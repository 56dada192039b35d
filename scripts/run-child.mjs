// @ts-check
/**
 * Runs child processes in the foreground of this script, one at a time (the build, then the
 * server or the app). From the first child on, SIGINT, SIGTERM and SIGHUP sent to the script
 * reach the child running at that moment exactly once; a signal with no child running ends the
 * script at once with the conventional code 128 + n.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const FORWARDED = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);

/** The process that started this script (with npm: the `sh -c` running the package script). */
const PARENT = process.ppid;

/** @type {import('node:child_process').ChildProcess | null} the child running now */
let current = null;
/** @type {NodeJS.Signals | null} the first signal this script received */
let received = null;
let installed = false;

/**
 * The exit code a shell reports for a process ended by this signal.
 * @param {NodeJS.Signals} signal
 */
export const signalCode = (signal) => 128 + constants.signals[signal];

/** @param {NodeJS.Signals} signal */
function onSignal(signal) {
  received ??= signal;
  if (current) current.kill(signal);
  else process.exit(signalCode(signal));
}

/**
 * npm runs a script through `sh -c`, and `kill <npm's pid>` reaches only that shell: it dies
 * without passing the signal on, and this script is left running on its own. Its only trace
 * here is a new parent (POSIX re-parents orphans), taken as the SIGTERM it stands for.
 */
function checkParent() {
  if (process.platform !== 'win32' && process.ppid !== PARENT && !received) onSignal('SIGTERM');
}

function install() {
  if (installed) return;
  installed = true;
  for (const signal of FORWARDED) process.on(signal, onSignal);
  // If this script ends for any other reason, do not leave the child running on its own.
  process.on('exit', () => current?.kill('SIGTERM'));
  setInterval(checkParent, 500).unref();
}

/**
 * Starts a child in the foreground; `ended` resolves when it exits, with its exit code (128 + n
 * when a signal ended it) and the first signal this script received, if any.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {{ child: import('node:child_process').ChildProcess,
 *   ended: Promise<{ code: number, received: NodeJS.Signals | null }> }}
 */
export function superviseChild(command, args, options = {}) {
  if (current) throw new Error(`${command}: otro proceso hijo sigue en marcha (¿falta un await?)`);
  // Handlers go in before the child exists, so no signal finds the default action (which would
  // end this script and leave the child behind).
  install();
  checkParent();
  // On POSIX the child gets its own process group: Ctrl-C in the terminal then reaches only
  // this script, which forwards it once. Otherwise the child would get SIGINT twice, and the
  // server takes a second signal as "stop now" (exit 1) instead of closing gracefully.
  const ownGroup = process.platform !== 'win32';
  const child = spawn(command, args, { stdio: 'inherit', detached: ownGroup, ...options });
  current = child;
  const ended = new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`No se pudo ejecutar ${command}: ${error.message}`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => {
      current = null;
      resolve({ code: code ?? (signal ? signalCode(signal) : 1), received });
    });
  });
  return { child, ended };
}

/**
 * Runs the last child of this script (the server or the app) and exits with its code.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function runChild(command, args, options = {}) {
  const { child, ended } = superviseChild(command, args, options);
  void ended.then(({ code }) => process.exit(code));
  return child;
}

/**
 * This environment without npm's `npm_*` variables, which would otherwise leak settings
 * of `npm start` (npm_config_target, npm_config_runtime…) into the app it starts.
 * @returns {NodeJS.ProcessEnv}
 */
export function cleanEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
}
