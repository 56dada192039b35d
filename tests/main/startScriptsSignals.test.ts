/**
 * `npm start` / `npm run server` / `npm run build` as processes: the real scripts run in a
 * throwaway copy of the project whose `electron-vite` and built server are stubs (a real build
 * takes a minute). Nothing in the scripts knows about the stubs: they find the stub build where
 * they find the real one (node_modules/electron-vite/bin, and .bin for npm's `build` script).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  rm,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { needsBuild } from '../../scripts/ensure-build.mjs';

const REPO = join(import.meta.dirname, '..', '..');
const SCRIPTS = ['start', 'server', 'build', 'ensure-build', 'run-child', 'desktop'];
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
/** What the stub server exits with when a signal reaches it. */
const SERVER_CODE = 42;

/**
 * The stub build: records its pid (and its parent's), and each signal it gets; on a signal it
 * still completes (a build that finishes anyway must not lead to a server), otherwise after
 * STUB_BUILD_MS. Its outputs include a stub server that records its pid and signals.
 */
const stubBuild = (root: string) => `#!/usr/bin/env node
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
const root = ${JSON.stringify(root)};
writeFileSync(root + '/build.pid', process.pid + ' ' + process.ppid);
const server = ${JSON.stringify(stubServer(root))};
function finish() {
  for (const dir of ['out/main', 'out/preload', 'out/renderer']) {
    mkdirSync(root + '/' + dir, { recursive: true });
  }
  for (const file of ['out/main/index.js', 'out/main/respaldo.js', 'out/preload/index.cjs', 'out/renderer/index.html']) {
    writeFileSync(root + '/' + file, '');
  }
  writeFileSync(root + '/out/main/server.js', server);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    appendFileSync(root + '/build.signals', signal + '\\n');
    finish();
  });
}
setTimeout(finish, Number(process.env.STUB_BUILD_MS ?? 0));
`;

const stubServer = (root: string) => `
import { appendFileSync, writeFileSync } from 'node:fs';
const root = ${JSON.stringify(root)};
writeFileSync(root + '/server.pid', String(process.pid));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    appendFileSync(root + '/server.signals', signal + '\\n');
    process.exit(${SERVER_CODE});
  });
}
setInterval(() => {}, 1000);
`;

let root: string;
let started: ChildProcess[] = [];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'start-signals-'));
  await mkdir(join(root, 'scripts'));
  for (const name of SCRIPTS) {
    await copyFile(join(REPO, 'scripts', `${name}.mjs`), join(root, 'scripts', `${name}.mjs`));
  }
  // The project's own npm scripts, so `npm run …` here runs what it runs in the project.
  const { scripts } = JSON.parse(await readFile(join(REPO, 'package.json'), 'utf8'));
  const pkg = { type: 'module', scripts: { build: scripts.build, server: scripts.server } };
  await writeFile(join(root, 'package.json'), JSON.stringify(pkg));
  await mkdir(join(root, 'src'));
  await writeFile(join(root, 'src', 'index.ts'), '');
  for (const file of ['package.json', 'src/index.ts']) await utimes(join(root, file), 1000, 1000);
  const cli = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  await mkdir(join(cli, '..'), { recursive: true });
  await writeFile(cli, stubBuild(root));
  await chmod(cli, 0o755);
  await mkdir(join(root, 'node_modules', '.bin'));
  await symlink(cli, join(root, 'node_modules', '.bin', 'electron-vite'));
});

afterEach(async () => {
  // Whatever a failing test left running: only the processes these tests started, by pid.
  const pids = [pidIn('build.pid'), ppidIn('build.pid'), pidIn('server.pid')];
  for (const pid of [...pids, ...started.map((c) => c.pid)]) {
    if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  }
  started = [];
  await rm(root, { recursive: true, force: true });
});

/** Runs a command in the project copy, in its own process group (like a terminal's job). */
function run(command: string, args: string[], buildMs = 0): ChildProcess {
  const env = { ...process.env, STUB_BUILD_MS: String(buildMs), npm_config_loglevel: 'silent' };
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: 'ignore' });
  started.push(child);
  return child;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
}

const read = (file: string) => {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return null;
  }
};
const pidIn = (file: string) => Number(read(file)?.split(' ')[0]) || null;
const ppidIn = (file: string) => Number(read(file)?.split(' ')[1]) || null;
const signalsIn = (file: string) => (read(file) ?? '').split('\n').filter(Boolean);

