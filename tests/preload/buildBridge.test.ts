import { describe, expect, it } from 'vitest';
import { BRIDGE_CHANNELS } from '@shared/bridge';
import { buildBridge } from '../../src/preload/buildBridge';

describe('buildBridge', () => {
  it('exposes exactly one function per channel, grouped by area, and nothing else', () => {
    const platform = buildBridge(async () => ({ ok: true, value: null }));
    const names = Object.entries(platform).flatMap(([area, methods]) =>
      Object.keys(methods).map((method) => `${area}.${method}`),
    );
    expect(names.sort()).toEqual([...BRIDGE_CHANNELS].sort());
    expect(Object.isFrozen(platform)).toBe(true);
    expect(Object.isFrozen(platform.token)).toBe(true);
  });

  it('invokes the channel with the argument, or with none, and unwraps the value', async () => {
    const calls: unknown[][] = [];
    const platform = buildBridge(async (...args) => {
      calls.push(args);
      return { ok: true, value: { token: 't', recordarme: true } };
    });
    await expect(platform.token.get()).resolves.toEqual({ token: 't', recordarme: true });
    await platform.token.set({ token: 't', recordarme: false });
    expect(calls).toEqual([
      ['platform:token.get'],
      ['platform:token.set', { token: 't', recordarme: false }],
    ]);
  });

  it('rejects with the Spanish message of a refused call', async () => {
    const platform = buildBridge(async () => ({ ok: false, error: 'Argumentos inválidos' }));
    await expect(platform.token.clear()).rejects.toThrow('Argumentos inválidos');
    const odd = buildBridge(async () => 'raro');
    await expect(odd.token.get()).rejects.toThrow(/Respuesta inesperada/);
  });
});
