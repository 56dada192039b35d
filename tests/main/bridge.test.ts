import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BRIDGE_CHANNELS, ipcChannelOf } from '@shared/bridge';
import { createBridgeHandlers } from '../../src/main/bridgeHandlers';
import type { IpcInvokeEventLike, IpcMainLike } from '../../src/main/ipc/ipcMainLike';
import { registerBridgeHandlers } from '../../src/main/ipc/registerBridge';
import { JsonFileStore } from '../../src/main/services/jsonFileStore';
import type { Cipher } from '../../src/main/services/keyValueStore';
import { TokenStore } from '../../src/main/services/tokenStore';
import {
  crearServiciosEscritorio,
  type ServiciosEscritorio,
} from '../../src/main/serviciosEscritorio';

const abiertos: ServiciosEscritorio[] = [];

const APP_URL = 'http://127.0.0.1:53211/cursos';
const isTrusted = (url: string) => new URL(url).origin === 'http://127.0.0.1:53211';

type Listener = (event: IpcInvokeEventLike, ...args: unknown[]) => unknown;

/** Stands in for ipcMain: keeps the listeners and calls them as Electron would. */
class FakeIpcMain implements IpcMainLike {
  readonly listeners = new Map<string, Listener>();
  handle(channel: string, listener: Listener): void {
    if (this.listeners.has(channel)) throw new Error(`second handler for ${channel}`);
    this.listeners.set(channel, listener);
  }
  removeHandler(channel: string): void {
    this.listeners.delete(channel);
  }
  async invoke(channel: string, from: string | null, ...args: unknown[]): Promise<unknown> {
    const listener = this.listeners.get(channel);
    if (!listener) throw new Error(`No handler registered for '${channel}'`);
    return listener({ senderFrame: from === null ? null : { url: from } }, ...args);
  }
}

/** A reversible "encryption" that visibly changes the text, to prove the cipher is used. */
const reversingCipher: Cipher = {
  isAvailable: () => true,
  encrypt: (text) => Buffer.from([...text].reverse().join('')).toString('base64'),
  decrypt: (base64) => [...Buffer.from(base64, 'base64').toString()].reverse().join(''),
};

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bridge-'));
  file = join(dir, 'sesion.json');
});
afterEach(async () => {
  for (const s of abiertos.splice(0)) s.offline.cerrar();
  await rm(dir, { recursive: true, force: true });
});

/** A fresh "app start": new store objects over the same folder, handlers registered. */
function startApp(cipher?: Cipher) {
  const ipc = new FakeIpcMain();
  const tokenStore = new TokenStore({ store: new JsonFileStore(file), cipher });
  // Every service of the app over this folder (the token channels are what is tested here).
  const servicios = crearServiciosEscritorio({
    userData: dir,
    documentos: dir,
    argv: [],
    urlServidor: () => 'http://127.0.0.1:53211',
    tokenStore,
    mostrarDialogoGuardar: async () => ({ canceled: true }),
    mostrarDialogoAbrir: async () => ({ canceled: true, filePaths: [] }),
    abrirRuta: async () => '',
  });
  abiertos.push(servicios);
  const dispose = registerBridgeHandlers(ipc, createBridgeHandlers(servicios), isTrusted);
  const call = (name: (typeof BRIDGE_CHANNELS)[number], ...args: unknown[]) =>
    ipc.invoke(ipcChannelOf(name), APP_URL, ...args);
  return { ipc, call, dispose };
}

