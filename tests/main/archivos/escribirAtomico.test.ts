import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { escribirAtomico } from '../../../src/main/services/archivos/escribirAtomico';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atomico-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('escribirAtomico', () => {
  it('writes the bytes and leaves no temp file behind', async () => {
    const ruta = join(dir, 'a.pdf');
    await escribirAtomico(ruta, new Uint8Array([1, 2, 3]));
    expect(new Uint8Array(await readFile(ruta))).toEqual(new Uint8Array([1, 2, 3]));
    expect(await readdir(dir)).toEqual(['a.pdf']);
  });

  it('when the final step fails, the old content stays and the temp file is removed', async () => {
    // A non-empty folder under the chosen name: the rename over it fails on every OS.
    const ruta = join(dir, 'certificado.pdf');
    await mkdir(ruta);
    await writeFile(join(ruta, 'dentro.txt'), 'sigo aquí');
    await expect(escribirAtomico(ruta, new Uint8Array([1]))).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['certificado.pdf']);
    expect(await readFile(join(ruta, 'dentro.txt'), 'utf8')).toBe('sigo aquí');
  });
});
