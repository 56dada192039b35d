// @ts-check
/**
 * Runs one child process in the foreground of this script: signals sent to the script
 * reach the child exactly once, and the script exits with the child's code.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const FORWARDED = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);

/**
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function runChild(command, args, options = {}) {
  // On POSIX the child gets its own process group: Ctrl-C in the terminal then reaches only
  // this script, which forwards it once. Otherwise the child would get SIGINT twice, and the
  // server takes a second signal as "stop now" (exit 1) instead of closing gracefully.
  const ownGroup = process.platform !== 'win32';
  const child = spawn(command, args, { stdio: 'inherit', detached: ownGroup, ...options });
  const running = () => child.exitCode === null && child.signalCode === null;
  for (const signal of FORWARDED) {
    process.on(signal, () => {
      if (running()) child.kill(signal);
    });
  }
  // If this script ends for any other reason, do not leave the child running on its own.
  process.on('exit', () => {
    if (running()) child.kill('SIGTERM');
  });
  child.on('error', (error) => {
    console.error(`No se pudo ejecutar ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
  });
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