describe('bridge handlers over IpcMainLike', () => {
  it('registers exactly one handler per bridge channel, and the disposer removes them', () => {
    const { ipc, dispose } = startApp();
    expect([...ipc.listeners.keys()].sort()).toEqual(BRIDGE_CHANNELS.map(ipcChannelOf).sort());
    dispose();
    expect(ipc.listeners.size).toBe(0);
  });

  it('stores, reads and clears a token', async () => {
    const { call } = startApp();
    await expect(call('token.get')).resolves.toEqual({ ok: true, value: null });
    const token = { token: 'abc.def.ghi', recordarme: true };
    await expect(call('token.set', token)).resolves.toEqual({ ok: true, value: null });
    await expect(call('token.get')).resolves.toEqual({ ok: true, value: token });
    await expect(call('token.clear')).resolves.toEqual({ ok: true, value: null });
    await expect(call('token.get')).resolves.toEqual({ ok: true, value: null });
  });

  it('keeps a remembered token across restarts', async () => {
    await startApp().call('token.set', { token: 'recordado', recordarme: true });
    await expect(startApp().call('token.get')).resolves.toEqual({
      ok: true,
      value: { token: 'recordado', recordarme: true },
    });
  });

  it('keeps a not-remembered token in memory only, and drops an older remembered one', async () => {
    await startApp().call('token.set', { token: 'viejo', recordarme: true });
    const app = startApp();
    await app.call('token.set', { token: 'de-paso', recordarme: false });
    await expect(app.call('token.get')).resolves.toEqual({
      ok: true,
      value: { token: 'de-paso', recordarme: false },
    });
    expect(await readFile(file, 'utf8')).not.toContain('de-paso');
    expect(await readFile(file, 'utf8')).not.toContain('viejo');
    await expect(startApp().call('token.get')).resolves.toEqual({ ok: true, value: null });
  });

  it('refuses invalid arguments and stores nothing', async () => {
    const { call } = startApp();
    for (const bad of [undefined, { token: '', recordarme: true }, { token: 'x' }, 'x']) {
      await expect(call('token.set', bad)).resolves.toEqual({
        ok: false,
        error: 'Argumentos inválidos para token.set',
      });
    }
    await expect(call('token.get', 'sobra')).resolves.toMatchObject({ ok: false });
    await expect(call('token.set', { token: 'a', recordarme: true }, 'extra')).resolves.toEqual({
      ok: false,
      error: 'Argumentos inválidos para token.set',
    });
    await expect(call('token.get')).resolves.toEqual({ ok: true, value: null });
    await expect(readFile(file, 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('refuses senders from other origins and destroyed frames', async () => {
    const { ipc } = startApp();
    const channel = ipcChannelOf('token.set');
    const token = { token: 'robado', recordarme: true };
    for (const from of ['https://evil.example/', 'http://127.0.0.1:9999/', 'file:///x', null]) {
      await expect(ipc.invoke(channel, from, token)).resolves.toMatchObject({ ok: false });
    }
    await expect(startApp().call('token.get')).resolves.toEqual({ ok: true, value: null });
  });

  it('writes through the cipher when one is available', async () => {
    await startApp(reversingCipher).call('token.set', { token: 'secreto-123', recordarme: true });
    const content = await readFile(file, 'utf8');
    expect(content).not.toContain('secreto-123');
    expect(content).toContain('"encrypted\\":true');
    await expect(startApp(reversingCipher).call('token.get')).resolves.toEqual({
      ok: true,
      value: { token: 'secreto-123', recordarme: true },
    });
    // Without the key (e.g. another OS user), the token cannot be read: no session.
    await expect(startApp().call('token.get')).resolves.toEqual({ ok: true, value: null });
  });

  it('turns a handler error into an envelope instead of throwing', async () => {
    const { call } = startApp({
      ...reversingCipher,
      encrypt: () => {
        throw new Error('llavero bloqueado');
      },
    });
    await expect(call('token.set', { token: 't', recordarme: true })).resolves.toEqual({
      ok: false,
      error: 'llavero bloqueado',
    });
  });

  it('reads a corrupted file as no session', async () => {
    await writeFile(file, '{ esto no es json');
    await expect(startApp().call('token.get')).resolves.toEqual({ ok: true, value: null });
    await writeFile(file, JSON.stringify({ 'sesion.token': 'basura' }));
    await expect(startApp().call('token.get')).resolves.toEqual({ ok: true, value: null });
    // The unreadable value was cleared, so the next start does not trip on it again.
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({});
  });
});