/** Running, not a zombie (an orphan's zombie may linger where nothing reaps it). */
function alive(pid: number | null | undefined): boolean {
  if (!pid) return false;
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    try {
      process.kill(pid, 0);
      return process.platform !== 'linux';
    } catch {
      return false;
    }
  }
}

/** Sends a signal to a child's pid, or with group: true to its whole process group. */
function kill(child: ChildProcess, signal: NodeJS.Signals, group = false): void {
  if (!child.pid) throw new Error('the child did not start');
  process.kill(group ? -child.pid : child.pid, signal);
}

async function until(condition: () => boolean, ms = 5000): Promise<void> {
  for (const deadline = Date.now() + ms; !condition();) {
    if (Date.now() > deadline) throw new Error(`timed out: ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** After a signal during the build: the build got it once, is gone, and no server came up. */
async function expectStoppedDuringBuild(signal: string): Promise<void> {
  expect(signalsIn('build.signals')).toEqual([signal]);
  await until(() => !alive(pidIn('build.pid')) && !alive(ppidIn('build.pid')));
  // Give a server that would start after the build a moment to show up.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(read('server.pid')).toBeNull();
}

describe.skipIf(process.platform === 'win32')('signals during the build', () => {
  it.each(SIGNALS)('%s to `npm run server` stops the build and exits 128+n', async (signal) => {
    const wrapper = run(process.execPath, ['scripts/server.mjs'], 2000);
    await until(() => pidIn('build.pid') !== null);
    kill(wrapper, signal);
    expect(await exited(wrapper)).toEqual({ code: CODES[signal], signal: null });
    await expectStoppedDuringBuild(signal);
  });

  it('Ctrl-C (SIGINT to the whole job) reaches the build once; `npm start` exits 130', async () => {
    const wrapper = run(process.execPath, ['scripts/start.mjs', '--web'], 2000);
    await until(() => pidIn('build.pid') !== null);
    kill(wrapper, 'SIGINT', true);
    expect(await exited(wrapper)).toEqual({ code: 130, signal: null });
    await expectStoppedDuringBuild('SIGINT');
  });

  it('`kill <npm pid>` during the build leaves no build and no server behind', async () => {
    // npm passes SIGTERM to the `sh -c` running the script, which dies without passing it on.
    const npm = run('npm', ['run', 'server'], 2000);
    await until(() => pidIn('build.pid') !== null);
    kill(npm, 'SIGTERM');
    await exited(npm);
    await until(() => signalsIn('build.signals').length > 0);
    await expectStoppedDuringBuild('SIGTERM');
  });
});

describe.skipIf(process.platform === 'win32')('signals while the server runs', () => {
  it.each(SIGNALS)(
    '%s is forwarded once; the wrapper exits with the server code',
    async (signal) => {
      const wrapper = run(process.execPath, ['scripts/server.mjs']);
      await until(() => pidIn('server.pid') !== null);
      kill(wrapper, signal);
      expect(await exited(wrapper)).toEqual({ code: SERVER_CODE, signal: null });
      expect(signalsIn('server.signals')).toEqual([signal]);
    },
  );

  it('`kill <npm pid>` stops the server too', async () => {
    const npm = run('npm', ['run', 'server']);
    await until(() => pidIn('server.pid') !== null);
    kill(npm, 'SIGTERM');
    await exited(npm);
    await until(() => signalsIn('server.signals').length > 0);
    expect(signalsIn('server.signals')).toEqual(['SIGTERM']);
    await until(() => !alive(pidIn('server.pid')) && !alive(ppidIn('build.pid')));
  });
});

describe.skipIf(process.platform === 'win32')('a fresh build', () => {
  it('after `npm run build`, needsBuild says no and `npm run server` does not build', async () => {
    expect(needsBuild({ root })).toMatchObject({ build: true });
    expect(await exited(run('npm', ['run', 'build']))).toEqual({ code: 0, signal: null });
    expect(needsBuild({ root })).toEqual({ build: false });
    await rm(join(root, 'build.pid'));
    const wrapper = run(process.execPath, ['scripts/server.mjs']);
    await until(() => pidIn('server.pid') !== null);
    expect(read('build.pid')).toBeNull();
    kill(wrapper, 'SIGTERM');
    expect(await exited(wrapper)).toEqual({ code: SERVER_CODE, signal: null });
  });
});
