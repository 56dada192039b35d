import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { displayProblem } from '../../scripts/desktop.mjs';
import { needsBuild, newestMtime } from '../../scripts/ensure-build.mjs';

let root: string;
const outputs = ['out/main/index.js', 'out/renderer/index.html'];
const sources = ['src', 'resources', 'package.json'];
const stamp = 'out/.build-stamp';
const decide = () => needsBuild({ root, outputs, sources, stamp });

/** Creates a file (and its folders) with the given modification time in seconds. */
async function touch(path: string, seconds: number): Promise<void> {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), '');
  await utimes(join(root, path), seconds, seconds);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ensure-build-'));
  await touch('src/main/index.ts', 1000);
  await touch('package.json', 1000);
  for (const output of outputs) await touch(output, 2000);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('needsBuild', () => {
  it('builds when an output is missing', async () => {
    await touch(stamp, 2000);
    await rm(join(root, 'out/renderer/index.html'));
    expect(decide()).toEqual({ build: true, reason: 'falta out/renderer/index.html' });
  });

  it('builds when there is no stamp of a previous build', () => {
    expect(decide()).toMatchObject({ build: true });
  });

  it('does not build when every source is older than the stamp', async () => {
    await touch(stamp, 2000);
    expect(decide()).toEqual({ build: false });
  });

  it('builds when a source deep in a folder, or package.json, is newer than the stamp', async () => {
    await touch(stamp, 2000);
    await touch('src/renderer/features/cursos/pages/Lista.tsx', 3000);
    expect(decide()).toMatchObject({ build: true });
    await touch('src/renderer/features/cursos/pages/Lista.tsx', 1000);
    await touch('package.json', 3000);
    expect(decide()).toMatchObject({ build: true });
  });

  it('builds when a file in resources/ is newer than the stamp', async () => {
    await touch(stamp, 2000);
    expect(decide()).toEqual({ build: false });
    await touch('resources/icon.png', 3000);
    expect(decide()).toMatchObject({ build: true });
  });

  it('treats missing sources as not newer', () => {
    expect(newestMtime(root, ['no-existe', 'package.json'])).toBe(1_000_000);
  });
});

describe('displayProblem', () => {
  it('needs DISPLAY or WAYLAND_DISPLAY on Linux only', () => {
    expect(displayProblem('linux', {})).toMatch(/DISPLAY no definido/);
    expect(displayProblem('linux', { DISPLAY: ':0' })).toBeNull();
    expect(displayProblem('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBeNull();
    expect(displayProblem('darwin', {})).toBeNull();
    expect(displayProblem('win32', {})).toBeNull();
  });
});
