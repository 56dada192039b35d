import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JsonFileStore } from '../../src/main/services/jsonFileStore';
import { isExternalWebUrl, isSameOrigin, originOf } from '../../src/main/services/navigationPolicy';
import { describeStartupError } from '../../src/main/services/startupError';
import { TokenStore } from '../../src/main/services/tokenStore';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'main-services-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('JsonFileStore', () => {
  it('persists strings, creates the file for its owner only and leaves no temp files', async () => {
    const file = join(dir, 'nested', 'store.json');
    const store = new JsonFileStore(file);
    expect(store.get('a')).toBeUndefined();
    store.set('a', '1');
    store.set('b', '2');
    store.delete('a');
    expect(new JsonFileStore(file).get('b')).toBe('2');
    expect(new JsonFileStore(file).get('a')).toBeUndefined();
    expect(await readdir(join(dir, 'nested'))).toEqual(['store.json']);
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('ignores inherited keys and non-string values', async () => {
    const file = join(dir, 'store.json');
    await writeFile(file, JSON.stringify({ n: 1, s: 'ok' }));
    const store = new JsonFileStore(file);
    expect(store.get('toString')).toBeUndefined();
    expect(store.get('n')).toBeUndefined();
    expect(store.get('s')).toBe('ok');
  });
});

describe('TokenStore without encryption', () => {
  it('stores plain text and says so once', () => {
    const notices: string[] = [];
    const store = new JsonFileStore(join(dir, 's.json'));
    const tokens = new TokenStore({ store, notice: (m) => notices.push(m) });
    expect(tokens.encrypts).toBe(false);
    tokens.set({ token: 't1', recordarme: true });
    tokens.set({ token: 't2', recordarme: true });
    expect(notices).toHaveLength(1);
    expect(new TokenStore({ store: new JsonFileStore(join(dir, 's.json')) }).get()).toEqual({
      token: 't2',
      recordarme: true,
    });
  });
});

describe('navigation policy', () => {
  const origin = 'http://127.0.0.1:53211';
  it('allows only the embedded server origin', () => {
    expect(isSameOrigin('http://127.0.0.1:53211/cursos?x=1#y', origin)).toBe(true);
    expect(isSameOrigin('http://127.0.0.1:53212/', origin)).toBe(false);
    expect(isSameOrigin('http://localhost:53211/', origin)).toBe(false);
    expect(isSameOrigin('https://127.0.0.1:53211/', origin)).toBe(false);
    expect(isSameOrigin('file:///etc/passwd', 'file:///etc/passwd')).toBe(false);
    expect(isSameOrigin('no es una url', origin)).toBe(false);
    expect(originOf('http://127.0.0.1:53211/a')).toBe(origin);
  });
  it('hands only http(s) links to the system browser', () => {
    expect(isExternalWebUrl('https://example.org/a')).toBe(true);
    expect(isExternalWebUrl('http://example.org/')).toBe(true);
    for (const url of ['file:///C:/x', 'smb://server/share', 'javascript:alert(1)', 'ms-settings:'])
      expect(isExternalWebUrl(url)).toBe(false);
  });
});

describe('startup errors', () => {
  it('gives one line, never a stack', () => {
    const error = new Error('No se pudo abrir la base de datos SQLite: SQLITE_CANTOPEN\n    at x');
    expect(describeStartupError(error)).toBe(
      'No se pudo abrir la base de datos SQLite: SQLITE_CANTOPEN',
    );
    expect(describeStartupError('texto')).toBe('texto');
    expect(describeStartupError(new Error(''))).toMatch(/desconocido/);
  });
  it('explains the native module mismatch', () => {
    const error = new Error(
      "The module 'x/better_sqlite3.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 115.",
    );
    expect(describeStartupError(error)).toMatch(/compilado para otra versión de Node o Electron/);
  });
});
