import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINIMO_BYTES, precomprimir } from '../../scripts/precomprimir.mjs';

describe('scripts/precomprimir.mjs (issue 18: the client pre-compressed at build time)', () => {
  let dir: string;
  const texto = 'const x = "repetido";\n'.repeat(200);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cf-precomprimir-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), `<!doctype html>${texto}`);
    await writeFile(join(dir, 'assets', 'a-1.js'), texto);
    await writeFile(join(dir, 'assets', 'b-1.css'), `a{color:red}\n`.repeat(200));
    await writeFile(join(dir, 'assets', 'chico-1.js'), 'x()');
    await writeFile(join(dir, 'assets', 'foto.png'), Buffer.alloc(4096, 7));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text file above the threshold, decompressing to it', async () => {
    const hechos = await precomprimir(dir);
    expect(hechos.map((h) => h.archivo.slice(dir.length + 1)).sort()).toEqual([
      join('assets', 'a-1.js'),
      join('assets', 'b-1.css'),
      'index.html',
    ]);
    const original = await readFile(join(dir, 'assets', 'a-1.js'));
    const br = await readFile(join(dir, 'assets', 'a-1.js.br'));
    const gz = await readFile(join(dir, 'assets', 'a-1.js.gz'));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(original.length);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves small files and binary formats alone', () => {
    expect('x()'.length).toBeLessThan(MINIMO_BYTES);
    expect(existsSync(join(dir, 'assets', 'chico-1.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'foto.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'foto.png.gz'))).toBe(false);
  });
});
